-- GpuPlan team store on PostgreSQL, schema version 4 (issue 16): every open window learns within a
-- second that someone else committed a change, and reads it again.
--
-- Each statement that inserts, updates or deletes prices, providers, regions, exchange rates, catalog rows or
-- shared scenarios sends NOTIFY on the channel gpuplan_changes with a JSON payload, {"table": "prices",
-- "key": "42", "action": "update", "rows": 1}: the key (as change_log writes it: the key columns joined by
-- '/') when the statement changed one row, else empty. PostgreSQL delivers a notification only when, and
-- if, its transaction commits, to every session that has run LISTEN gpuplan_changes (PgStore,
-- database/change_watch.cpp), the sender's own session included: the receiver tells those apart by the
-- sending backend's pid, which comes with each notification. Identical payloads in one transaction are
-- delivered once.
--
-- The triggers run once per statement, reading the statement's rows from its transition tables, not once
-- per row: a row trigger building a payload per row made an INSERT of 100,000 rows 3.5 s slower (6.3 s to
-- 9.9 s on the development machine, whose change_log row trigger already costs most of that), where
-- receivers read the table again anyway. Transition tables allow one event per trigger, hence three.
--
-- A private scenario is announced only if it was or becomes shared: anyone who may connect may listen,
-- and row-level security keeps a private scenario's owner and name from the others.

CREATE FUNCTION change_notified() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed BIGINT;   -- rows the statement inserted, updated or deleted (that others may see)
    one_row JSONB;    -- that row, when there is one
    parts TEXT[] := ARRAY[]::TEXT[];
    i INTEGER;
BEGIN
    -- Each query names only the transition tables of this trigger's event; PL/pgSQL plans a statement when
    -- it first runs, per table, so the others are never looked at.
    IF TG_TABLE_NAME = 'scenarios' THEN
        IF TG_OP = 'INSERT' THEN
            SELECT count(*) INTO changed FROM new_rows WHERE shared = 1;
        ELSIF TG_OP = 'DELETE' THEN
            SELECT count(*) INTO changed FROM old_rows WHERE shared = 1;
        ELSE
            SELECT count(*) INTO changed FROM new_rows n
                WHERE n.shared = 1 OR EXISTS (SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.shared = 1);
        END IF;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT count(*) INTO changed FROM old_rows;
    ELSE
        SELECT count(*) INTO changed FROM new_rows;
    END IF;
    IF changed = 0 THEN
        RETURN NULL; -- an UPDATE that matched nothing, an upsert that did nothing
    END IF;
    IF changed = 1 THEN
        IF TG_OP = 'DELETE' THEN
            SELECT to_jsonb(o) INTO one_row FROM old_rows o LIMIT 1;
        ELSE
            SELECT to_jsonb(n) INTO one_row FROM new_rows n LIMIT 1;
        END IF;
        FOR i IN 0 .. TG_NARGS - 1 LOOP
            parts := parts || (one_row ->> TG_ARGV[i]);
        END LOOP;
    END IF;
    -- A payload is at most 8000 bytes, and a longer one would fail the write itself: a key that long
    -- (a scenario's name) is cut, since the receiver reads the table again anyway.
    PERFORM pg_notify('gpuplan_changes',
                      json_build_object('table', TG_TABLE_NAME,
                                        'key', left(array_to_string(parts, '/'), 1000),
                                        'action', lower(TG_OP),
                                        'rows', changed)::TEXT);
    RETURN NULL;
END
$$;

-- Three statement triggers per table, named change_notified_insert, _update and _delete; the arguments
-- are the key columns.
DO $$
DECLARE
    t RECORD;
    key_args TEXT;
BEGIN
    EXECUTE format('ALTER FUNCTION change_notified() SET search_path = %I, pg_temp', current_schema());
    FOR t IN SELECT * FROM (VALUES ('prices', ARRAY['id']), ('providers', ARRAY['id']), ('regions', ARRAY['id']),
                                   ('exchange_rates', ARRAY['currency']), ('gpus', ARRAY['id']),
                                   ('models', ARRAY['id']), ('networks', ARRAY['id']),
                                   ('efficiency', ARRAY['gpu', 'precision']), ('global_params', ARRAY['name']),
                                   ('scenarios', ARRAY['owner', 'name'])) AS keyed (name, key_columns) LOOP
        SELECT string_agg(quote_literal(c), ', ') INTO key_args FROM unnest(t.key_columns) AS c;
        EXECUTE format('CREATE TRIGGER change_notified_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS '
                       'new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_notified(%s)', t.name, key_args);
        EXECUTE format('CREATE TRIGGER change_notified_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS '
                       'old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_notified(%s)',
                       t.name, key_args);
        EXECUTE format('CREATE TRIGGER change_notified_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS '
                       'old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_notified(%s)', t.name, key_args);
    END LOOP;
END
$$;
REVOKE ALL ON FUNCTION change_notified() FROM PUBLIC;
