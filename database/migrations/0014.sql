-- GpuPlan store, schema version 14 (issue 32): the APIs' prices per million tokens, which a self-hosted
-- serving deployment is weighed against. A price kind of its own: priced by tokens, not by GPU and region.
-- * model: the model as the API names it ("deepseek-reasoner (DeepSeek-R1)");
-- * model_id: the catalog model whose weights it serves ("deepseek-r1"), '' for a model whose weights are
--   not published; not a foreign key, so a catalog model can be deleted without touching its API prices;
-- * cached_input_per_mtok: NULL where the provider publishes no cached-input figure;
-- * effective_date: '' for an undated snapshot of a price list, as prices have.
-- The bundled rows (resources/prices/api_prices.csv) arrive with the seeding that follows every upgrade.
CREATE TABLE api_prices (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL CHECK (provider <> ''),
    model TEXT NOT NULL CHECK (model <> ''),
    model_id TEXT NOT NULL DEFAULT '',
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    input_per_mtok REAL NOT NULL CHECK (input_per_mtok > 0),
    cached_input_per_mtok REAL CHECK (cached_input_per_mtok >= 0 AND cached_input_per_mtok <= input_per_mtok),
    output_per_mtok REAL NOT NULL CHECK (output_per_mtok > 0),
    effective_date TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (source <> ''),
    url TEXT NOT NULL DEFAULT '',
    verification TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    UNIQUE (provider, model, currency, effective_date)
);
