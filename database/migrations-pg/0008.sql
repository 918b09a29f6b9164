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

-- Prices are the table written in bulk (an import of 150,000 new prices): their change_log rows are written
-- once per statement from its transition table, as the notifications are (0004.sql), instead of by the
-- trigger per row the other tables keep, which took half the server's time of such an import. The rows are
-- the same: one per price inserted, updated or deleted, signed with the session's user and the transaction's
-- time. Written so that running it again changes nothing.
CREATE OR REPLACE FUNCTION change_logged_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
    -- Each query names only this trigger's transition table; PL/pgSQL plans a statement when it first runs.
    IF TG_OP = 'DELETE' THEN
        INSERT INTO change_log (table_name, row_key, action, changed_by, changed_at)
            SELECT TG_TABLE_NAME, to_jsonb(o) ->> TG_ARGV[0], 'delete', session_user, now() FROM old_rows o;
    ELSE
        INSERT INTO change_log (table_name, row_key, action, changed_by, changed_at)
            SELECT TG_TABLE_NAME, to_jsonb(n) ->> TG_ARGV[0], lower(TG_OP), session_user, now() FROM new_rows n;
    END IF;
    RETURN NULL;
END
$$;
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION change_logged_rows() SET search_path = %I, pg_temp', current_schema());
END
$$;
REVOKE ALL ON FUNCTION change_logged_rows() FROM PUBLIC;
-- The row trigger goes, and these if they are there already (DROP ... IF EXISTS would tell the client about
-- each one missing).
DO $$
DECLARE
    t TEXT;
BEGIN
    FOREACH t IN ARRAY ARRAY['change_logged', 'change_logged_insert', 'change_logged_update',
                             'change_logged_delete'] LOOP
        IF EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'prices'::regclass AND tgname = t) THEN
            EXECUTE format('DROP TRIGGER %I ON prices', t);
        END IF;
    END LOOP;
END
$$;
CREATE TRIGGER change_logged_insert AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION change_logged_rows('id');
CREATE TRIGGER change_logged_update AFTER UPDATE ON prices REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION change_logged_rows('id');
CREATE TRIGGER change_logged_delete AFTER DELETE ON prices REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION change_logged_rows('id');
