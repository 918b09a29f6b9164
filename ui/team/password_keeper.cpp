// QtKeychain's jobs report back through a signal; the dialog needs the answer before it goes on, so each
// job is waited for in a local event loop (the keyring answers in milliseconds, or fails at once when none
// runs).
#include "team/password_keeper.h"

#include <qt6keychain/keychain.h>

#include <QEventLoop>

namespace gpuplan::ui {
namespace {

const QString kService = QStringLiteral("GpuPlan team store");

template <typename Job> void runAndWait(Job& job) {
    QEventLoop loop;
    // A job can finish inside start() (no keyring service on the session bus): the loop is then not entered,
    // or it would wait for a signal already sent.
    bool finished = false;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    job.setAutoDelete(false);
    job.start();
    if (!finished)
        loop.exec();
}

class KeychainPasswords : public PasswordKeeper {
public:
    QString read(const QString& key) override {
        QKeychain::ReadPasswordJob job(kService);
        job.setKey(key);
        runAndWait(job);
        return job.error() == QKeychain::NoError ? job.textData() : QString();
    }
    core::Status write(const QString& key, const QString& password) override {
        QKeychain::WritePasswordJob job(kService);
        job.setKey(key);
        job.setTextData(password);
        runAndWait(job);
        if (job.error() != QKeychain::NoError)
            return core::fail(job.errorString().toStdString());
        return core::ok();
    }
    void forget(const QString& key) override {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(key);
        runAndWait(job);
    }
};

} // namespace

std::unique_ptr<PasswordKeeper> systemKeyring() {
    return std::make_unique<KeychainPasswords>();
}

} // namespace gpuplan::ui
