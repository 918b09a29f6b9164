#pragma once
// The details panel's building blocks (scenario_details.cpp, scenario_details_rl.cpp): a table of labelled
// figures with an optional share, a section heading, and a share in percent.

#include "display_format.h"
#include "qt_text.h"

#include <QCoreApplication>
#include <QString>

namespace gpuplan::ui::details {

inline QString percent(double part, double whole) {
    return whole > 0 ? numberText(100 * part / whole, 1) + QLatin1Char('%') : QString();
}

// A two- or three-column table of (label, value[, share]).
class Table {
public:
    void row(const QString& label, const QString& value, const QString& share = {}) {
        m_html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                      .arg(label, value, share);
    }
    // A row whose third cell is a note in words, left-aligned.
    void note(const QString& label, const QString& value, const QString& note = {}) {
        m_html +=
            QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>").arg(label, value, note);
    }
    QString html() const {
        return QStringLiteral("<table cellspacing=0 cellpadding=2>") + m_html + QStringLiteral("</table>");
    }

private:
    QString m_html;
};

/// A training or RL job's wall time with its range and its GPU-hours, the first rows of its Time table.
inline void addRunRows(Table& t, double wallSeconds, double lowHours, double highHours, double gpuHours) {
    // In the layer's context, as ui::tr() (qt_text.h) files them: this namespace is not a context of its own.
    t.row(QCoreApplication::translate("gpuplan::ui", "Wall time"), durationText(wallSeconds));
    t.row(QCoreApplication::translate("gpuplan::ui", "&nbsp;&nbsp;range"),
          QCoreApplication::translate("gpuplan::ui", "%1 to %2")
              .arg(durationText(lowHours * 3600), durationText(highHours * 3600)));
    t.row(QCoreApplication::translate("gpuplan::ui", "GPU-hours"), numberText(gpuHours));
}

inline QString heading(const QString& text) {
    return QStringLiteral("<h3>%1</h3>").arg(text);
}

} // namespace gpuplan::ui::details
