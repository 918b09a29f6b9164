// The PDF comparison report of the selected scenario on the cards chosen here (the baseline first), in the
// region chosen here: written to a file, or shown in a print preview of the same pages.
#include "compare/compare_page.h"

#include "catalog/gpu_choice.h"
#include "qt_text.h"

#include <QAction>
#include <QComboBox>
#include <QDate>
#include <QFileDialog>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>

#include <algorithm>

namespace gpuplan::ui {

void ComparePage::setUpReportActions() {
    m_exportReport = new QAction(tr("&Export report..."), this);
    m_exportReport->setObjectName(QStringLiteral("actionExportReport"));
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportReport, &QAction::triggered, this, &ComparePage::exportReportFromDialog);
    m_previewReport = new QAction(tr("Report pre&view..."), this);
    m_previewReport->setObjectName(QStringLiteral("actionPreviewReport"));
    m_previewReport->setShortcut(QKeySequence::Print);
    connect(m_previewReport, &QAction::triggered, this, &ComparePage::previewReport);
}

core::Result<ReportInputs> ComparePage::reportInputs() const {
    if (!m_scenario)
        return core::fail(tr("select a scenario in the Scenarios tab first").toStdString());
    ReportInputs in;
    in.catalog = &m_context.catalog(); // lives as long as the context (a preview keeps it)
    in.scenario = *m_scenario;
    std::vector<std::string> cards = m_choice->chosen();
    const std::string baseline = m_choice->baseline();
    std::stable_partition(cards.begin(), cards.end(), [&](const std::string& id) { return id == baseline; });
    in.gpuIds = cards;
    in.regionId = m_region->currentData().toString().toStdString();
    in.prices = m_prices;
    // The regions and rates as the store has them now, with the rates' dates and sources.
    auto regions = m_context.prices().regions();
    auto rates = m_context.prices().exchangeRates();
    if (!regions || !rates)
        return core::fail(!regions ? regions.error() : rates.error());
    in.regions = std::move(regions).value();
    in.rates = core::toExchangeRates(rates.value());
    in.rateRecords = rates.value();
    in.apiPrices = m_apiPrices;
    in.date = QDate::currentDate();
    if (auto ok = checkReport(in); !ok)
        return core::fail(tr("choose 2 to 6 cards in the Compare tab: %1")
                              .arg(QString::fromStdString(ok.error()))
                              .toStdString());
    return in;
}

bool ComparePage::exportReport(const QString& path) {
    auto in = reportInputs();
    if (!in) {
        m_context.refuse(u(in.error()));
        return false;
    }
    m_context.tell(tr("Writing the report..."), 0);
    auto written = writeReport(in.value(), path);
    if (!written) {
        m_context.refuse(u(written.error()));
        return false;
    }
    m_context.tell(tr("Report written to %1").arg(path), 8000);
    return true;
}

void ComparePage::exportReportFromDialog() {
    if (auto in = reportInputs(); !in) {
        QMessageBox::information(this, tr("Export report"), m_context.refuse(u(in.error())));
        return;
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Export report"), tr("gpu-comparison.pdf"),
                                                tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    if (!exportReport(path))
        QMessageBox::warning(this, tr("Export report"), m_context.lastMessage());
}

void ComparePage::previewReport() {
    auto in = reportInputs();
    if (!in) {
        QMessageBox::information(this, tr("Report preview"), m_context.refuse(u(in.error())));
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    QPrintPreviewDialog preview(&printer, this);
    preview.setWindowTitle(tr("Report preview"));
    const ReportInputs inputs = in.value();
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, inputs](QPrinter* target) {
        if (auto painted = paintReport(inputs, *target); !painted)
            m_context.refuse(u(painted.error()));
    });
    preview.resize(900, 1000);
    preview.exec();
}

} // namespace gpuplan::ui
