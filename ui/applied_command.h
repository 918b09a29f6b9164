#pragma once
// Commands on the store can fail (a refused value, a locked file): the window runs such a command
// first, shows its error if it failed, and only then pushes it onto the undo stack, wrapped so the
// push does not run it a second time while later redos do.

#include <QUndoCommand>
#include <QUndoStack>

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

/// A command its redo carried out, pushed onto `undo`; or, when it failed, `refuse(its error)` and the
/// command dropped. Returns whether it was kept. Every page's edits end so.
template <typename Command, typename Refuse>
bool keepIfDone(QUndoStack* undo, Command* command, Refuse refuse) {
    if (!command->error().isEmpty()) {
        refuse(command->error());
        delete command;
        return false;
    }
    undo->push(new AppliedOnce(command));
    return true;
}

} // namespace gpuplan::ui
