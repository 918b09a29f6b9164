#pragma once
// Runs the real gpuplan executable for the end-to-end tests.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace clitest {

struct Run {
    int status = -1;
    QString out;
    QString err;
};

// Each test process works on its own store, created on first use, unless a test names one.
inline QString storeForThisTest() {
    static QTemporaryDir dir;
    return dir.filePath(QStringLiteral("gpuplan-test.sqlite"));
}

inline Run gpuplan(const QStringList& args) {
    QProcess p;
    const QStringList withStore = !args.isEmpty() && args.first() == QLatin1String("--db")
                                      ? args
                                      : QStringList{QStringLiteral("--db"), storeForThisTest()} + args;
    p.start(QStringLiteral(GPUPLAN_BINARY), withStore);
    // Ten minutes: the cross-validation refits the calibration once per source group, which takes over two
    // minutes under AddressSanitizer on a busy 2-core machine; a hung command still ends the test.
    if (!p.waitForFinished(600000))
        qFatal("gpuplan did not finish");
    return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
               QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

inline QStringList split(const char* args) {
    return QString::fromLatin1(args).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

inline QJsonObject json(const Run& r) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", qPrintable(r.out.left(400)));
    return doc.object();
}

/// Bad input: exit status 2, nothing on stdout, exactly one line on stderr naming the problem.
inline void expectOneLineError(const QString& args, const QString& fragment) {
    const Run r = gpuplan(args.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    QCOMPARE(r.status, 2);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // exactly one line
    QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    QVERIFY(r.err.startsWith(QLatin1String("gpuplan: error: ")));
}

} // namespace clitest
