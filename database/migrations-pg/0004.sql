-- GpuPlan team store on PostgreSQL, schema version 4 (issue 16): every open window learns within a
-- second that someone else committed a change, and reads it again.
--
-- Each insert, update or delete of a price, provider, region, exchange rate, catalog entry or shared
-- scenario sends NOTIFY on the channel gpuplan_changes with a JSON payload, {"table": "prices", "key":
-- "42", "action": "update"} (the key as change_log writes it: the key columns joined by '/'). PostgreSQL
-- delivers a notification only when, and if, its transaction commits, to every session that has run
-- LISTEN gpuplan_changes (PgStore, database/change_watch.cpp), the sender's own session included: the
-- receiver tells those apart by the sending backend's pid, which comes with each notification. Identical
-- payloads in one transaction are delivered once.
--
-- A private scenario is announced only if it was or becomes shared: anyone who may connect may listen,
-- and row-level security keeps a private scenario's owner and name from the others.

CREATE FUNCTION change_notified() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    row_json JSONB := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
    parts TEXT[] := ARRAY[]::TEXT[];
    i INTEGER;
BEGIN
    IF TG_TABLE_NAME = 'scenarios'
       AND coalesce((to_jsonb(NEW) ->> 'shared')::INTEGER, 0) = 0
       AND coalesce((to_jsonb(OLD) ->> 'shared')::INTEGER, 0) = 0 THEN
        RETURN NULL;
    END IF;
    FOR i IN 0 .. TG_NARGS - 1 LOOP
        parts := parts || (row_json ->> TG_ARGV[i]);
    END LOOP;
    -- A payload is at most 8000 bytes, and a longer one would fail the write itself: a key that long
    -- (a scenario's name) is cut, since the receiver reads the table again anyway.
    PERFORM pg_notify('gpuplan_changes',
                      json_build_object('table', TG_TABLE_NAME,
                                        'key', left(array_to_string(parts, '/'), 1000),
                                        'action', lower(TG_OP))::TEXT);
    RETURN NULL;
END
$$;
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION change_notified() SET search_path = %I, pg_temp', current_schema());
END
$$;
REVOKE ALL ON FUNCTION change_notified() FROM PUBLIC;

CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON prices
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON providers
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON regions
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
    FOR EACH ROW EXECUTE FUNCTION change_notified('currency');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON gpus
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON models
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON networks
    FOR EACH ROW EXECUTE FUNCTION change_notified('id');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON efficiency
    FOR EACH ROW EXECUTE FUNCTION change_notified('gpu', 'precision');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON global_params
    FOR EACH ROW EXECUTE FUNCTION change_notified('name');
CREATE TRIGGER change_notified AFTER INSERT OR UPDATE OR DELETE ON scenarios
    FOR EACH ROW EXECUTE FUNCTION change_notified('owner', 'name');
