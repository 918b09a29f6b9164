#include "team/workbench.h"

#include "main_window.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "team/connect_dialog.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace gpuplan::ui {

Workbench::Workbench(StoreOpener& opener, PasswordKeeper& passwords, QObject* parent)
    : QObject(parent), m_opener(opener), m_passwords(passwords) {
    askAboutUnsavedTable = [](MainWindow* window) {
        QMessageBox box(window);
        box.setObjectName(QStringLiteral("unsavedTableQuestion"));
        box.setIcon(QMessageBox::Warning);
        box.setWindowTitle(tr("Switch stores"));
        box.setText(tr("The scenario table could not be saved to its store, so no store holds it now."));
        box.setInformativeText(tr("Save it to a file before switching stores?"));
        box.setStandardButtons(QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Save);
        switch (box.exec()) {
        case QMessageBox::Save:
            return UnsavedTable::Save;
        case QMessageBox::Discard:
            return UnsavedTable::Discard;
        default:
            return UnsavedTable::Cancel;
        }
    };
    askForScenarioFile = [](MainWindow* window) {
        return QFileDialog::getSaveFileName(window, tr("Save scenarios"), tr("scenarios.gpuplan"),
                                            tr("GpuPlan scenarios (*.gpuplan)"));
    };
}

Workbench::~Workbench() {
    m_retired.clear();
    m_window.reset(); // before the store it works on
    m_store.reset();
}

MainWindow* Workbench::start(std::unique_ptr<OpenStore> store, std::optional<TeamLogin> login, bool show) {
    m_login = std::move(login);
    install(std::move(store), nullptr);
    if (show)
        m_window->show();
    return m_window.get();
}

void Workbench::install(std::unique_ptr<OpenStore> store, const std::vector<core::Scenario>* carried,
                        const std::vector<ScenarioOwner>* owners) {
    const StoreAccess access = store->access();
    auto window =
        std::make_unique<MainWindow>(store->catalog(), store->prices(), access.name, store->scenarios(),
                                     access.editCatalog ? store->catalogStore() : nullptr);
    window->setStoreAccess(access);
    // Before the store goes, its window does (members and Retired hold the window after the store), and
    // with it the follower that listens to the store.
    window->followStoreChanges(store->changes());
    OpenStore* opened = store.get(); // lives as long as the window (see above)
    window->context()->setCatalogReader([opened] { return opened->readCatalog(); });
    connect(window.get(), &MainWindow::connectToTeamStoreRequested, this, &Workbench::connectFromDialog);
    connect(window.get(), &MainWindow::useLocalStoreRequested, this, [this] { useLocalStore(); });
    connect(window->scenarioPage(), &ScenarioPage::storeSaveFailed, this, [this](const QString& message) {
        showProblem(
            tr("%1\n\nThe table stays in the window as it is; the store keeps what it had before this "
               "save.")
                .arg(message),
            [this] { return retry(); });
    });
    if (m_problem) // about the window being replaced
        m_problem->hide();
    m_problem = nullptr;
    if (m_window) {
        // The new window takes the old one's place; the old one (and its store) go once the event that
        // asked for the switch, which may have come from one of its buttons, is over.
        window->restoreGeometry(m_window->saveGeometry());
        if (m_window->isVisible())
            window->show();
        m_window->hide();
        m_retired.push_back({std::move(m_store), std::move(m_window)});
        QTimer::singleShot(0, this, [this] { m_retired.clear(); });
    }
    m_store = std::move(store);
    m_window = std::move(window);
    // Retry: the table the failed save held goes to the store opened again, others' shared rows still
    // theirs (the save leaves them out rather than make them this user's copies).
    if (carried)
        m_window->scenarioPage()->model()->setScenarios(*carried,
                                                        owners ? *owners : std::vector<ScenarioOwner>{});
}

void Workbench::showProblem(const QString& text, std::function<bool()> retry) {
    m_retry = std::move(retry);
    if (!m_problem) {
        // Not modal: the window stays usable (its table can be saved to a file) while the message is up.
        auto* box = new QMessageBox(m_window.get());
        box->setObjectName(QStringLiteral("storeProblem"));
        box->setIcon(QMessageBox::Warning);
        box->setWindowTitle(tr("Store problem"));
        QPushButton* again = box->addButton(tr("&Retry"), QMessageBox::AcceptRole);
        again->setObjectName(QStringLiteral("retry"));
        QPushButton* local = box->addButton(tr("Use &local store"), QMessageBox::ActionRole);
        local->setObjectName(QStringLiteral("useLocalStore"));
        box->addButton(QMessageBox::Close);
        connect(box, &QMessageBox::buttonClicked, this, [this, again, local](QAbstractButton* button) {
            if (button == again) {
                const auto retryNow = m_retry; // showProblem may replace m_retry while it runs
                retryNow();
            } else if (button == local) {
                useLocalStore();
            }
        });
        m_problem = box;
    }
    m_problem->setText(text);
    m_problem->open();
}

bool Workbench::mayLeaveCurrentTable() {
    if (!m_window || m_window->scenarioPage()->savedInStore())
        return true;
    switch (askAboutUnsavedTable(m_window.get())) {
    case UnsavedTable::Discard:
        return true;
    case UnsavedTable::Save: {
        const QString path = askForScenarioFile(m_window.get());
        return !path.isEmpty() && m_window->scenarioPage()->saveFile(path);
    }
    case UnsavedTable::Cancel:
        break;
    }
    return false;
}

void Workbench::connectFromDialog() {
    ConnectDialog dialog(m_passwords, m_window.get());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString keyring = dialog.keyringProblem();
    if (connectTo(dialog.login()) && !keyring.isEmpty())
        m_window->statusBar()->showMessage(tr("The password was not kept in the keyring: %1").arg(keyring),
                                           15000);
}

bool Workbench::connectTo(const TeamLogin& login) {
    if (!mayLeaveCurrentTable())
        return false;
    auto opened = m_opener.openTeamStore(login);
    if (!opened) {
        showProblem(tr("Cannot open the team store: %1\n\nThe window stays on %2.")
                        .arg(QString::fromStdString(opened.error()), m_window->storeAccess().name),
                    [this, login] { return connectTo(login); });
        return false;
    }
    m_login = login;
    install(std::move(opened).value(), nullptr);
    return true;
}

bool Workbench::useLocalStore() {
    if (!mayLeaveCurrentTable())
        return false;
    auto opened = m_opener.openLocalStore();
    if (!opened) {
        showProblem(tr("Cannot open the local store: %1\n\nThe window stays on %2.")
                        .arg(QString::fromStdString(opened.error()), m_window->storeAccess().name),
                    [this] { return useLocalStore(); });
        return false;
    }
    m_login.reset();
    install(std::move(opened).value(), nullptr);
    return true;
}

bool Workbench::retry() {
    const std::vector<core::Scenario> table = m_window->scenarioPage()->model()->scenarios();
    const std::vector<ScenarioOwner> owners = m_window->scenarioPage()->model()->owners();
    auto opened = m_login ? m_opener.openTeamStore(*m_login) : m_opener.openLocalStore();
    if (!opened) {
        showProblem(tr("Cannot open %1 again: %2\n\nThe table stays in the window as it is.")
                        .arg(m_window->storeAccess().name, QString::fromStdString(opened.error())),
                    [this] { return retry(); });
        return false;
    }
    install(std::move(opened).value(), &table, &owners);
    return m_window->scenarioPage()->savedInStore();
}

} // namespace gpuplan::ui
