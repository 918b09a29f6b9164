#pragma once
// Commands on the store can fail (a refused value, a locked file): the window runs such a command
// first, shows its error if it failed, and only then pushes it onto the undo stack, wrapped so the
// push does not run it a second time while later redos do.

#include <QUndoCommand>

#include <memory>

namespace gpuplan::ui {

class AppliedOnce : public QUndoCommand {
public:
    explicit AppliedOnce(QUndoCommand* done) : QUndoCommand(done->text()), m_inner(done) {}
    void redo() override {
        if (!m_first)
            m_inner->redo();
        m_first = false;
    }
    void undo() override { m_inner->undo(); }

private:
    std::unique_ptr<QUndoCommand> m_inner;
    bool m_first = true;
};

} // namespace gpuplan::ui
