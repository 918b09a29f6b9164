#include "prices/region_dialog.h"
#include "display_format.h"
#include "qt_text.h"

#include "prices/place_conflict_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>

namespace gpuplan::ui {
namespace {

// "0.44 - 0.93" (or empty) as two numbers; false when the text is neither.
bool parseRange(const QString& text, std::optional<double>& low, std::optional<double>& high) {
    low = high = std::nullopt;
    if (text.trimmed().isEmpty())
        return true;
    const QStringList parts =
        text.split(QRegularExpression(QStringLiteral("\\s*[-–~]\\s*")), Qt::SkipEmptyParts);
    if (parts.size() != 2)
        return false;
    bool okLow = false, okHigh = false;
    low = QLocale().toDouble(parts[0].trimmed(), &okLow);
    high = QLocale().toDouble(parts[1].trimmed(), &okHigh);
    return okLow && okHigh && *low <= *high;
}

// How a figure was checked: read-only, scrolling when long, selectable for copying.
QTextBrowser* note(const std::string& text, QWidget* parent) {
    auto* box = new QTextBrowser(parent);
    box->setPlainText(QString::fromStdString(text));
    box->setMaximumHeight(84);
    box->setFrameShape(QFrame::NoFrame);
    box->setStyleSheet(QStringLiteral("background: transparent"));
    return box;
}

} // namespace

RegionDialog::RegionDialog(const core::Region& region, QWidget* parent) : QDialog(parent), m_region(region) {
    setWindowTitle(tr("Region %1").arg(u(region.id)));
    setMinimumWidth(560);
    auto* form = new QFormLayout(this);
    m_nameEn = new QLineEdit(this);
    m_nameZh = new QLineEdit(this);
    m_electricity = new QLineEdit(this);
    m_electricity->setPlaceholderText(tr("not sourced yet"));
    m_range = new QLineEdit(this);
    m_range->setPlaceholderText(tr("LOW - HIGH, e.g. off-peak and peak"));
    m_date = new QLineEdit(this);
    m_date->setPlaceholderText(tr("YYYY-MM-DD"));
    m_source = new QLineEdit(this);
    m_source->setPlaceholderText(tr("publisher, title and date of the tariff"));
    m_url = new QLineEdit(this);
    m_pue = new QLineEdit(this);
    m_pueSource = new QLineEdit(this);
    m_pueSource->setPlaceholderText(tr("where the PUE comes from"));
    m_electricityNote = note(region.electricity.verification, this);
    m_pueNote = note(region.pueSource.verification, this);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);
    m_notice->hide();
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00000"));
    m_problem->setWordWrap(true);
    form->addRow(m_notice);
    form->addRow(tr("Name (English):"), m_nameEn);
    form->addRow(tr("Name (Chinese):"), m_nameZh);
    if (!region.parent.empty())
        form->addRow(tr("Lies in:"), new QLabel(u(region.parent), this));
    form->addRow(tr("Electricity per kWh (%1):").arg(u(region.currency)), m_electricity);
    form->addRow(tr("Range:"), m_range);
    form->addRow(tr("Applies from:"), m_date);
    form->addRow(tr("Source:"), m_source);
    form->addRow(tr("URL:"), m_url);
    form->addRow(tr("How it was checked:"), m_electricityNote);
    form->addRow(tr("PUE (facility power / IT power):"), m_pue);
    form->addRow(tr("PUE source:"), m_pueSource);
    form->addRow(tr("How it was checked:"), m_pueNote);
    form->addRow(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* e :
         {m_nameEn, m_nameZh, m_electricity, m_range, m_date, m_pue, m_source, m_url, m_pueSource})
        connect(e, &QLineEdit::textChanged, this, &RegionDialog::validate);
    fill(region);
}

void RegionDialog::fill(const core::Region& region) {
    m_region = region;
    m_nameEn->setText(u(region.nameEn));
    m_nameZh->setText(u(region.nameZh));
    m_electricity->setText(exactNumberText(region.electricityPerKwh));
    m_range->setText(region.electricity.low && region.electricity.high
                         ? exactNumberText(region.electricity.low) + QStringLiteral(" - ") +
                               exactNumberText(region.electricity.high)
                         : QString());
    m_date->setText(u(region.electricity.effectiveDate));
    m_source->setText(u(region.electricity.source));
    m_url->setText(u(region.electricity.url));
    m_pue->setText(exactNumberText(region.pue));
    m_pueSource->setText(u(region.pueSource.source));
    // How each figure was checked: a row only where the source says.
    for (auto [box, text] : {std::pair{m_electricityNote, &region.electricity.verification},
                             std::pair{m_pueNote, &region.pueSource.verification}}) {
        box->setPlainText(u(*text));
        box->setVisible(!text->empty());
        if (auto* form = qobject_cast<QFormLayout*>(layout()))
            if (QWidget* label = form->labelForField(box))
                label->setVisible(!text->empty());
    }
    validate();
}

bool RegionDialog::typedIn() const {
    for (const QLineEdit* e :
         {m_nameEn, m_nameZh, m_electricity, m_range, m_date, m_pue, m_source, m_url, m_pueSource})
        if (e->isModified())
            return true;
    return false;
}

void RegionDialog::followStored(const core::Region& theirs) {
    if (theirs.version == m_region.version)
        return;
    if (!typedIn()) {
        fill(theirs);
        m_notice->setText(
            tr("Another user changed this region meanwhile: the dialog now shows their values."));
    } else {
        // The user's typing stays; the dialog keeps the version it was opened at, so OK asks.
        m_notice->setText(
            tr("Another user changed this region meanwhile (%1). What you typed stays; OK will ask "
               "whether to keep theirs or apply yours.")
                .arg(placeConflictValues(theirs, m_region).value(0)));
    }
    m_notice->show();
}

core::Result<core::Region> RegionDialog::region() const {
    core::Region r = m_region;
    r.nameEn = m_nameEn->text().trimmed().toStdString();
    r.nameZh = m_nameZh->text().trimmed().toStdString();
    r.electricity.source = m_source->text().trimmed().toStdString();
    r.electricity.url = m_url->text().trimmed().toStdString();
    r.electricity.effectiveDate = m_date->text().trimmed().toStdString();
    r.pueSource.source = m_pueSource->text().trimmed().toStdString();
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
    if (!parseRange(m_range->text(), r.electricity.low, r.electricity.high))
        return core::fail(tr("give the range as LOW - HIGH, such as 0.44 - 0.93").toStdString());
    if (r.electricityPerKwh && ((r.electricity.low && *r.electricity.low > *r.electricityPerKwh) ||
                                (r.electricity.high && *r.electricity.high < *r.electricityPerKwh)))
        return core::fail(tr("the electricity price lies outside its range").toStdString());
    if (!r.electricity.effectiveDate.empty() && !core::isIsoDate(r.electricity.effectiveDate))
        return core::fail(tr("give the date as YYYY-MM-DD").toStdString());
    bool ok = false;
    r.pue = QLocale().toDouble(m_pue->text().trimmed(), &ok);
    if (!ok || r.pue < 1 || r.pue > 3)
        return core::fail(tr("the PUE is between 1.0 and 3.0").toStdString());
    if (r.electricityPerKwh && r.electricity.source.empty())
        return core::fail(tr("say where the electricity price comes from").toStdString());
    return r;
}

void RegionDialog::validate() {
    auto r = region();
    m_problem->setText(r ? QString() : u(r.error()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(r.ok());
}

} // namespace gpuplan::ui
