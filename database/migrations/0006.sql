-- GpuPlan store, schema version 6 (issue 14): a mixture-of-experts preset may limit how many nodes one
-- token's experts are spread over (node-limited routing), which bounds the expert all-to-all that crosses
-- the network. Blank (NULL) = no limit. DeepSeek-V3 groups its 256 experts in n_group = 8 groups and
-- sends each token to at most topk_group = 4 of them, one group per node (config.json;
-- arxiv.org/abs/2412.19437 section 3.2.2: "each token will be sent to at most 4 nodes").

ALTER TABLE models ADD COLUMN route_nodes INTEGER;
UPDATE models SET route_nodes = 4 WHERE id = 'deepseek-v3' AND experts = 256 AND top_k = 8;
