// The Prices tab: its table and choices, reading the store, the region and provider narrowing and the
// shown currency. Editing, importing and the regions and rates are in the page's other files.
#include "prices/prices_page.h"

#include "prices/edit_price_command.h"
#include "prices/exchange_rate_model.h"
#include "prices/price_editing.h"
#include "prices/price_import.h"
#include "prices/price_table_model.h"
#include "prices/region_chooser.h"
#include "qt_text.h"
#include "scenarios/sample_workspace.h"

#include "core/prices/price_csv.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDate>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <set>

namespace gpuplan::ui {
namespace {

// Refills a choice, keeping the user's choice across reloads when it still exists.
void fillChoice(QComboBox* box, const QString& all, const std::vector<std::pair<QString, QString>>& items) {
    const QString chosen = box->currentData().toString();
    const QSignalBlocker quiet(box);
    box->clear();
    box->addItem(all, QString());
    for (const auto& [shown, id] : items)
        box->addItem(shown, id);
    box->setCurrentIndex(std::max(0, box->findData(chosen)));
}

} // namespace

PricesPage::PricesPage(PageContext& context, QWidget* parent)
    : QWidget(parent), m_store(context.prices()), m_catalog(&context.catalog()), m_undo(context.undo()) {
    setObjectName(QStringLiteral("pricesPage"));
    m_model = new PriceTableModel(this);
    m_rateModel = new ExchangeRateModel(this);
    // Every edit is an undoable command on the store.
    m_rateModel->onEdit = [this](const core::ExchangeRate&, const core::ExchangeRate& after) {
        return setExchangeRate(after);
    };
    m_model->onEdit = [this](const core::PriceRecord& before, const core::PriceRecord& after) {
        // A figure changed by hand keeps a source that is true for it ("edited DATE by WHO; before: ...").
        const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
        const core::PriceRecord mine = core::withEditProvenance(before, after, today, m_store.author());
        return carryOutPriceEdit(new EditPriceCommand(m_store, *m_model, before, mine), mine);
    };
    resolvePlaceConflict = [](ConflictDialog& dialog) {
        dialog.exec();
        return dialog.choice();
    };
    resolveConflict = [this](const core::PriceConflict& theirs, const core::PriceRecord& mine) {
        PriceConflictDialog dialog(*m_model, theirs, mine, this);
        dialog.exec();
        return dialog.choice();
    };
    connect(m_model, &PriceTableModel::editRefused, this, &PricesPage::refused);

    m_proxy = new PriceFilterProxy(m_model, this); // also narrows to a region and a provider
    m_filter = new QLineEdit(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("priceView"));
    setUpFilteredTable(m_view, m_filter, m_proxy, m_model, PriceTableModel::SortRole,
                       tr("Filter prices (GPU, provider, region, ...)"));
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setWords(text);
        emit shownChanged();
    });
    m_view->resizeColumnsToContents();
    m_view->setItemDelegate(new PriceDelegate(m_view));

    m_regionChoice = new QComboBox(this);
    m_regionChoice->setObjectName(QStringLiteral("regionChoice"));
    m_providerChoice = new QComboBox(this);
    m_providerChoice->setObjectName(QStringLiteral("providerChoice"));
    connect(m_regionChoice, &QComboBox::currentIndexChanged, this, &PricesPage::showChosenRegionsPrices);
    connect(m_providerChoice, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setProvider(m_providerChoice->currentData().toString().toStdString());
        emit shownChanged();
    });
    // Show every price in one currency, with the store's exchange rates.
    m_displayCurrency = new QComboBox(this);
    m_displayCurrency->setObjectName(QStringLiteral("displayCurrency"));
    m_displayCurrency->addItem(tr("as stored"), QString());
    for (const char* c : {"CNY", "USD", "EUR", "HKD", "SGD", "JPY"})
        m_displayCurrency->addItem(QString::fromLatin1(c), QString::fromLatin1(c));
    connect(m_displayCurrency, &QComboBox::currentIndexChanged, this, &PricesPage::showPricesInCurrency);
    // Only the user's own choices (activated), not the programmatic ones of a reload, are remembered.
    connect(m_regionChoice, &QComboBox::activated, this, [this] {
        if (const QString id = m_regionChoice->currentData().toString(); !id.isEmpty())
            rememberRegion(id.toStdString());
    });
    connect(m_displayCurrency, &QComboBox::activated, this, [this] {
        if (const QString currency = m_displayCurrency->currentData().toString(); !currency.isEmpty())
            rememberCurrency(currency);
    });
    m_ratesNote = new QLabel(this);
    m_ratesNote->setObjectName(QStringLiteral("ratesNote"));
    auto* ratesButton = new QPushButton(tr("Exchange rates..."), this);
    ratesButton->setObjectName(QStringLiteral("editRates"));
    ratesButton->setToolTip(
        tr("The rates that convert prices between currencies, with their dates and sources"));
    connect(ratesButton, &QPushButton::clicked, this, &PricesPage::editExchangeRates);
    auto* editRegionButton = new QPushButton(tr("Edit region..."), this);
    editRegionButton->setObjectName(QStringLiteral("editRegion"));
    editRegionButton->setToolTip(
        tr("Electricity price and PUE of the chosen region: the cost of owning uses them"));
    connect(editRegionButton, &QPushButton::clicked, this, &PricesPage::editChosenRegion);

    auto* choices = new QHBoxLayout;
    choices->addWidget(new QLabel(tr("Region:"), this));
    choices->addWidget(m_regionChoice);
    choices->addWidget(editRegionButton);
    choices->addSpacing(12);
    choices->addWidget(new QLabel(tr("Provider:"), this));
    choices->addWidget(m_providerChoice);
    choices->addSpacing(24);
    choices->addWidget(new QLabel(tr("Show prices in:"), this));
    choices->addWidget(m_displayCurrency);
    choices->addWidget(ratesButton);
    choices->addWidget(m_ratesNote, 1); // takes the rest of the row
    // Rows copied from a spreadsheet, pasted where the prices are: Ctrl+V while the page has the focus (a
    // cell editor open in the table pastes into the cell instead), or Edit > Paste prices.
    m_paste = new QAction(tr("&Paste prices"), this);
    m_paste->setObjectName(QStringLiteral("actionPastePrices"));
    m_paste->setShortcut(QKeySequence::Paste);
    m_paste->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // What the action does; the reason it cannot replaces it while the role forbids editing.
    m_paste->setProperty("gpuplanTip", tr("Add the rows copied from a spreadsheet (the price list's columns, "
                                          "tab-separated, a header row optional) as one undoable step"));
    m_paste->setToolTip(m_paste->property("gpuplanTip").toString());
    connect(m_paste, &QAction::triggered, this,
            [this] { pastePrices(QGuiApplication::clipboard()->text()); });
    addAction(m_paste);
    // File > Import prices... and Import a SkyPilot catalog folder...: the page's, for the window's menu.
    m_import = new QAction(tr("&Import prices..."), this);
    m_import->setObjectName(QStringLiteral("actionImportPrices"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &PricesPage::importFromDialog);
    m_importFolder = new QAction(tr("Import a SkyPilot &catalog folder..."), this);
    m_importFolder->setObjectName(QStringLiteral("actionImportSkyPilotFolder"));
    connect(m_importFolder, &QAction::triggered, this, &PricesPage::importSkyPilotFolderFromDialog);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addLayout(choices);
    layout->addWidget(m_view);

    // The context's channel shows refusals and what imports did; the role decides what can be edited.
    connect(this, &PricesPage::refused, &context, &PageContext::refuse);
    connect(this, &PricesPage::done, &context, &PageContext::tell);
    connect(&context, &PageContext::accessChanged, this,
            [this, &context] { setEditable(context.access().editPrices, context.whyPricesReadOnly()); });
    setEditable(context.access().editPrices, context.whyPricesReadOnly());
}

