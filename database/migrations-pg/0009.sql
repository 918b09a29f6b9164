-- GpuPlan team store on PostgreSQL, schema version 9 (issue 16): two changes that make an import of many
-- prices quicker, with the same rows and the same refusals as before. Written so that running it again
-- changes nothing.
--
-- The change_log rows of prices, written once per statement from its transition table since schema 8, take
-- the row's key from its column instead of turning each whole row into JSON first (to_jsonb(n) ->> 'id'),
-- which was a third of the server's time for an import of 150,000 prices.
CREATE OR REPLACE FUNCTION change_logged_rows() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
BEGIN
    -- The key column is the trigger's argument, so the query is built here; the statement's transition
    -- table is open to it as to a static query.
    IF TG_OP = 'DELETE' THEN
        EXECUTE format('INSERT INTO change_log (table_name, row_key, action, changed_by, changed_at) '
                       'SELECT $1, o.%I::text, ''delete'', session_user, now() FROM old_rows o', TG_ARGV[0])
            USING TG_TABLE_NAME;
    ELSE
        EXECUTE format('INSERT INTO change_log (table_name, row_key, action, changed_by, changed_at) '
                       'SELECT $1, n.%I::text, $2, session_user, now() FROM new_rows n', TG_ARGV[0])
            USING TG_TABLE_NAME, lower(TG_OP);
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

-- The regions and providers a price names are checked once per statement, not per row: a foreign key
-- checks each row with a query of its own, which took a third of the server's time for an import of
-- 150,000 prices. The triggers below keep what the two foreign keys of prices kept:
--  * a price written (inserted, or changed) names a region and a provider the store holds, or the statement
--    is refused with a foreign key violation (SQLSTATE 23503) worded as PostgreSQL words its own;
--  * the regions and providers named are locked FOR KEY SHARE, as a foreign key locks them, so nobody can
--    delete one or change its id until the writer's transaction ends (and then the check below sees it);
--  * a region or provider that prices name cannot be deleted, nor its id changed.
-- Their names end in "reference_check": a store copy leaves them on (store_copy_tables.cpp).
CREATE OR REPLACE FUNCTION prices_reference_check() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    missing TEXT;
BEGIN
    PERFORM 1 FROM regions WHERE id IN (SELECT DISTINCT region FROM new_rows) FOR KEY SHARE;
    PERFORM 1 FROM providers WHERE id IN (SELECT DISTINCT provider FROM new_rows) FOR KEY SHARE;
    SELECT n.region INTO missing FROM (SELECT DISTINCT region FROM new_rows) n
        WHERE NOT EXISTS (SELECT 1 FROM regions r WHERE r.id = n.region) ORDER BY 1 LIMIT 1;
    IF FOUND THEN
        RAISE foreign_key_violation USING
            MESSAGE = 'insert or update on table "prices" violates foreign key constraint "prices_region_fkey"',
            DETAIL = format('Key (region)=(%s) is not present in table "regions".', missing);
    END IF;
    SELECT n.provider INTO missing FROM (SELECT DISTINCT provider FROM new_rows) n
        WHERE NOT EXISTS (SELECT 1 FROM providers p WHERE p.id = n.provider) ORDER BY 1 LIMIT 1;
    IF FOUND THEN
        RAISE foreign_key_violation USING
            MESSAGE = 'insert or update on table "prices" violates foreign key constraint "prices_provider_fkey"',
            DETAIL = format('Key (provider)=(%s) is not present in table "providers".', missing);
    END IF;
    RETURN NULL;
END
$$;

-- On regions and providers (TG_ARGV[0]: the column of prices that names them): after a DELETE or UPDATE,
-- an id that is gone but still named by a price refuses the statement.
CREATE OR REPLACE FUNCTION priced_places_reference_check() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
AS $$
DECLARE
    kept TEXT;
BEGIN
    EXECUTE format('SELECT o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM %I t WHERE t.id = o.id) '
                   'AND EXISTS (SELECT 1 FROM prices p WHERE p.%I = o.id) ORDER BY 1 LIMIT 1',
                   TG_TABLE_NAME, TG_ARGV[0])
        INTO kept;
    IF kept IS NOT NULL THEN
        RAISE foreign_key_violation USING
            MESSAGE = format('update or delete on table "%s" violates foreign key constraint "prices_%s_fkey" '
                             'on table "prices"', TG_TABLE_NAME, TG_ARGV[0]),
            DETAIL = format('Key (id)=(%s) is still referenced from table "prices".', kept);
    END IF;
    RETURN NULL;
