#include "region_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

namespace gpuplan::ui {
namespace {

QString u(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

RegionDialog::RegionDialog(const core::Region& region, QWidget* parent) : QDialog(parent), m_region(region) {
    setWindowTitle(tr("Region %1").arg(u(region.id)));
    auto* form = new QFormLayout(this);
    m_nameEn = new QLineEdit(u(region.nameEn), this);
    m_nameZh = new QLineEdit(u(region.nameZh), this);
    m_electricity = new QLineEdit(
        region.electricityPerKwh ? QLocale().toString(*region.electricityPerKwh, 'f', 4) : QString(), this);
    m_electricity->setPlaceholderText(tr("not sourced yet"));
    m_pue = new QLineEdit(QLocale().toString(region.pue, 'f', 2), this);
    m_source = new QLineEdit(u(region.source), this);
    m_source->setPlaceholderText(tr("where the electricity price and PUE come from"));
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00000"));
    m_problem->setWordWrap(true);
    form->addRow(tr("Name (English):"), m_nameEn);
    form->addRow(tr("Name (Chinese):"), m_nameZh);
    form->addRow(tr("Electricity per kWh (%1):").arg(u(region.currency)), m_electricity);
    form->addRow(tr("PUE (facility power / IT power):"), m_pue);
    form->addRow(tr("Source:"), m_source);
    form->addRow(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* e : {m_nameEn, m_nameZh, m_electricity, m_pue, m_source})
        connect(e, &QLineEdit::textChanged, this, &RegionDialog::validate);
    validate();
}

core::Result<core::Region> RegionDialog::region() const {
    core::Region r = m_region;
    r.nameEn = m_nameEn->text().trimmed().toStdString();
    r.nameZh = m_nameZh->text().trimmed().toStdString();
    r.source = m_source->text().trimmed().toStdString();
    if (r.nameEn.empty())
        return core::fail(tr("the region needs an English name").toStdString());
    const QString kwh = m_electricity->text().trimmed();
    if (kwh.isEmpty()) {
        r.electricityPerKwh.reset();
    } else {
        bool ok = false;
        const double v = QLocale().toDouble(kwh, &ok);
        if (!ok || v < 0 || v > 100)
            return core::fail(tr("the electricity price is an amount per kWh, such as 0.65").toStdString());
        r.electricityPerKwh = v;
    }
    bool ok = false;
    r.pue = QLocale().toDouble(m_pue->text().trimmed(), &ok);
    if (!ok || r.pue < 1 || r.pue > 3)
        return core::fail(tr("the PUE is between 1.0 and 3.0").toStdString());
    if (r.electricityPerKwh && r.source.empty())
        return core::fail(tr("say where the electricity price comes from").toStdString());
    return r;
}

void RegionDialog::validate() {
    auto r = region();
    m_problem->setText(r ? QString() : u(r.error()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(r.ok());
}

EditRegionCommand::EditRegionCommand(core::PriceStore& store, core::Region before, core::Region after,
                                     std::function<void()> reload)
    : m_store(store), m_before(std::move(before)), m_after(std::move(after)), m_reload(std::move(reload)) {
    setText(RegionDialog::tr("edit region %1").arg(u(m_after.id)));
}

void EditRegionCommand::apply(const core::Region& region) {
    auto stored = m_store.addRegion(region);
    m_error = stored ? QString() : u(stored.error());
    if (stored && m_reload)
        m_reload();
}

void EditRegionCommand::redo() {
    apply(m_after);
}

void EditRegionCommand::undo() {
    apply(m_before);
}

} // namespace gpuplan::ui
