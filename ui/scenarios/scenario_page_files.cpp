// Scenario files: File > Open scenarios..., Save scenarios, Save scenarios as... and the recent files. A file
// replaces the user's own rows as one undoable step; a save is all or nothing (scenario_file.h).
#include "qt_text.h"
#include "scenarios/scenario_commands.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QUndoStack>

namespace gpuplan::ui {
namespace {

const QString kRecentKey = QStringLiteral("recentScenarioFiles");
constexpr int kRecentMax = 8;

} // namespace

void ScenarioPage::setUpFileActions() {
    m_open = new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open scenarios..."), this);
    m_open->setObjectName(QStringLiteral("actionOpen"));
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &ScenarioPage::openFileFromDialog);
    m_save = new QAction(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("&Save scenarios"), this);
    m_save->setObjectName(QStringLiteral("actionSave"));
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, [this] {
        if (m_file.isEmpty())
            saveFileAs();
        else
            saveFile(m_file);
    });
    m_saveAs = new QAction(tr("Save scenarios &as..."), this);
    m_saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &ScenarioPage::saveFileAs);
    m_recentMenu = new QMenu(tr("Recent scenario &files"), this);
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    fillRecentMenu();
}

void ScenarioPage::refuseFile(const QString& title, const QString& reason) {
    const QString message = m_context.refuse(reason);
    if (window()->isVisible())
        QMessageBox::warning(this, title, message);
}

bool ScenarioPage::openFile(const QString& path) {
    auto scenarios = readScenariosFile(path);
    if (!scenarios) {
        refuseFile(tr("Open scenarios"), u(scenarios.error()));
        return false;
    }
    // The file replaces the user's own scenarios; others' shared ones stay in view (they are theirs).
    const int opened = static_cast<int>(scenarios.value().size());
    m_context.undo()->push(new ReplaceScenariosCommand(*m_model, std::move(scenarios).value(),
                                                       tr("open %1").arg(QFileInfo(path).fileName())));
    m_file = path;
    rememberRecentFile(path);
    m_context.undo()->setClean();
    m_hint->hide(); // it describes the sample the file has replaced
    emit fileOpened();
    m_context.tell(tr("Opened %1: %n scenario(s)", nullptr, opened).arg(path), 5000);
    return true;
}

bool ScenarioPage::saveFile(const QString& path) {
    auto written = writeScenariosFile(path, m_model->scenarios());
    if (!written) {
        refuseFile(tr("Save scenarios"), u(written.error()));
        return false;
    }
    m_file = path;
    rememberRecentFile(path);
    m_context.undo()->setClean();
    m_context.tell(tr("Saved %n scenario(s) to %1", nullptr, m_model->rowCount()).arg(path), 5000);
    return true;
}

void ScenarioPage::openFileFromDialog() {
    // .gpuplan is the registered file type; .json is what GpuPlan saved before it had one.
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open scenarios"), QFileInfo(m_file).path(),
                                     tr("GpuPlan scenarios (*.gpuplan *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void ScenarioPage::saveFileAs() {
    const QString gpuplanFilter = tr("GpuPlan scenarios (*.gpuplan)");
    const QString jsonFilter = tr("GpuPlan scenarios as JSON (*.json)");
    QString chosenFilter = QFileInfo(m_file).suffix() == QLatin1String("json") ? jsonFilter : gpuplanFilter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save scenarios"), m_file.isEmpty() ? tr("scenarios.gpuplan") : m_file,
        gpuplanFilter + QStringLiteral(";;") + jsonFilter, &chosenFilter);
    if (path.isEmpty())
        return;
    // A name typed without a suffix gets the chosen type's, so a double-click opens the file later.
    if (QFileInfo(path).suffix().isEmpty())
        path += chosenFilter == jsonFilter ? QStringLiteral(".json")
                                           : QLatin1Char('.') + QLatin1String(kScenarioFileSuffix);
    saveFile(path);
}

QStringList ScenarioPage::recentFiles() const {
    return QSettings().value(kRecentKey).toStringList();
}

void ScenarioPage::rememberRecentFile(const QString& path) {
    QStringList recent = recentFiles();
    const QString full = QFileInfo(path).absoluteFilePath();
    recent.removeAll(full);
    recent.prepend(full);
    while (recent.size() > kRecentMax)
        recent.removeLast();
    QSettings().setValue(kRecentKey, recent);
    fillRecentMenu();
}

void ScenarioPage::fillRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* a =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this,
                                    [this, path] { openFile(path); });
        a->setToolTip(path);
        a->setStatusTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace gpuplan::ui
