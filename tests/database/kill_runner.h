#pragma once
// Running the gpuplan program to kill it: after a delay, or stopped (SIGSTOP) and looked at in small
// steps until its work is on disk, so a kill lands just after the commit however the machine's load
// spreads the program's timing.

#include "database/store_look.h"

#include <QAtomicInt>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>

#include <functional>

#include <signal.h>

namespace storetest {

struct Outcome {
    bool killed = false;
    int status = -1;
    QString error;
};

// Whether the process has stopped (SIGSTOP) or is gone, from /proc/PID/stat.
inline bool stoppedOrGone(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype end = line.lastIndexOf(") ");
    const char state = end > 0 && end + 2 < line.size() ? line[end + 2] : 'X';
    return state == 'T' || state == 't' || state == 'Z' || state == 'X';
}

// Runs gpuplan, killing it `delayUs` microseconds after it started unless it has finished by then.
// With `committed`, from then on the program is stopped (SIGSTOP) every 50 us of its running and
// killed as soon as `committed()` finds its work on disk, so the kill lands just after the commit
// however the machine's load spreads the program's timing.
inline Outcome runFor(const QStringList& args, qint64 delayUs,
                      const std::function<bool()>& committed = nullptr) {
    QProcess p;
    p.start(QStringLiteral(GPUPLAN_BINARY), args);
    if (!p.waitForStarted())
        qFatal("gpuplan did not start");
    QElapsedTimer started;
    started.start();
    if (!p.waitForFinished(static_cast<int>(delayUs / 1000))) {
        // The fraction of a millisecond waitForFinished cannot wait: the bisection needs it.
        while (started.nsecsElapsed() < delayUs * 1000) {
        }
        // Until it is reaped (waitForFinished), its process id cannot be reused.
        const qint64 pid = p.processId();
        while (committed && !p.waitForFinished(0)) {
            ::kill(static_cast<pid_t>(pid), SIGSTOP);
            while (!stoppedOrGone(pid)) {
            }
            if (committed())
                break;
            ::kill(static_cast<pid_t>(pid), SIGCONT);
            QThread::usleep(50); // how far the program runs between two looks, not a wait for it
        }
        p.kill(); // SIGKILL ends a stopped process too
        p.waitForFinished(-1);
    }
    return {p.exitStatus() == QProcess::CrashExit, p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

enum class Effect { Missing, NotYet, Shown, Unreadable };

// Whether `path` shows what an uninterrupted run leaves: its schema version and its number of price
// changes (every operation here adds some). Quick, to be asked while the program is stopped.
inline Effect effectOn(const QString& path, const Look& after) {
    if (!QFileInfo::exists(path))
        return Effect::Missing;
    static QAtomicInt counter;
    const QString name = QStringLiteral("effect-%1").arg(counter.fetchAndAddRelaxed(1));
    Effect effect = Effect::Unreadable;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        // A stopped program may hold a lock: then say so at once (QSQLITE would wait 5 s).
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA user_version")) && q.next()) {
            const int version = q.value(0).toInt();
            q.finish();
            if (version != after.version)
                effect = Effect::NotYet;
            else if (q.exec(QStringLiteral("SELECT count(*) FROM price_history")) && q.next())
                effect = q.value(0).toLongLong() == after.rows.value(QStringLiteral("price_history"))
                             ? Effect::Shown
                             : Effect::NotYet;
        }
    }
    QSqlDatabase::removeDatabase(name);
    return effect;
}

} // namespace storetest
