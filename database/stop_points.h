#pragma once
// Named steps of a store's writes where a test can have the program stop itself, to kill it there
// (tests/database/test_store_crash.cpp). With GPUPLAN_TEST_STOP_AT=STEP in its environment, the program
// prints "gpuplan: stopped at STEP" on stderr the first time it reaches STEP and stops (SIGSTOP), so the
// test kills it at a point of the program rather than at a moment of the clock, whatever the machine's
// load or a sanitizer's slowdown. Without the variable every call returns at once and the store opens
// through SQLite's own file layer.
//
// The steps of a transaction on a SQLite file, in the order they come:
//   begun               the write lock is held, nothing is written yet
//   first-rows          the operation's first rows are written (an import's first batch, a migration
//                       script, a price's row), in SQLite's cache or spilled to the WAL, uncommitted
//   before-commit       every row is written, COMMIT not yet issued
//   commit-writing      COMMIT has written the first bytes of its frames to the WAL, not all of them
//   after-commit        COMMIT has returned
//   checkpoint-writing  the committed frames are being copied into the database file: SQLite's
//                       automatic checkpoint (inside COMMIT, before after-commit, once the WAL is long)
//                       or the one when the store is closed
// and of a backup (SqliteStore::backupTo; a migration makes one first):
//   backup-begun        the empty file that will hold the copy exists, under a name that says incomplete
//   backup-writing      VACUUM INTO has written part of the copy
//   backup-written      the copy is whole and synced, not yet renamed to its name
//   backup-renamed      the copy has its name
// Only a transaction's outermost level counts (not a savepoint), and only SQLite files: the team store's
// server keeps its own promises. Stores are in WAL mode (SqliteStore::prepare), which the steps of a commit
// assume.

namespace gpuplan::db::stops {

/// Reads GPUPLAN_TEST_STOP_AT once and, when it names a step that SQLite's file writes reach, puts a layer
/// over SQLite's default file layer (VFS) that watches those writes. Called before a SQLite store opens.
void install();

/// The program has reached `step`: stops it there if the test asked for that step.
void reached(const char* step);

/// The commit of the outermost transaction starts or has ended; the file layer tells its writes apart by
/// this (a write to the WAL during a commit, a write to the database file after one).
void commitStarting();
void commitEnded();

/// A backup (VACUUM INTO) is being written, or is no longer: every write to a database file meanwhile is
/// the copy's, since VACUUM INTO only reads the store it copies.
void writingBackup(bool writing);

} // namespace gpuplan::db::stops
