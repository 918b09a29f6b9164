// The steps where a test stops the program (stop_points.h). Most are calls in the store's code; the ones
// inside SQLite's commit, checkpoint and VACUUM INTO are seen by a thin layer over SQLite's default file
// layer (VFS), registered only when a test asks for one of them: it passes every call through and, after a
// write, tells which step that write was.
#include "stop_points.h"

#include <sqlite3.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

#ifdef __unix__
#include <signal.h>
#endif

namespace gpuplan::db::stops {

namespace {

constexpr const char* kSteps[] = {"begun",          "first-rows",         "before-commit", "commit-writing",
                                  "after-commit",   "checkpoint-writing", "backup-begun",  "backup-writing",
                                  "backup-written", "backup-renamed"};
// The steps only the file layer sees.
constexpr const char* kFileSteps[] = {"commit-writing", "checkpoint-writing", "backup-writing"};

// Read once, when a step is first reached or the store first opened, on whichever thread: the other
// threads only read it afterwards (a function-local static is made once).
struct State {
    const std::string wanted = [] {
        const char* v = std::getenv("GPUPLAN_TEST_STOP_AT");
        return std::string(v ? v : "");
    }();
    std::atomic<bool> stopped{false};
    std::atomic<bool> committing{false};
    std::atomic<bool> committed{false};
    std::atomic<bool> backingUp{false};
};

State& state() {
    static State s;
    return s;
}

std::once_flag installed;

bool oneOf(const std::string& step, const auto& steps) {
    for (const char* s : steps)
        if (step == s)
            return true;
    return false;
}

// --- the file layer -------------------------------------------------------------------------------------

sqlite3_vfs* underlying = nullptr; // SQLite's default VFS ("unix")
sqlite3_vfs watching;              // a copy of it whose xOpen wraps the files it opens

enum class FileKind { Database, Wal, Other };

// A file as the watching layer hands it to SQLite: its own methods first, then the underlying file, which
// SQLite allocates right behind it (szOsFile covers both).
struct WatchedFile {
    sqlite3_file base;
    FileKind kind;
    sqlite3_file* real() { return reinterpret_cast<sqlite3_file*>(this + 1); }
};

sqlite3_file* realOf(sqlite3_file* f) {
    return reinterpret_cast<WatchedFile*>(f)->real();
}

// Which step a completed write to a file of `kind` is, if any.
const char* stepOfWrite(FileKind kind) {
    State& s = state();
    if (s.backingUp)
        return kind == FileKind::Other ? nullptr : "backup-writing";
    if (kind == FileKind::Wal && s.committing)
        return "commit-writing";
    if (kind == FileKind::Database && (s.committing || s.committed))
        return "checkpoint-writing"; // in WAL mode only a checkpoint writes the database file
    return nullptr;
}

int watchedClose(sqlite3_file* f) {
    sqlite3_file* real = realOf(f);
    const int rc = real->pMethods ? real->pMethods->xClose(real) : SQLITE_OK;
    f->pMethods = nullptr;
    return rc;
}
int watchedRead(sqlite3_file* f, void* out, int amount, sqlite3_int64 offset) {
    return realOf(f)->pMethods->xRead(realOf(f), out, amount, offset);
}
int watchedWrite(sqlite3_file* f, const void* data, int amount, sqlite3_int64 offset) {
    const int rc = realOf(f)->pMethods->xWrite(realOf(f), data, amount, offset);
    if (rc == SQLITE_OK)
        if (const char* step = stepOfWrite(reinterpret_cast<WatchedFile*>(f)->kind))
            reached(step);
    return rc;
}
int watchedTruncate(sqlite3_file* f, sqlite3_int64 size) {
    return realOf(f)->pMethods->xTruncate(realOf(f), size);
}
int watchedSync(sqlite3_file* f, int flags) {
    return realOf(f)->pMethods->xSync(realOf(f), flags);
}
int watchedFileSize(sqlite3_file* f, sqlite3_int64* size) {
    return realOf(f)->pMethods->xFileSize(realOf(f), size);
}
int watchedLock(sqlite3_file* f, int level) {
    return realOf(f)->pMethods->xLock(realOf(f), level);
}
int watchedUnlock(sqlite3_file* f, int level) {
    return realOf(f)->pMethods->xUnlock(realOf(f), level);
}
int watchedCheckReservedLock(sqlite3_file* f, int* out) {
    return realOf(f)->pMethods->xCheckReservedLock(realOf(f), out);
}
int watchedFileControl(sqlite3_file* f, int op, void* arg) {
    return realOf(f)->pMethods->xFileControl(realOf(f), op, arg);
}
int watchedSectorSize(sqlite3_file* f) {
    return realOf(f)->pMethods->xSectorSize(realOf(f));
}
int watchedDeviceCharacteristics(sqlite3_file* f) {
    return realOf(f)->pMethods->xDeviceCharacteristics(realOf(f));
}
// WAL mode needs the shared-memory calls (version 2) of the underlying files; memory-mapped reads (version
// 3) are passed through too.
int watchedShmMap(sqlite3_file* f, int region, int size, int extend, void volatile** out) {
    return realOf(f)->pMethods->xShmMap(realOf(f), region, size, extend, out);
}
int watchedShmLock(sqlite3_file* f, int offset, int n, int flags) {
    return realOf(f)->pMethods->xShmLock(realOf(f), offset, n, flags);
}
void watchedShmBarrier(sqlite3_file* f) {
    realOf(f)->pMethods->xShmBarrier(realOf(f));
}
int watchedShmUnmap(sqlite3_file* f, int deleteFlag) {
    return realOf(f)->pMethods->xShmUnmap(realOf(f), deleteFlag);
}
int watchedFetch(sqlite3_file* f, sqlite3_int64 offset, int amount, void** out) {
    return realOf(f)->pMethods->xFetch(realOf(f), offset, amount, out);
}
int watchedUnfetch(sqlite3_file* f, sqlite3_int64 offset, void* page) {
    return realOf(f)->pMethods->xUnfetch(realOf(f), offset, page);
}

const sqlite3_io_methods watchedMethods = {3,
                                           watchedClose,
                                           watchedRead,
                                           watchedWrite,
                                           watchedTruncate,
                                           watchedSync,
                                           watchedFileSize,
                                           watchedLock,
                                           watchedUnlock,
                                           watchedCheckReservedLock,
                                           watchedFileControl,
                                           watchedSectorSize,
                                           watchedDeviceCharacteristics,
                                           watchedShmMap,
                                           watchedShmLock,
                                           watchedShmBarrier,
                                           watchedShmUnmap,
                                           watchedFetch,
                                           watchedUnfetch};

int watchedOpen(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* f, int flags, int* outFlags) {
    auto* file = reinterpret_cast<WatchedFile*>(f);
    file->base.pMethods = nullptr;
    file->kind = (flags & SQLITE_OPEN_MAIN_DB) ? FileKind::Database
                 : (flags & SQLITE_OPEN_WAL)   ? FileKind::Wal
                                               : FileKind::Other;
    sqlite3_file* real = file->real();
    const int rc = underlying->xOpen(underlying, name, real, flags, outFlags);
    // The unix files have every method up to version 3; one that lacks some is left unwatched (closed
    // again), since passing its calls through would call methods it does not have.
    if (real->pMethods && real->pMethods->iVersion < 3) {
        real->pMethods->xClose(real);
        return SQLITE_CANTOPEN;
    }
    if (real->pMethods)
        file->base.pMethods = &watchedMethods;
    return rc;
}

void installFileLayer() {
    underlying = sqlite3_vfs_find(nullptr);
    if (!underlying) {
        std::fprintf(stderr, "gpuplan: GPUPLAN_TEST_STOP_AT: SQLite has no file layer to watch\n");
        return;
    }
    // Everything but opening files is the underlying layer's own (its pAppData included), so its other
    // calls behave as they do for it.
    watching = *underlying;
    watching.zName = "gpuplan-stop-points";
    watching.szOsFile = static_cast<int>(sizeof(WatchedFile)) + underlying->szOsFile;
    watching.xOpen = watchedOpen;
    watching.pNext = nullptr;
    if (sqlite3_vfs_register(&watching, 1) != SQLITE_OK)
        std::fprintf(stderr, "gpuplan: GPUPLAN_TEST_STOP_AT: the file layer could not be registered\n");
}

} // namespace

void install() {
    std::call_once(installed, [] {
        const State& s = state();
        if (s.wanted.empty())
            return;
        if (!oneOf(s.wanted, kSteps)) {
            std::string known;
            for (const char* step : kSteps)
                known += std::string(known.empty() ? "" : ", ") + step;
            std::fprintf(stderr, "gpuplan: GPUPLAN_TEST_STOP_AT names no step: '%s' (the steps: %s)\n",
                         s.wanted.c_str(), known.c_str());
            return;
        }
        if (oneOf(s.wanted, kFileSteps))
            installFileLayer();
    });
}

void reached(const char* step) {
    State& s = state();
    if (s.wanted.empty() || s.wanted != step || s.stopped.exchange(true))
        return;
    std::fprintf(stderr, "gpuplan: stopped at %s (GPUPLAN_TEST_STOP_AT)\n", step);
    std::fflush(stderr);
#ifdef __unix__
    ::raise(SIGSTOP);
#endif
}

void commitStarting() {
    state().committing = true;
}

void commitEnded() {
    State& s = state();
    s.committing = false;
    s.committed = true;
}

void writingBackup(bool writing) {
    state().backingUp = writing;
}

} // namespace gpuplan::db::stops
