-- GpuPlan store, schema version 1. Applied in one transaction by database/store.cpp; the version is
-- recorded in PRAGMA user_version. Money is integer minor units with its ISO 4217 currency.

CREATE TABLE networks (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    gbps_per_dir REAL NOT NULL CHECK (gbps_per_dir > 0),
    scope TEXT NOT NULL CHECK (scope IN ('gpu', 'node')),
    source TEXT NOT NULL DEFAULT ''
);

CREATE TABLE gpus (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    vendor TEXT NOT NULL DEFAULT '',
    architecture TEXT NOT NULL DEFAULT '',
    die TEXT NOT NULL DEFAULT '',
    form_factor TEXT NOT NULL DEFAULT '',
    memory_gb REAL NOT NULL CHECK (memory_gb > 0),
    memory_type TEXT NOT NULL DEFAULT '',
    mem_bw_tbps REAL NOT NULL CHECK (mem_bw_tbps > 0),
    fp32_tflops REAL CHECK (fp32_tflops >= 0),
    tf32_tflops REAL CHECK (tf32_tflops >= 0),
    bf16_tflops REAL CHECK (bf16_tflops >= 0),
    fp16_tflops REAL CHECK (fp16_tflops >= 0),
    fp8_tflops REAL CHECK (fp8_tflops >= 0),
    int8_tops REAL CHECK (int8_tops >= 0),
    tdp_w REAL NOT NULL CHECK (tdp_w > 0),
    link TEXT NOT NULL CHECK (link IN ('pcie', 'nvlink-bridge', 'nvlink-switch', 'infinity-fabric')),
    link_gbps_per_dir REAL NOT NULL CHECK (link_gbps_per_dir > 0),
    link_domain INTEGER NOT NULL CHECK (link_domain >= 1),
    pcie_gbps_per_dir REAL NOT NULL CHECK (pcie_gbps_per_dir > 0),
    mig INTEGER,
    gpus_per_node INTEGER NOT NULL CHECK (gpus_per_node >= 1),
    network TEXT NOT NULL REFERENCES networks (id),
    unverified INTEGER NOT NULL DEFAULT 0,
    verification TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL
);

CREATE TABLE models (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    params REAL NOT NULL CHECK (params > 0),
    active_params REAL,
    layers INTEGER NOT NULL,
    hidden INTEGER NOT NULL,
    heads INTEGER NOT NULL,
    kv_heads INTEGER NOT NULL,
    ffn INTEGER NOT NULL,
    vocab INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    gated_mlp INTEGER NOT NULL DEFAULT 1,
    source TEXT NOT NULL DEFAULT ''
);

CREATE TABLE efficiency (
    gpu TEXT NOT NULL REFERENCES gpus (id) ON DELETE CASCADE,
    precision TEXT NOT NULL,
    matmul_efficiency REAL NOT NULL CHECK (matmul_efficiency > 0 AND matmul_efficiency <= 1),
    fitted INTEGER NOT NULL DEFAULT 0,
    basis TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (gpu, precision)
);

CREATE TABLE global_params (
    name TEXT PRIMARY KEY,
    value REAL NOT NULL,
    basis TEXT NOT NULL DEFAULT ''
);

CREATE TABLE regions (
    id TEXT PRIMARY KEY,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    electricity_micro_per_kwh INTEGER, -- millionths of the currency per kWh (0.0892 USD = 89200); NULL = unknown
    pue REAL NOT NULL DEFAULT 1.5 CHECK (pue >= 1),
    source TEXT NOT NULL DEFAULT ''
);

CREATE TABLE providers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT ''
);

CREATE TABLE prices (
    id INTEGER PRIMARY KEY,
    gpu TEXT NOT NULL,
    provider TEXT NOT NULL REFERENCES providers (id),
    region TEXT NOT NULL REFERENCES regions (id),
    kind TEXT NOT NULL CHECK (kind IN ('on-demand', 'spot', 'reserved-1y', 'reserved-3y', 'monthly', 'purchase')),
    unit TEXT NOT NULL CHECK (unit IN ('gpu-hour', 'machine-hour', 'gpu-month', 'machine-month', 'one-off')),
    gpus_per_machine INTEGER NOT NULL DEFAULT 8 CHECK (gpus_per_machine >= 1),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    low_minor INTEGER,
    high_minor INTEGER,
    effective_date TEXT NOT NULL,
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    UNIQUE (gpu, provider, region, kind, unit, effective_date)
);
CREATE INDEX prices_by_gpu_region ON prices (gpu, region);

CREATE TABLE price_history (
    id INTEGER PRIMARY KEY,
    price_id INTEGER NOT NULL,
    changed_at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete', 'revert')),
    before_json TEXT,
    after_json TEXT,
    note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX price_history_by_price ON price_history (price_id);

CREATE TABLE exchange_rates (
    currency TEXT PRIMARY KEY CHECK (length(currency) = 3),
    usd_per_unit REAL NOT NULL CHECK (usd_per_unit > 0),
    effective_date TEXT NOT NULL,
    source TEXT NOT NULL
);

CREATE TABLE scenarios (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    json TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
