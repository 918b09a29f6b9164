#pragma once
// Running the gpuplan program to kill it at a named step of its work (database/stop_points.h): it is
// started with GPUPLAN_TEST_STOP_AT=STEP, stops itself (SIGSTOP) when it gets there, and is killed
// (SIGKILL) while stopped. Where the kill lands is decided by the program's own progress, never by a
// clock, so a loaded machine or a sanitizer's slowdown changes how long a run takes, not where it dies.

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace storetest {

struct Outcome {
    bool killed = false; // it reached the step, stopped there and was killed
    int status = -1;     // its exit status when it was not
    QString error;       // what it wrote on stderr
};

// Whether the process is stopped by a signal, from /proc/PID/stat; a process that is gone is not.
inline bool stopped(qint64 pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype end = line.lastIndexOf(") ");
    return end > 0 && end + 2 < line.size() && line[end + 2] == 'T';
}

// Runs gpuplan with `args` to its end, or, with a `step`, until it stops there, then kills it.
inline Outcome runToStep(const QStringList& args, const QString& step = QString()) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("GPUPLAN_TEST_STOP_AT"));
    if (!step.isEmpty())
        env.insert(QStringLiteral("GPUPLAN_TEST_STOP_AT"), step);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLAN_BINARY), args);
    if (!p.waitForStarted())
        qFatal("gpuplan did not start");
    // Until it is reaped (waitForFinished), its process id cannot be reused. The 20 ms is how often the
    // condition is looked at, not a wait for anything to happen.
    const qint64 pid = p.processId();
    bool stoppedThere = false;
    while (p.state() != QProcess::NotRunning && !p.waitForFinished(20))
        if (!step.isEmpty() && stopped(pid)) {
            stoppedThere = true;
            break;
        }
    if (stoppedThere) {
        p.kill(); // SIGKILL ends a stopped process too
        p.waitForFinished(-1);
    }
    return {stoppedThere, stoppedThere ? -1 : p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace storetest
