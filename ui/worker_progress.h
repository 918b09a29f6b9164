#pragma once
// Progress from a worker thread to the UI without touching the UI from the worker: the worker emits
// advanced() on a WorkerProgress it shares (std::shared_ptr), the receiver connects to it queued, and
// Qt drops the connection when the receiver is destroyed. The object lives as long as the last holder
// (worker or UI) and is then deleted on its own (the UI's) thread. A QPointer read on the worker is no
// guarantee of a live receiver: this is.

#include <QObject>

#include <memory>

namespace gpuplan::ui {

class WorkerProgress : public QObject {
    Q_OBJECT
signals:
    /// Emitted on the worker thread; deliver it with Qt::QueuedConnection.
    void advanced(int value);
};

/// A WorkerProgress deleted with deleteLater() when the last holder lets go.
inline std::shared_ptr<WorkerProgress> makeWorkerProgress() {
    return std::shared_ptr<WorkerProgress>(new WorkerProgress, [](WorkerProgress* p) { p->deleteLater(); });
}

} // namespace gpuplan::ui
