-- GpuPlan team store on PostgreSQL, schema version 14 (issue 31), as SQLite schema 13
-- (database/migrations/0013.sql): the links of TPUs, Trainium and CloudMatrix; a board power that may be NULL
-- (not published); and the power of the rack a card is sold and fed in (an NVL72), in kW.
-- Every step may run again: the tests that take a store back to an older schema to upgrade it again drop only
-- the columns of the migrations they replay.
ALTER TABLE gpus DROP CONSTRAINT IF EXISTS gpus_link_check;
ALTER TABLE gpus ADD CONSTRAINT gpus_link_check CHECK (link IN ('pcie', 'nvlink-bridge', 'nvlink-switch',
    'infinity-fabric', 'tpu-ici', 'neuronlink', 'unified-bus'));
ALTER TABLE gpus ALTER COLUMN tdp_w DROP NOT NULL;
ALTER TABLE gpus ADD COLUMN IF NOT EXISTS system_kw DOUBLE PRECISION CHECK (system_kw > 0);
-- The bundled rack rows gain the bundled figure where the store holds them as seeded (version 1): the
-- migration's bookkeeping, not anyone's catalog change, so change_log is not written and nobody is notified.
ALTER TABLE gpus DISABLE TRIGGER change_logged;
ALTER TABLE gpus DISABLE TRIGGER change_notified_update;
UPDATE gpus SET system_kw = 120 WHERE id = 'gb200-nvl72' AND version = 1;
UPDATE gpus SET system_kw = 142 WHERE id = 'gb300-nvl72' AND version = 1;
ALTER TABLE gpus ENABLE TRIGGER change_notified_update;
ALTER TABLE gpus ENABLE TRIGGER change_logged;
