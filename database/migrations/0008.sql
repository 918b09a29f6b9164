-- GpuPlan store, schema version 8 (issue 16): every region and exchange rate carries a version, as prices
-- (schema 5) and GPUs (schema 7) do, so two people (or two windows) editing the same region or rate never
-- overwrite each other silently. A row is added at version 1 and every change moves it one on; a save is
-- made only against the version it was read at. A file records no history of regions or rates, so every
-- existing one starts at 1: no edit can have been made against another version of it.
ALTER TABLE regions ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE exchange_rates ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

-- A file records no history of the catalog, so a GPU deleted and added again would start at version 1 again
-- and an edit made against the deleted one could land on the new one. The version a deleted GPU had is kept
-- here instead (written with the deletion, sql_gpu_changes.cpp), and one added again under its id starts
-- above it, as a team store's change_log gives.
CREATE TABLE retired_gpu_versions (id TEXT PRIMARY KEY, version INTEGER NOT NULL);