PricesPage::~PricesPage() {
    // An import's reading works on its own copies, but it is joined all the same.
    m_importJobs.clear();
}

void PricesPage::reloadPrices() {
    auto prices = m_store.prices({});
    if (!prices) {
        QMessageBox::warning(this, tr("Prices"),
                             tr("Cannot read the prices: %1").arg(QString::fromStdString(prices.error())));
        return;
    }
    // Regions and rates are read once here; the filter, the conversions and the costs use these copies.
    auto rates = m_store.exchangeRates();
    if (!rates) {
        QMessageBox::warning(this, tr("Prices"),
                             tr("Cannot read the prices: %1").arg(QString::fromStdString(rates.error())));
        return;
    }
    m_rateModel->setRates(std::move(rates).value());
    if (auto regions = m_store.regions()) {
        m_model->setRegions(regions.value());
        fillRegionChooser(m_regionChoice, regions.value(), tr("All regions"));
    }
    if (auto providers = m_store.providers()) {
        std::vector<std::pair<QString, QString>> items;
        std::map<std::string, QString> providerNames;
        for (const core::Provider& p : providers.value()) {
            items.emplace_back(QString::fromStdString(p.name), QString::fromStdString(p.id));
            providerNames[p.id] = QString::fromStdString(p.name);
        }
        fillChoice(m_providerChoice, tr("All providers"), items);
        std::map<std::string, QString> gpuNames;
        for (const core::GpuSpec& g : m_catalog->gpus())
            gpuNames[g.id] = QString::fromStdString(g.name);
        m_model->setNames(std::move(gpuNames), std::move(providerNames));
    }
    // The shown currency's rates before the prices, so that the 100,000 rows of a team store are sorted once.
    m_model->setDisplayCurrency(m_displayCurrency->currentData().toString().toStdString(),
                                m_rateModel->rates());
    m_model->setPrices(std::move(prices).value());
    showChosenRegionsPrices();
    showPricesInCurrency();
    emit pricesReloaded();
    m_view->resizeColumnsToContents();
    emit shownChanged();
}

