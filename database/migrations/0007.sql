-- GpuPlan store, schema version 7 (issue 16): every GPU of the catalog carries a version, as prices do
-- since schema 5, so two people (or two windows) editing the same GPU never overwrite each other
-- silently. A GPU is added at version 1 and every change moves it one on; the catalog editor saves only
-- against the version it read. A file records no history of the catalog, so every existing GPU starts at
-- 1: no edit can have been made against another version of it.
ALTER TABLE gpus ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
