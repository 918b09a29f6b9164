-- GpuPlan store, schema version 4: the store records which GpuPlan made it and which last opened it, so a
-- file that turns up with a question can be matched to the program that wrote it. One row per fact, by name:
-- created_by, the version that created the store (absent in a store created before schema 4), and
-- written_by, the version that last opened it (set when a different version opens it).
CREATE TABLE metadata (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
