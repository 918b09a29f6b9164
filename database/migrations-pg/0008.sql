-- GpuPlan team store on PostgreSQL, schema version 8 (issue 16): every region and exchange rate carries a
-- version, as the file's schema 8, prices (schema 3) and GPUs (schema 7), so two editors changing the same
-- region or rate never overwrite each other silently. A row is added at version 1 and every change moves it
-- one on; a save is made only against the version it was read at (UPDATE ... WHERE version = the one read,
-- on a row locked with SELECT ... FOR UPDATE).
ALTER TABLE regions ADD COLUMN version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE exchange_rates ADD COLUMN version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A row's version starts at the number of changes change_log records of it (each moved it on once), as a
-- GPU's does. Setting it is the migration's bookkeeping, not anyone's change: change_log is not written and
-- nobody is notified.
ALTER TABLE regions DISABLE TRIGGER change_logged;
ALTER TABLE regions DISABLE TRIGGER change_notified_update;
UPDATE regions SET version = greatest(1, (SELECT count(*) FROM change_log c
                                          WHERE c.table_name = 'regions' AND c.row_key = regions.id));
ALTER TABLE regions ENABLE TRIGGER change_notified_update;
ALTER TABLE regions ENABLE TRIGGER change_logged;
ALTER TABLE exchange_rates DISABLE TRIGGER change_logged;
ALTER TABLE exchange_rates DISABLE TRIGGER change_notified_update;
UPDATE exchange_rates SET version = greatest(1, (SELECT count(*) FROM change_log c
                                                 WHERE c.table_name = 'exchange_rates'
                                                   AND c.row_key = exchange_rates.currency));
ALTER TABLE exchange_rates ENABLE TRIGGER change_notified_update;
ALTER TABLE exchange_rates ENABLE TRIGGER change_logged;
