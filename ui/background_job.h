#pragma once
// Work on a thread of its own, owned by the UI object that started it (issue 13).
//
// Every step of the hand-off is a standard-library primitive ThreadSanitizer sees: the inputs reach
// the thread through its start, the result comes back under a std::mutex, the owner joins the thread.
// (QtConcurrent hands work to Qt's thread pool through Qt's own locks, which TSan cannot see in
// Debian's Qt: every access on both sides looked like a race, which would hide a real one.)
//
// The UI hears of progress and of the end through queued signals of a WorkerProgress the worker
// shares (std::shared_ptr): Qt drops a queued signal whose receiver is gone, and the object itself is
// deleted on the UI thread once the last holder lets go. A QPointer read on the worker is no
// guarantee of a live receiver: this is.

#include <QObject>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace gpuplan::ui {

class WorkerProgress : public QObject {
    Q_OBJECT
signals:
    /// Emitted on the worker thread; deliver them with Qt::QueuedConnection.
    void advanced(int value);
    void finished();
};

/// A WorkerProgress deleted with deleteLater() when the last holder lets go.
inline std::shared_ptr<WorkerProgress> makeWorkerProgress() {
    return std::shared_ptr<WorkerProgress>(new WorkerProgress, [](WorkerProgress* p) { p->deleteLater(); });
}

template <typename Result> class BackgroundJob {
public:
    /// Takes `work`; start() runs it on a new thread, once whoever listens has connected to
    /// progress() (a quick job could otherwise finish before anyone hears of it). It may emit
    /// progress.advanced(); progress()->finished() follows once its result can be taken. Cancelling
    /// is the work's own business (an atomic flag it reads).
    explicit BackgroundJob(std::function<Result(WorkerProgress& progress)> work)
        : m_work(std::move(work)), m_shared(std::make_shared<Shared>()), m_progress(makeWorkerProgress()) {}
    void start() {
        m_thread = std::thread([shared = m_shared, progress = m_progress, work = std::move(m_work)] {
            Result result = work(*progress);
            {
                std::lock_guard lock(shared->mutex);
                shared->result = std::move(result);
            }
            emit progress->finished();
        });
    }
    /// Waits for the thread: nothing a job reports to can be destroyed before it ends.
    ~BackgroundJob() { wait(); }
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;

    WorkerProgress* progress() const { return m_progress.get(); }
    bool finished() const {
        std::lock_guard lock(m_shared->mutex);
        return m_shared->result.has_value();
    }
    void wait() {
        if (m_thread.joinable())
            m_thread.join();
    }
    /// The result, after progress()->finished() arrived (it waits for the thread otherwise).
    Result take() {
        wait();
        std::lock_guard lock(m_shared->mutex);
        return std::move(*m_shared->result);
    }

private:
    struct Shared {
        mutable std::mutex mutex;
        std::optional<Result> result;
    };
    std::function<Result(WorkerProgress&)> m_work;
    std::shared_ptr<Shared> m_shared;
    std::shared_ptr<WorkerProgress> m_progress;
    std::thread m_thread;
};

} // namespace gpuplan::ui
