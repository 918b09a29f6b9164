#include "prices/add_price_dialog.h"
#include "qt_text.h"

#include "prices/region_chooser.h"

#include "prices/price_table_model.h"

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>

namespace gpuplan::ui {
namespace {
QString u(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
} // namespace

AddPriceDialog::AddPriceDialog(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                               const std::vector<core::Provider>& providers, QWidget* parent)
    : QDialog(parent), m_regions(regions) {
    setObjectName(QStringLiteral("addPriceDialog"));
    setWindowTitle(tr("Add a price"));
    auto* form = new QFormLayout(this);
    m_gpu = new QComboBox(this);
    m_provider = new QComboBox(this);
    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("priceRegion"));
    fillChoices(catalog, regions, providers);
    m_kind = new QComboBox(this);
    for (core::PriceKind k :
         {core::PriceKind::OnDemand, core::PriceKind::Spot, core::PriceKind::Reserved1y,
          core::PriceKind::Reserved3y, core::PriceKind::Monthly, core::PriceKind::Purchase})
        m_kind->addItem(PriceTableModel::kindText(k), u(core::priceKindName(k)));
    m_unit = new QComboBox(this);
    for (core::PriceUnit x :
         {core::PriceUnit::GpuHour, core::PriceUnit::MachineHour, core::PriceUnit::GpuMonth,
          core::PriceUnit::MachineMonth, core::PriceUnit::OneOff})
        m_unit->addItem(PriceTableModel::unitText(x), u(core::priceUnitName(x)));
    m_currency = new QComboBox(this);
    for (const char* c : {"CNY", "USD", "EUR", "HKD", "SGD", "JPY", "GBP"})
        m_currency->addItem(QString::fromLatin1(c));
    m_amount = new QLineEdit(this);
    m_low = new QLineEdit(this);
    m_high = new QLineEdit(this);
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_source = new QLineEdit(this);
    m_source->setPlaceholderText(tr("where the figure comes from (quote, price page, contract)"));
    m_note = new QLineEdit(this);
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(tr("GPU"), m_gpu);
    form->addRow(tr("Provider"), m_provider);
    form->addRow(tr("Region"), m_region);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Per"), m_unit);
    form->addRow(tr("Currency"), m_currency);
    form->addRow(tr("Price"), m_amount);
    form->addRow(tr("Low"), m_low);
    form->addRow(tr("High"), m_high);
    form->addRow(tr("Effective date"), m_date);
    form->addRow(tr("Source"), m_source);
    form->addRow(tr("Note"), m_note);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* e : {m_amount, m_low, m_high, m_source})
        connect(e, &QLineEdit::textChanged, this, &AddPriceDialog::validate);
    for (QComboBox* c : {m_gpu, m_provider, m_region}) // the user chose again (setChoices blocks these)
        connect(c, &QComboBox::currentIndexChanged, this, [this] { m_gone.clear(); });
    for (QComboBox* c : {m_gpu, m_provider, m_region, m_kind, m_unit, m_currency})
        connect(c, &QComboBox::currentIndexChanged, this, &AddPriceDialog::validate);
    validate();
}

void AddPriceDialog::preset(const std::string& gpuId, const std::string& regionId, core::PriceKind kind) {
    auto choose = [](QComboBox* box, const QString& value) {
        const int i = box->findData(value);
        if (i >= 0)
            box->setCurrentIndex(i);
    };
    choose(m_gpu, u(gpuId));
    choose(m_region, u(regionId));
    choose(m_kind, u(core::priceKindName(kind)));
    choose(m_unit, u(core::priceUnitName(kind == core::PriceKind::Purchase ? core::PriceUnit::OneOff
                                                                           : core::PriceUnit::GpuHour)));
    for (const core::Region& r : m_regions)
        if (r.id == regionId && m_currency->findText(u(r.currency)) >= 0)
            m_currency->setCurrentIndex(m_currency->findText(u(r.currency)));
    m_amount->setFocus();
}

void AddPriceDialog::fillChoices(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                                 const std::vector<core::Provider>& providers) {
    m_gpu->clear();
    for (const core::GpuSpec& g : catalog.gpus())
        m_gpu->addItem(u(g.name), u(g.id));
    m_provider->clear();
    for (const core::Provider& p : providers)
        m_provider->addItem(u(p.name == p.id ? p.id : p.id + " (" + p.name + ")"), u(p.id));
    m_region->clear();
    fillRegionChooser(m_region, regions);
    m_regions = regions;
}

void AddPriceDialog::setChoices(const core::Catalog& catalog, const std::vector<core::Region>& regions,
                                const std::vector<core::Provider>& providers) {
    struct Chosen {
        QComboBox* box;
        QString id, shown;
    };
    std::vector<Chosen> chosen;
    for (QComboBox* box : {m_gpu, m_provider, m_region})
        chosen.push_back({box, box->currentData().toString(), box->currentText()});
    {
        const QSignalBlocker gpu(m_gpu), provider(m_provider), region(m_region);
        fillChoices(catalog, regions, providers);
        QStringList gone;
        for (const Chosen& c : chosen) {
            const int at = c.box->findData(c.id);
            c.box->setCurrentIndex(at >= 0 ? at : 0);
            if (at < 0 && !c.id.isEmpty())
                gone << c.shown;
        }
        m_gone = gone.isEmpty() ? QString()
                                : tr("Removed by another user meanwhile: %1. Choose again.")
                                      .arg(gone.join(QStringLiteral(", ")));
    }
    validate();
}

core::Result<core::PriceRecord> AddPriceDialog::price() const {
    core::PriceRecord p;
    p.gpuId = m_gpu->currentData().toString().toStdString();
    p.providerId = m_provider->currentData().toString().toStdString();
    p.regionId = m_region->currentData().toString().toStdString();
    p.kind = core::parsePriceKind(m_kind->currentData().toString().toStdString())
                 .value_or(core::PriceKind::OnDemand);
    p.unit = core::parsePriceUnit(m_unit->currentData().toString().toStdString())
                 .value_or(core::PriceUnit::GpuHour);
    const std::string currency = m_currency->currentText().toStdString();
    if (m_amount->text().trimmed().isEmpty())
        return core::fail(tr("Enter the price.").toStdString());
    auto amount = core::Money::parse(m_amount->text().trimmed().toStdString(), currency);
    if (!amount)
        return core::fail(tr("Price: %1").arg(u(amount.error())).toStdString());
    p.amount = amount.value();
    for (const auto& [edit, target] : {std::pair{m_low, &p.low}, std::pair{m_high, &p.high}}) {
        if (edit->text().trimmed().isEmpty())
            continue;
        auto m = core::Money::parse(edit->text().trimmed().toStdString(), currency);
        if (!m)
            return core::fail(m.error());
        *target = m.value();
    }
    p.effectiveDate = m_date->date().toString(Qt::ISODate).toStdString();
    p.source = m_source->text().trimmed().toStdString();
    p.note = m_note->text().trimmed().toStdString();
    auto valid = core::validatePrice(p);
    if (!valid)
        return core::fail(valid.error());
    return p;
}

void AddPriceDialog::validate() {
    // A choice that fell back because someone removed it must be made again before the price is added.
    const auto p = price();
    m_problem->setText(!m_gone.isEmpty() ? m_gone : p ? QString() : u(p.error()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.ok() && m_gone.isEmpty());
}

} // namespace gpuplan::ui
