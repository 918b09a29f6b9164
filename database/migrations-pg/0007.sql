-- GpuPlan team store on PostgreSQL, schema version 7 (issue 16): every GPU of the catalog carries a
-- version, as the file's schema 7 and as prices since schema 3, so two admins editing the same GPU never
-- overwrite each other silently. A GPU is added at version 1 and every change moves it one on; a save is
-- made only against the version it was read at (UPDATE ... WHERE version = the one read, on a row locked
-- with SELECT ... FOR UPDATE).
ALTER TABLE gpus ADD COLUMN version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A GPU's version starts at the number of changes change_log records of it (each moved it on once), so a
-- GPU deleted and added again comes back above every version it had (a new GPU is added at that count
-- plus one). Setting it is the migration's bookkeeping, not anyone's catalog change: change_log is not
-- written and nobody is notified.
ALTER TABLE gpus DISABLE TRIGGER change_logged;
ALTER TABLE gpus DISABLE TRIGGER change_notified_update;
UPDATE gpus SET version = greatest(1, (SELECT count(*) FROM change_log c
                                       WHERE c.table_name = 'gpus' AND c.row_key = gpus.id));
ALTER TABLE gpus ENABLE TRIGGER change_notified_update;
ALTER TABLE gpus ENABLE TRIGGER change_logged;
