-- GpuPlan team store on PostgreSQL, schema version 6 (issue 16): a save changes a user's scenarios in
-- place. Until now the workbench deleted and re-inserted all of a user's scenarios on every save, so each
-- save signed two change_log rows per scenario and gave every scenario a new id; the id was the table's
-- order. Now a save updates the scenarios that changed, inserts the new ones and deletes the removed ones,
-- so the order needs a column of its own: `place`, ascending within one owner's scenarios. A scenario
-- inserted between two others takes a place between theirs, so no other row is rewritten to make room.
-- A row without a place (copied from a SQLite file by `store copy`, which has no such column) sorts by
-- its id, as it did before: readers order by coalesce(place, id).
ALTER TABLE scenarios ADD COLUMN place DOUBLE PRECISION;
-- The existing rows keep their order. Setting it is the migration's bookkeeping, not anyone's change of a
-- scenario: change_log is not written and nobody is notified.
ALTER TABLE scenarios DISABLE TRIGGER change_logged;
ALTER TABLE scenarios DISABLE TRIGGER change_notified_update;
ALTER TABLE scenarios DISABLE TRIGGER scenario_owned;
UPDATE scenarios SET place = id;
ALTER TABLE scenarios ENABLE TRIGGER scenario_owned;
ALTER TABLE scenarios ENABLE TRIGGER change_notified_update;
ALTER TABLE scenarios ENABLE TRIGGER change_logged;
