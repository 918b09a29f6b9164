-- GpuPlan team store on PostgreSQL, schema version 10 (issue 30): the models' architecture columns and version
-- of SQLite schema 9 (see database/migrations/0009.sql for what each is). Correcting the bundled DeepSeek-V3 and
-- Mixtral presets and marking the earlier generations is the migration's bookkeeping, like seeding, not
-- anyone's catalog change, so change_log is not written for it.
-- IF NOT EXISTS: the tests that take a store back to an earlier schema run the later migrations again.
ALTER TABLE models ADD COLUMN IF NOT EXISTS head_dim INTEGER CHECK (head_dim IS NULL OR head_dim >= 0),
    ADD COLUMN IF NOT EXISTS expert_ffn INTEGER CHECK (expert_ffn IS NULL OR expert_ffn >= 0),
    ADD COLUMN IF NOT EXISTS shared_expert_ffn INTEGER CHECK (shared_expert_ffn IS NULL OR shared_expert_ffn >= 0),
    ADD COLUMN IF NOT EXISTS q_lora_rank INTEGER CHECK (q_lora_rank IS NULL OR q_lora_rank >= 0),
    ADD COLUMN IF NOT EXISTS kv_lora_rank INTEGER CHECK (kv_lora_rank IS NULL OR kv_lora_rank >= 0),
    ADD COLUMN IF NOT EXISTS rope_head_dim INTEGER CHECK (rope_head_dim IS NULL OR rope_head_dim >= 0),
    ADD COLUMN IF NOT EXISTS nope_head_dim INTEGER CHECK (nope_head_dim IS NULL OR nope_head_dim >= 0),
    ADD COLUMN IF NOT EXISTS v_head_dim INTEGER CHECK (v_head_dim IS NULL OR v_head_dim >= 0),
    ADD COLUMN IF NOT EXISTS index_heads INTEGER CHECK (index_heads IS NULL OR index_heads >= 0),
    ADD COLUMN IF NOT EXISTS index_head_dim INTEGER CHECK (index_head_dim IS NULL OR index_head_dim >= 0),
    ADD COLUMN IF NOT EXISTS index_topk INTEGER CHECK (index_topk IS NULL OR index_topk >= 0),
    ADD COLUMN IF NOT EXISTS sliding_window INTEGER CHECK (sliding_window IS NULL OR sliding_window >= 0),
    ADD COLUMN IF NOT EXISTS sliding_layers INTEGER CHECK (sliding_layers IS NULL OR sliding_layers >= 0),
    ADD COLUMN IF NOT EXISTS linear_layers INTEGER CHECK (linear_layers IS NULL OR linear_layers >= 0),
    ADD COLUMN IF NOT EXISTS linear_state DOUBLE PRECISION CHECK (linear_state IS NULL OR linear_state >= 0),
    ADD COLUMN IF NOT EXISTS linear_layer_params DOUBLE PRECISION CHECK (linear_layer_params IS NULL OR linear_layer_params >= 0),
    ADD COLUMN IF NOT EXISTS tied_embeddings INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1)),
    ADD COLUMN IF NOT EXISTS max_context INTEGER CHECK (max_context IS NULL OR max_context >= 0),
    ADD COLUMN IF NOT EXISTS earlier INTEGER NOT NULL DEFAULT 0 CHECK (earlier IN (0, 1)),
    ADD COLUMN IF NOT EXISTS version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1);
-- A model's version starts at the number of changes change_log records of it, as a GPU's did (schema 7).
ALTER TABLE models DISABLE TRIGGER change_logged;
ALTER TABLE models DISABLE TRIGGER change_notified_update;
UPDATE models SET version = greatest(1, (SELECT count(*) FROM change_log c
                                         WHERE c.table_name = 'models' AND c.row_key = models.id));
UPDATE models SET expert_ffn = 2048, shared_expert_ffn = 2048, q_lora_rank = 1536, kv_lora_rank = 512,
    rope_head_dim = 64, nope_head_dim = 128, v_head_dim = 128, max_context = 163840
    WHERE id = 'deepseek-v3' AND experts = 256 AND top_k = 8 AND ffn = 18432 AND hidden = 7168;
UPDATE models SET max_context = 32768 WHERE id = 'mixtral-8x7b' AND experts = 8 AND top_k = 2;
UPDATE models SET earlier = 1 WHERE id IN ('llama2-7b', 'llama2-13b', 'llama2-70b', 'qwen-7b', 'qwen-14b',
    'qwen-72b', 'mixtral-8x7b');
ALTER TABLE models ENABLE TRIGGER change_notified_update;
ALTER TABLE models ENABLE TRIGGER change_logged;
