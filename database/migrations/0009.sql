-- GpuPlan store, schema version 9 (issue 30): a model carries the architecture of current releases, read
-- from their config.json: head_dim apart from hidden / heads; a routed expert's width apart from the dense
-- layers' and the shared experts' width; multi-head latent attention's ranks and head sizes; the sparse-
-- attention indexer; sliding-window and linear-attention layers; tied embeddings; the longest context;
-- and whether a preset is of an earlier generation (kept for stored scenarios, listed apart). Blank (NULL)
-- or 0 where a model has no such part, so every stored model keeps its meaning.
ALTER TABLE models ADD COLUMN head_dim INTEGER CHECK (head_dim IS NULL OR head_dim >= 0);
ALTER TABLE models ADD COLUMN expert_ffn INTEGER CHECK (expert_ffn IS NULL OR expert_ffn >= 0);
ALTER TABLE models ADD COLUMN shared_expert_ffn INTEGER CHECK (shared_expert_ffn IS NULL OR shared_expert_ffn >= 0);
ALTER TABLE models ADD COLUMN q_lora_rank INTEGER CHECK (q_lora_rank IS NULL OR q_lora_rank >= 0);
ALTER TABLE models ADD COLUMN kv_lora_rank INTEGER CHECK (kv_lora_rank IS NULL OR kv_lora_rank >= 0);
ALTER TABLE models ADD COLUMN rope_head_dim INTEGER CHECK (rope_head_dim IS NULL OR rope_head_dim >= 0);
ALTER TABLE models ADD COLUMN nope_head_dim INTEGER CHECK (nope_head_dim IS NULL OR nope_head_dim >= 0);
ALTER TABLE models ADD COLUMN v_head_dim INTEGER CHECK (v_head_dim IS NULL OR v_head_dim >= 0);
ALTER TABLE models ADD COLUMN index_heads INTEGER CHECK (index_heads IS NULL OR index_heads >= 0);
ALTER TABLE models ADD COLUMN index_head_dim INTEGER CHECK (index_head_dim IS NULL OR index_head_dim >= 0);
ALTER TABLE models ADD COLUMN index_topk INTEGER CHECK (index_topk IS NULL OR index_topk >= 0);
ALTER TABLE models ADD COLUMN sliding_window INTEGER CHECK (sliding_window IS NULL OR sliding_window >= 0);
ALTER TABLE models ADD COLUMN sliding_layers INTEGER CHECK (sliding_layers IS NULL OR sliding_layers >= 0);
ALTER TABLE models ADD COLUMN linear_layers INTEGER CHECK (linear_layers IS NULL OR linear_layers >= 0);
ALTER TABLE models ADD COLUMN linear_state REAL CHECK (linear_state IS NULL OR linear_state >= 0);
ALTER TABLE models ADD COLUMN linear_layer_params REAL CHECK (linear_layer_params IS NULL OR linear_layer_params >= 0);
ALTER TABLE models ADD COLUMN tied_embeddings INTEGER NOT NULL DEFAULT 0 CHECK (tied_embeddings IN (0, 1));
ALTER TABLE models ADD COLUMN max_context INTEGER CHECK (max_context IS NULL OR max_context >= 0);
ALTER TABLE models ADD COLUMN earlier INTEGER NOT NULL DEFAULT 0 CHECK (earlier IN (0, 1));

-- Every model carries a version, as GPUs do since schema 7, so two people editing the same model in the
-- Models tab never overwrite each other silently; a file records no history of the catalog, so every
-- existing model starts at 1. The version a deleted model had is kept, so one added again starts above it.
ALTER TABLE models ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
CREATE TABLE retired_model_versions (id TEXT PRIMARY KEY, version INTEGER NOT NULL);

-- The bundled DeepSeek-V3 preset wrote "ffn" as nine 2048-wide experts (one shared, eight routed) and
-- counted its KV cache as 128 full heads. Its config.json (huggingface.co/deepseek-ai/DeepSeek-V3) says:
-- intermediate_size 18432 (the three dense layers), moe_intermediate_size 2048, n_shared_experts 1,
-- q_lora_rank 1536, kv_lora_rank 512, qk_rope_head_dim 64, qk_nope_head_dim 128, v_head_dim 128,
-- max_position_embeddings 163840. Only the row as the program put it there is changed.
UPDATE models SET expert_ffn = 2048, shared_expert_ffn = 2048, q_lora_rank = 1536, kv_lora_rank = 512,
    rope_head_dim = 64, nope_head_dim = 128, v_head_dim = 128, max_context = 163840
    WHERE id = 'deepseek-v3' AND experts = 256 AND top_k = 8 AND ffn = 18432 AND hidden = 7168;
-- Mixtral 8x7B: max_position_embeddings 32768 (huggingface.co/mistralai/Mixtral-8x7B-v0.1 config.json).
UPDATE models SET max_context = 32768 WHERE id = 'mixtral-8x7b' AND experts = 8 AND top_k = 2;
-- The presets of earlier generations, kept so stored scenarios and files still open.
UPDATE models SET earlier = 1 WHERE id IN ('llama2-7b', 'llama2-13b', 'llama2-70b', 'qwen-7b', 'qwen-14b',
    'qwen-72b', 'mixtral-8x7b');