void PricesPage::setEditable(bool allowed, const QString& why) {
    // The edit triggers the view was made with, kept to give back when editing is allowed again.
    const char* key = "gpuplanEditTriggers";
    if (!m_view->property(key).isValid())
        m_view->setProperty(key, static_cast<int>(m_view->editTriggers()));
    m_view->setEditTriggers(allowed ? QAbstractItemView::EditTriggers(m_view->property(key).toInt())
                                    : QAbstractItemView::NoEditTriggers);
    m_view->setToolTip(why);
    m_paste->setEnabled(allowed);
    m_paste->setToolTip(allowed ? m_paste->property("gpuplanTip").toString() : why);
    for (QAction* action : {m_import, m_importFolder}) {
        action->setEnabled(allowed);
        action->setToolTip(allowed ? action->text().remove(QLatin1Char('&')) : why);
    }
    for (const char* name : {"editRegion", "editRates"}) {
        if (auto* button = findChild<QPushButton*>(QLatin1String(name))) {
            button->setEnabled(allowed);
            if (!allowed)
                button->setToolTip(why);
        }
    }
}

void PricesPage::showRememberedChoices() {
    if (!QSettings().contains(QStringLiteral("workspace/region")))
        return; // nothing chosen or remembered yet: the table shows everything
    const WorkspaceDefaults defaults = rememberedDefaults();
    const int region = m_regionChoice->findData(QString::fromStdString(defaults.regionId));
    if (region >= 0)
        m_regionChoice->setCurrentIndex(region);
    const int currency = m_displayCurrency->findData(defaults.currency);
    if (currency >= 0)
        m_displayCurrency->setCurrentIndex(currency);
}

void PricesPage::focusFilter() {
    m_filter->setFocus();
    m_filter->selectAll();
}

int PricesPage::shownCount() const {
    return m_proxy->rowCount();
}

int PricesPage::count() const {
    return m_model->rowCount();
}

void PricesPage::showChosenRegionsPrices() {
    const std::string id = m_regionChoice->currentData().toString().toStdString();
    std::set<std::string> shown;
    if (!id.empty())
        for (const std::vector<std::string>& scope : core::priceScopes(m_model->regions(), id))
            shown.insert(scope.begin(), scope.end());
    m_proxy->setRegions(std::move(shown));
    emit shownChanged();
}

void PricesPage::showPricesInCurrency() {
    const std::vector<core::ExchangeRate>& rates = m_rateModel->rates();
    const QString currency = m_displayCurrency->currentData().toString();
    m_model->setDisplayCurrency(currency.toStdString(), rates);
    emit displayCurrencyChanged(currency.toStdString()); // the scenario table's money too
    QStringList currencies;
    for (const core::PriceRecord& p : m_model->records())
        if (!currencies.contains(QString::fromStdString(p.amount.currency())))
            currencies << QString::fromStdString(p.amount.currency());
    m_ratesNote->setText(currency.isEmpty() ? QString() : ratesNote(rates, currencies, currency, true));
    m_ratesNote->setToolTip(currency.isEmpty() ? QString() : ratesNote(rates, currencies, currency));
}

} // namespace gpuplan::ui
