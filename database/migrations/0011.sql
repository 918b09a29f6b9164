-- GpuPlan store, schema version 11 (issue 31): a GPU's dense FP4 peak (the E2M1 element of NVFP4 and MXFP4,
-- which Blackwell and CDNA 4 tensor cores run), in TFLOPS; NULL where the card has no FP4, as the other
-- precisions' columns.
ALTER TABLE gpus ADD COLUMN fp4_tflops REAL CHECK (fp4_tflops >= 0);
-- The bundled rows of the cards with FP4 gain the figure of the bundled catalog (resources/catalog/gpus.csv,
-- which cites each) where the store still holds them as seeded: version 1, never edited. A row someone
-- changed keeps what they wrote and shows no FP4 until they add it; test_store_upgrade checks that the
-- figures here are the bundled ones.
UPDATE gpus SET fp4_tflops = 9000 WHERE id = 'b200' AND version = 1;
UPDATE gpus SET fp4_tflops = 14000 WHERE id = 'b300' AND version = 1;
UPDATE gpus SET fp4_tflops = 2000 WHERE id = 'rtx-pro-6000-server' AND version = 1;
UPDATE gpus SET fp4_tflops = 1676 WHERE id = 'rtx-5090' AND version = 1;
UPDATE gpus SET fp4_tflops = 9200 WHERE id = 'mi350x' AND version = 1;
UPDATE gpus SET fp4_tflops = 10100 WHERE id = 'mi355x' AND version = 1;
