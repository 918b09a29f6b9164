-- GpuPlan store, schema version 5 (issue 16): every price carries a version, so two people (or two
-- windows) editing the same price never overwrite each other silently. A price is added at version 1 and
-- every change (an update, a revert) moves it one on; an edit is saved only against the version it was
-- read at. The table is rebuilt with AUTOINCREMENT, so the id of a deleted price is never given to a new
-- one (SQLite otherwise reuses the highest id): an edit made against the old price cannot land on the new
-- one with a matching version.
CREATE TABLE prices_v5 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
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
    version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    UNIQUE (gpu, provider, region, kind, unit, effective_date)
);
-- A price's version starts at the number of changes its history records (each change moved it on once),
-- so a price deleted and later put back by a revert comes back above every version it ever had.
INSERT INTO prices_v5 (id, gpu, provider, region, kind, unit, gpus_per_machine, amount_minor, currency,
                       low_minor, high_minor, effective_date, source, note, source_url, verification,
                       indicative, version)
    SELECT id, gpu, provider, region, kind, unit, gpus_per_machine, amount_minor, currency, low_minor,
           high_minor, effective_date, source, note, source_url, verification, indicative,
           max(1, (SELECT count(*) FROM price_history h WHERE h.price_id = prices.id))
    FROM prices ORDER BY id;
DROP TABLE prices;
ALTER TABLE prices_v5 RENAME TO prices;
CREATE INDEX prices_by_gpu_region ON prices (gpu, region);
-- New ids continue after every id the history names, deleted prices' too.
INSERT INTO sqlite_sequence (name, seq)
    SELECT 'prices', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'prices');
UPDATE sqlite_sequence SET seq = max(seq, (SELECT coalesce(max(price_id), 0) FROM price_history))
    WHERE name = 'prices';
