-- GpuPlan team store on PostgreSQL, schema version 5 (issue 14): a mixture-of-experts preset may limit
-- how many nodes one token's experts are spread over (node-limited routing), as SQLite schema 6 does.
-- Blank (NULL) = no limit. DeepSeek-V3 sends each token to at most topk_group = 4 of its n_group = 8
-- expert groups, one group per node (config.json; arxiv.org/abs/2412.19437 section 3.2.2). Filling in the
-- bundled preset's figure is the migration's bookkeeping, like seeding, not anyone's catalog change, so
-- change_log is not written for it.
ALTER TABLE models ADD COLUMN route_nodes INTEGER CHECK (route_nodes IS NULL OR route_nodes >= 1);
ALTER TABLE models DISABLE TRIGGER change_logged;
UPDATE models SET route_nodes = 4 WHERE id = 'deepseek-v3' AND experts = 256 AND top_k = 8;
ALTER TABLE models ENABLE TRIGGER change_logged;
