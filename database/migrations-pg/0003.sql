-- GpuPlan team store on PostgreSQL, schema version 3 (issue 16): every price carries a version, so two
-- people editing the same price never overwrite each other silently. A price is added at version 1 and
-- every change (an update, a revert) moves it one on; an edit is saved only against the version it was
-- read at (UPDATE ... WHERE version = the one read, on a row locked with SELECT ... FOR UPDATE).
-- Identity ids are never reused, so a deleted price's id never comes back on a new one.
ALTER TABLE prices ADD COLUMN version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A price's version starts at the number of changes its history records (each change moved it on once),
-- so a price deleted and later put back by a revert comes back above every version it ever had. Setting
-- it is the migration's bookkeeping, not anyone's change of a price: change_log is not written for it.
ALTER TABLE prices DISABLE TRIGGER change_logged;
UPDATE prices SET version = greatest(1, (SELECT count(*) FROM price_history h WHERE h.price_id = prices.id));
ALTER TABLE prices ENABLE TRIGGER change_logged;
