-- GpuPlan team store on PostgreSQL, schema version 12 (issue 31): a GPU's dense FP4 peak in TFLOPS, as SQLite
-- schema 11 (database/migrations/0011.sql); NULL where the card has no FP4.
-- IF NOT EXISTS, as schema 10's columns: the tests that take a store back to an older schema to upgrade it
-- again drop only the columns of the migrations they replay.
ALTER TABLE gpus ADD COLUMN IF NOT EXISTS fp4_tflops DOUBLE PRECISION CHECK (fp4_tflops >= 0);
-- The bundled cards with FP4 gain the bundled figure where the store holds them as seeded (version 1). This is
-- the migration's bookkeeping, as the version column's in schema 7: not anyone's catalog change, so
-- change_log is not written and nobody is notified.
ALTER TABLE gpus DISABLE TRIGGER change_logged;
ALTER TABLE gpus DISABLE TRIGGER change_notified_update;
UPDATE gpus SET fp4_tflops = 9000 WHERE id = 'b200' AND version = 1;
UPDATE gpus SET fp4_tflops = 14000 WHERE id = 'b300' AND version = 1;
UPDATE gpus SET fp4_tflops = 2000 WHERE id = 'rtx-pro-6000-server' AND version = 1;
UPDATE gpus SET fp4_tflops = 1676 WHERE id = 'rtx-5090' AND version = 1;
UPDATE gpus SET fp4_tflops = 9200 WHERE id = 'mi350x' AND version = 1;
UPDATE gpus SET fp4_tflops = 10100 WHERE id = 'mi355x' AND version = 1;
ALTER TABLE gpus ENABLE TRIGGER change_notified_update;
ALTER TABLE gpus ENABLE TRIGGER change_logged;
