#pragma once
// File > Export workbook... (Ctrl+Shift+E): the scenario table, the Compare tab's comparison of the
// selected scenario (when 2-6 cards are chosen there), every stored price and the assumptions as one
// .xlsx (workbook_writer.h). Owns the action; the window only puts it in the File menu.

#include "core/result.h"

#include <QObject>

class QAction;
class QWidget;

namespace gpuplan::ui {

class ComparePage;
class PageContext;
class ScenarioTableModel;

class WorkbookExport : public QObject {
    Q_OBJECT
public:
    /// `dialogParent` hosts the file dialog and the messages; all must outlive this object.
    WorkbookExport(PageContext& context, const ScenarioTableModel& scenarios, const ComparePage& compare,
                   QWidget* dialogParent);
    QAction* action() const { return m_action; }
    /// Writes the workbook; false, with the reason in the status channel, when it cannot.
    bool exportTo(const QString& path);

private:
    void exportFromDialog();

    PageContext& m_context;
    const ScenarioTableModel& m_scenarios;
    const ComparePage& m_compare;
    QWidget* m_parent;
    QAction* m_action;
};

} // namespace gpuplan::ui
