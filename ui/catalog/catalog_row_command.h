#pragma once
// An undoable change of one catalog row, a GPU or a model: added (no "before"), edited, or deleted (no
// "after"). The page supplies how a state is applied (store, catalog, views), so this stays a plain pair
// of states; error() says why the last application failed. Each application is written against the
// version of the row the store was last seen at, so an edit never lands silently on someone else's
// change: the store refuses it and conflict() tells what the row is now and who changed it.

#include "applied_command.h"
#include "conflict_dialog.h"
#include "core/catalog/catalog_store.h"
#include "core/result.h"
#include "qt_text.h"

#include <QString>
#include <QUndoCommand>

#include <cstdint>
#include <functional>
#include <optional>

namespace gpuplan::ui {

/// The version an undo or redo writes row `id` at. The window's own commands undone before it moved the
/// version on but left the figures it expects (`expected`, none: no row): then the version the store is
/// at (0 when it holds none). Someone else's change leaves other figures: then `lastSeen`, which the
/// store refuses as stale.
template <class Row>
std::int64_t versionToWriteAt(core::CatalogStore& store, const std::string& id,
                              const std::optional<Row>& expected, std::int64_t lastSeen) {
    auto now = store.template storedCatalogRow<Row>(id);
    if (!now)
        return lastSeen;
    if (!now.value())
        return expected ? lastSeen : 0;
    // Compared as catalog rows, the layout the store keeps: the same figures whatever the version.
    return expected && core::catalogDifferences(*now.value(), *expected).empty() ? now.value()->version
                                                                                 : lastSeen;
}

template <class Row> class CatalogRowCommand : public QUndoCommand {
public:
    /// Makes the row `id` be `state` (nullopt: absent), written against `version`; the row as stored
    /// (none after a delete), or why not (a stale write carries the conflict).
    using Apply = std::function<core::Result<std::optional<Row>>(
        const std::string& id, const std::optional<Row>& state, std::int64_t version)>;

    /// `before` as the window read it (its version is the one the change is made against).
    CatalogRowCommand(Apply apply, core::CatalogStore& store, std::optional<Row> before,
                      std::optional<Row> after, const QString& text)
        : m_apply(std::move(apply)), m_store(store), m_id(after ? after->id : before->id),
          m_before(std::move(before)), m_after(std::move(after)),
          m_version(m_before ? m_before->version : 0) {
        setText(text);
    }
    void redo() override { set(m_after, m_before); }
    void undo() override { set(m_before, m_after); }
    const QString& error() const { return m_error; }
    /// What the last redo or undo met when someone else had changed the row since (null otherwise).
    const core::CatalogRowConflict<Row>* conflict() const { return m_conflict ? &*m_conflict : nullptr; }
    /// "Apply mine" over the other person's change: the change is made against their version, and its
    /// undo puts their row back (not the one the table showed before).
    void rebaseOnto(const Row& theirs) {
        m_before = theirs;
        m_version = theirs.version;
        m_applied = false; // the next redo is the change made anew, against their version
    }
    /// Told why an undo or a later redo was refused (the first redo's refusal the window shows itself).
    void onRefused(std::function<void(const QString&)> refused) { m_refused = std::move(refused); }

private:
    void set(const std::optional<Row>& state, const std::optional<Row>& expected) {
        const std::int64_t version = versionToWriteAt(m_store, m_id, expected, m_version);
        const bool later = m_applied;
        m_applied = true;
        auto applied = m_apply(m_id, state, version);
        m_conflict.reset();
        if (!applied) {
            m_error = QString::fromStdString(applied.error());
            if (const auto* c = core::catalogConflictOf<Row>(applied))
                m_conflict = *c;
            if (later && m_refused)
                m_refused(m_error);
            return;
        }
        m_error.clear();
        m_version = applied.value() ? applied.value()->version : 0;
    }

    Apply m_apply;
    core::CatalogStore& m_store;
    std::string m_id;
    std::optional<Row> m_before, m_after;
    std::int64_t m_version; // the stored row's version as this command last saw or left it (0: none)
    bool m_applied = false; // a redo ran already: the next failure is an undo's or a later redo's
    QString m_error;
    std::optional<core::CatalogRowConflict<Row>> m_conflict;
    std::function<void(const QString&)> m_refused;
};

/// How a page ends a change after its first redo (the GPU and model tabs alike). When it met someone else's
/// change of the row, `choose(theirs, after)` decides: keep theirs (the row shown as they left it with
/// `show`, and `refuse(keptText(theirs, who, name))`) or apply this change over it; a row deleted meanwhile
/// just goes. Then the command is pushed onto `undo`, or refused with its error (keepIfDone).
template <class Row, class Choose, class Show, class Refuse, class KeptText>
bool settleRowChange(CatalogRowCommand<Row>* command, QUndoStack* undo, const std::optional<Row>& before,
                     const std::optional<Row>& after, Choose choose, Show show, Refuse refuse,
                     KeptText keptText) {
    if (const core::CatalogRowConflict<Row>* conflict = command->conflict()) {
        const core::CatalogRowConflict<Row> theirs = *conflict;
        const ConflictChoice choice = choose(theirs, after);
        const QString who = theirs.changedBy.empty() ? tr("someone else") : u(theirs.changedBy);
        const QString name = u(theirs.current ? theirs.current->name : after ? after->name : before->name);
        if (!theirs.current) { // deleted meanwhile: nothing to apply over, and the row goes
            delete command;
            show(theirs.id, std::nullopt);
            refuse(tr("%1 was deleted by %2 meanwhile").arg(name, who));
            return false;
        }
        if (choice == ConflictChoice::KeepTheirs) {
            delete command;
            show(theirs.id, theirs.current);
            refuse(keptText(theirs, who, name));
            return false;
        }
        command->rebaseOnto(*theirs.current); // apply mine, against their version
        command->redo();
    }
    return keepIfDone(undo, command, refuse);
}

} // namespace gpuplan::ui
