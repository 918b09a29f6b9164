-- GpuPlan store, schema version 3: model presets carry their mixture-of-experts layout, so plans can
-- split experts over GPUs (expert parallelism). Blank (NULL) for dense models and custom MoE models.
-- Bundled presets get theirs from config.json: Mixtral 8x7B num_local_experts 8, num_experts_per_tok 2,
-- 32 MoE layers (arxiv.org/abs/2401.04088 section 2.1); DeepSeek-V3 n_routed_experts 256,
-- num_experts_per_tok 8, 61 layers of which first_k_dense_replace = 3 are dense (arxiv.org/abs/2412.19437 section 4.2).

ALTER TABLE models ADD COLUMN experts INTEGER;
ALTER TABLE models ADD COLUMN top_k INTEGER;
ALTER TABLE models ADD COLUMN moe_layers INTEGER;
UPDATE models SET experts = 8, top_k = 2, moe_layers = 32 WHERE id = 'mixtral-8x7b';
UPDATE models SET experts = 256, top_k = 8, moe_layers = 58 WHERE id = 'deepseek-v3';
