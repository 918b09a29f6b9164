-- GpuPlan store, schema version 13 (issue 31): accelerators that are not GPUs, and racks as units.
-- * link: the fabrics of Google's TPUs (tpu-ici), AWS Trainium (neuronlink) and Huawei's CloudMatrix
--   (unified-bus) join the four GPU links.
-- * tdp_w: may be NULL, for an accelerator whose board power is not published (TPUs, Trainium, Ascend 910C);
--   owning one is then not costed, and nothing is assumed.
-- * system_kw: the power of the rack a card is sold and fed in, in kW, where that is a whole NVLink domain of
--   several nodes (an NVL72: 72 GPUs, 36 Grace CPUs, NVLink switch trays, NICs and pumps); NULL where not
--   given, and owning counts the GPUs' power plus 1.3 kW of host per server.
-- SQLite cannot change a column's constraints in place, so the table is rebuilt (its columns in their order,
-- the new one last). efficiency refers to gpus with ON DELETE CASCADE: dropping the old table would delete its
-- rows, so they are kept aside and efficiency is rebuilt after, with its definition unchanged.
CREATE TEMP TABLE efficiency_kept AS SELECT * FROM efficiency;
DROP TABLE efficiency;
CREATE TABLE gpus_v13 (
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
    tdp_w REAL CHECK (tdp_w > 0),
    link TEXT NOT NULL CHECK (link IN ('pcie', 'nvlink-bridge', 'nvlink-switch', 'infinity-fabric', 'tpu-ici',
                                       'neuronlink', 'unified-bus')),
    link_gbps_per_dir REAL NOT NULL CHECK (link_gbps_per_dir > 0),
    link_domain INTEGER NOT NULL CHECK (link_domain >= 1),
    pcie_gbps_per_dir REAL NOT NULL CHECK (pcie_gbps_per_dir > 0),
    mig INTEGER,
    gpus_per_node INTEGER NOT NULL CHECK (gpus_per_node >= 1),
    network TEXT NOT NULL REFERENCES networks (id),
    unverified INTEGER NOT NULL DEFAULT 0,
    verification TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    fp4_tflops REAL CHECK (fp4_tflops >= 0),
    system_kw REAL CHECK (system_kw > 0)
);
INSERT INTO gpus_v13 (id, name, vendor, architecture, die, form_factor, memory_gb, memory_type, mem_bw_tbps,
                      fp32_tflops, tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_w, link,
                      link_gbps_per_dir, link_domain, pcie_gbps_per_dir, mig, gpus_per_node, network, unverified,
                      verification, source, version, fp4_tflops)
SELECT id, name, vendor, architecture, die, form_factor, memory_gb, memory_type, mem_bw_tbps, fp32_tflops,
       tf32_tflops, bf16_tflops, fp16_tflops, fp8_tflops, int8_tops, tdp_w, link, link_gbps_per_dir, link_domain,
       pcie_gbps_per_dir, mig, gpus_per_node, network, unverified, verification, source, version, fp4_tflops
FROM gpus;
DROP TABLE gpus;
ALTER TABLE gpus_v13 RENAME TO gpus;
CREATE TABLE efficiency (
    gpu TEXT NOT NULL REFERENCES gpus (id) ON DELETE CASCADE,
    precision TEXT NOT NULL,
    matmul_efficiency REAL NOT NULL CHECK (matmul_efficiency > 0 AND matmul_efficiency <= 1),
    fitted INTEGER NOT NULL DEFAULT 0,
    basis TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (gpu, precision)
);
INSERT INTO efficiency (gpu, precision, matmul_efficiency, fitted, basis)
SELECT gpu, precision, matmul_efficiency, fitted, basis FROM efficiency_kept;
DROP TABLE efficiency_kept;
-- The bundled rack rows gain the bundled figure (resources/catalog/gpus.csv, which cites each) where the store
-- still holds them as seeded: version 1, never edited. test_store_upgrade checks they are the bundled ones. The
-- TPU, Trainium and Ascend 910C rows arrive with the seeding that follows every upgrade.
UPDATE gpus SET system_kw = 120 WHERE id = 'gb200-nvl72' AND version = 1;
UPDATE gpus SET system_kw = 142 WHERE id = 'gb300-nvl72' AND version = 1;