END
$$;

DO $$
DECLARE
    f TEXT;
    t TEXT;
BEGIN
    FOREACH f IN ARRAY ARRAY['prices_reference_check()', 'priced_places_reference_check()'] LOOP
        EXECUTE format('ALTER FUNCTION %s SET search_path = %I, pg_temp', f, current_schema());
        EXECUTE format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', f);
    END LOOP;
    -- The foreign keys go, and the triggers if they are there already (DROP ... IF EXISTS would tell the
    -- client about each one missing).
    FOREACH t IN ARRAY ARRAY['prices_region_fkey', 'prices_provider_fkey'] LOOP
        IF EXISTS (SELECT 1 FROM pg_constraint WHERE conrelid = 'prices'::regclass AND conname = t) THEN
            EXECUTE format('ALTER TABLE prices DROP CONSTRAINT %I', t);
        END IF;
    END LOOP;
    FOR t, f IN SELECT tgrelid::regclass::text, tgname FROM pg_trigger
                WHERE tgname LIKE '%reference_check%' AND tgrelid IN ('prices'::regclass, 'regions'::regclass,
                                                                        'providers'::regclass) LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', f, t);
    END LOOP;
END
$$;
CREATE TRIGGER prices_insert_reference_check AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION prices_reference_check();
CREATE TRIGGER prices_update_reference_check AFTER UPDATE ON prices REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION prices_reference_check();
CREATE TRIGGER regions_update_reference_check AFTER UPDATE ON regions REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION priced_places_reference_check('region');
CREATE TRIGGER regions_delete_reference_check AFTER DELETE ON regions REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION priced_places_reference_check('region');
CREATE TRIGGER providers_update_reference_check AFTER UPDATE ON providers REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION priced_places_reference_check('provider');
CREATE TRIGGER providers_delete_reference_check AFTER DELETE ON providers REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION priced_places_reference_check('provider');

-- Ids for a bulk write of prices and their history entries (an import), taken in two calls instead of one
-- nextval per row (0.4 s for 150,000 prices, and as much again for the history's identity). The tables are
-- locked against other writers (SHARE ROW EXCLUSIVE: readers go on, writers of prices and history wait for
-- this transaction), so nobody else draws from the two sequences meanwhile and the ids handed out are
-- contiguous. The caller must be able to add prices; the refusal then names the table, as an INSERT's does.
CREATE OR REPLACE FUNCTION reserve_price_ids(price_count BIGINT, history_count BIGINT,
                                             OUT first_price BIGINT, OUT first_history BIGINT)
LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE
    prices_seq TEXT := pg_get_serial_sequence('prices', 'id');
    history_seq TEXT := pg_get_serial_sequence('price_history', 'id');
BEGIN
    IF NOT has_table_privilege(session_user, 'prices', 'INSERT') OR
       NOT has_table_privilege(session_user, 'price_history', 'INSERT') THEN
        RAISE insufficient_privilege USING MESSAGE = 'permission denied for table prices';
    END IF;
    LOCK TABLE prices, price_history IN SHARE ROW EXCLUSIVE MODE;
    first_price := nextval(prices_seq);
    IF price_count > 1 THEN
        PERFORM setval(prices_seq, first_price + price_count - 1);
    END IF;
    first_history := nextval(history_seq);
    IF history_count > 1 THEN
        PERFORM setval(history_seq, first_history + history_count - 1);
    END IF;
END
$$;
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION reserve_price_ids(BIGINT, BIGINT) SET search_path = %I, pg_temp',
                   current_schema());
END
$$;

-- change_log's index by row leaves out prices: they are the rows written in bulk (150,000 in one import,
-- where keeping them in this index took 0.3 s of the server's time), and nothing looks a price's changes up
-- in change_log by its key: its history (price_history, signed on the server) says who changed it. The
-- other tables' lookups name their table as a literal, which the planner needs to use a partial index.
DROP INDEX change_log_by_row;
CREATE INDEX change_log_by_row ON change_log (table_name, row_key) WHERE table_name <> 'prices';
