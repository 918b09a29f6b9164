-- GpuPlan store, schema version 2: every figure traceable to a source and a date.
-- Regions: the area a region lies in (a cloud's region in its metro, a city in its country's market)
-- and the range, date, source, URL and verification of its electricity price and PUE.
-- Prices: a source URL, a verification note, "indicative" for market quotes, per-card purchase prices,
-- and undated prices (a snapshot without a date). Exchange rates: a range, a URL, a verification note.
-- Price history: who made each change.

ALTER TABLE regions ADD COLUMN parent TEXT REFERENCES regions (id);
ALTER TABLE regions ADD COLUMN electricity_low_micro INTEGER;
ALTER TABLE regions ADD COLUMN electricity_high_micro INTEGER;
ALTER TABLE regions ADD COLUMN electricity_date TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN electricity_url TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN electricity_verification TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN pue_low REAL;
ALTER TABLE regions ADD COLUMN pue_high REAL;
ALTER TABLE regions ADD COLUMN pue_date TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN pue_source TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN pue_url TEXT NOT NULL DEFAULT '';
ALTER TABLE regions ADD COLUMN pue_verification TEXT NOT NULL DEFAULT '';

-- The unit check gains 'card' (a bare GPU card's purchase price), so the table is rebuilt.
CREATE TABLE prices_v2 (
    id INTEGER PRIMARY KEY,
    gpu TEXT NOT NULL,
    provider TEXT NOT NULL REFERENCES providers (id),
    region TEXT NOT NULL REFERENCES regions (id),
    kind TEXT NOT NULL CHECK (kind IN ('on-demand', 'spot', 'reserved-1y', 'reserved-3y', 'monthly', 'purchase')),
    unit TEXT NOT NULL CHECK (unit IN ('gpu-hour', 'machine-hour', 'gpu-month', 'machine-month', 'one-off', 'card')),
    gpus_per_machine INTEGER NOT NULL DEFAULT 8 CHECK (gpus_per_machine >= 1),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    low_minor INTEGER,
    high_minor INTEGER,
    effective_date TEXT NOT NULL, -- '' = undated
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    source_url TEXT NOT NULL DEFAULT '',
    verification TEXT NOT NULL DEFAULT '',
    indicative INTEGER NOT NULL DEFAULT 0 CHECK (indicative IN (0, 1)),
    UNIQUE (gpu, provider, region, kind, unit, effective_date)
);
INSERT INTO prices_v2 (id, gpu, provider, region, kind, unit, gpus_per_machine, amount_minor, currency,
                       low_minor, high_minor, effective_date, source, note)
    SELECT id, gpu, provider, region, kind, unit, gpus_per_machine, amount_minor, currency, low_minor,
           high_minor, effective_date, source, note FROM prices;
DROP TABLE prices;
ALTER TABLE prices_v2 RENAME TO prices;
CREATE INDEX prices_by_gpu_region ON prices (gpu, region);

ALTER TABLE exchange_rates ADD COLUMN low REAL;
ALTER TABLE exchange_rates ADD COLUMN high REAL;
ALTER TABLE exchange_rates ADD COLUMN url TEXT NOT NULL DEFAULT '';
ALTER TABLE exchange_rates ADD COLUMN verification TEXT NOT NULL DEFAULT '';

ALTER TABLE price_history ADD COLUMN author TEXT NOT NULL DEFAULT '';
