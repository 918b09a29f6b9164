#pragma once
// An undoable change of one region or exchange rate (a "place" of the price book: rows keyed by id or
// currency that are never deleted), written against the version the window read, as prices and GPUs are:
// the store refuses an edit that would land on someone else's change, and conflict() says what the row is
// now and who changed it. Undo and redo write at the store's version while the store still holds what the
// window's own change left there, and are refused (shown, nothing written) once someone else changed it.

#include "core/prices/price_store.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <optional>

namespace gpuplan::ui {

/// The conflict a failed save carries, for each kind of row.
inline const core::RegionConflict* conflictOf(const core::Result<core::Region>& r) {
    return r.regionConflict();
}
inline const core::RateConflict* conflictOf(const core::Result<core::ExchangeRate>& r) {
    return r.rateConflict();
}

template <typename Row, typename Conflict> class PlaceEditCommand : public QUndoCommand {
public:
    /// Saves the row at its version; the row as stored (with its new version), or why not.
    using SaveRow = std::function<core::Result<Row>(const Row&)>;
    /// The row as the store holds it now; none when it holds none or cannot be read.
    using Stored = std::function<std::optional<Row>()>;

    /// `before` as the window read it (none: the row is new; its undo leaves it, as rows are never
    /// deleted). `changed` runs after every write that succeeded (the window reloads).
    PlaceEditCommand(const QString& text, SaveRow save, Stored stored, std::optional<Row> before, Row after,
                     std::function<void()> changed)
        : m_save(std::move(save)), m_stored(std::move(stored)), m_before(std::move(before)),
          m_after(std::move(after)), m_changed(std::move(changed)) {
        m_version = m_before ? m_before->version : 0;
        setText(text);
    }

    void redo() override { set(m_after); }
    void undo() override {
        if (m_before)
            set(*m_before);
    }
    const QString& error() const { return m_error; }
    /// What the last redo or undo met when someone else had changed the row since (null otherwise).
    const Conflict* conflict() const { return m_conflict ? &*m_conflict : nullptr; }
    /// "Apply mine" over the other person's change: made against their version; its undo puts theirs back.
    void rebaseOnto(const Row& theirs) {
        m_before = theirs;
        m_version = theirs.version;
        m_written.reset();
        m_applied = false;
    }
    /// Told why an undo or a later redo was refused (the first redo's refusal the window shows itself).
    void onRefused(std::function<void(const QString&)> refused) { m_refused = std::move(refused); }

private:
    // The version to write at: the store's while it still holds what this command last wrote (the
    // window's own later changes, undone since, moved the version on and left these values), else the one
    // last seen, which the store refuses as stale when someone else changed the row.
    std::int64_t versionToWriteAt() const {
        if (!m_written)
            return m_version;
        const std::optional<Row> now = m_stored();
        if (!now)
            return m_version;
        Row a = *now, b = *m_written;
        a.version = b.version = 0;
        return a == b ? now->version : m_version;
    }

    void set(const Row& state) {
        Row mine = state;
        mine.version = versionToWriteAt();
        const bool later = m_applied;
        m_applied = true;
        core::Result<Row> saved = m_save(mine);
        m_conflict.reset();
        if (!saved) {
            m_error = QString::fromStdString(saved.error());
            if (const Conflict* c = conflictOf(saved))
                m_conflict = *c;
            if (later && m_refused)
                m_refused(m_error);
            return;
        }
        m_error.clear();
        m_version = saved->version;
        m_written = saved.value();
        if (m_changed)
            m_changed();
    }

    SaveRow m_save;
    Stored m_stored;
    std::optional<Row> m_before;
    Row m_after;
    std::function<void()> m_changed;
    std::int64_t m_version = 0;   // the row's version as this command last saw or left it
    std::optional<Row> m_written; // the row as this command's last write left it in the store
    bool m_applied = false;       // a redo ran already: the next failure is an undo's or a later redo's
    QString m_error;
    std::optional<Conflict> m_conflict;
    std::function<void(const QString&)> m_refused;
};

using EditRegionCommand = PlaceEditCommand<core::Region, core::RegionConflict>;
using SetExchangeRateCommand = PlaceEditCommand<core::ExchangeRate, core::RateConflict>;

} // namespace gpuplan::ui
