// MainWindow's report: the PDF comparison report of the selected scenario on the cards chosen in the
// Compare tab (the baseline first), in the region chosen there; a print preview of the same pages.
#include "main_window.h"
#include "prices/api_price_page.h"
#include "prices/api_price_table_model.h"
#include "prices/prices_page.h"

#include "catalog/gpu_choice.h"
#include "compare/compare_page.h"
#include "prices/price_table_model.h"
#include "report/report_document.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"

#include <QComboBox>
#include <QDate>
#include <QFileDialog>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace gpuplan::ui {

core::Result<ReportInputs> MainWindow::reportInputs() const {
    const int row = m_scenarioPage->currentRow();
    if (row < 0)
        return core::fail(tr("select a scenario in the Scenarios tab first").toStdString());
    ReportInputs in;
    in.catalog = &m_catalog;
    in.scenario = m_scenarioModel->row(row).scenario;
    std::vector<std::string> cards = m_comparePage->choice()->chosen();
    const std::string baseline = m_comparePage->choice()->baseline();
    std::stable_partition(cards.begin(), cards.end(), [&](const std::string& id) { return id == baseline; });
    in.gpuIds = cards;
    in.regionId = m_comparePage->region()->currentData().toString().toStdString();
    in.prices = m_pricesPage->model()->records();
    auto regions = m_store.regions();
    auto rates = m_store.exchangeRates();
    if (!regions || !rates)
        return core::fail(!regions ? regions.error() : rates.error());
    in.regions = std::move(regions).value();
    in.rates = core::toExchangeRates(rates.value());
    in.rateRecords = rates.value();
    in.apiPrices = m_apiPricePage->model()->prices();
    in.date = QDate::currentDate();
    if (auto ok = checkReport(in); !ok)
        return core::fail(tr("choose 2 to 6 cards in the Compare tab: %1")
                              .arg(QString::fromStdString(ok.error()))
                              .toStdString());
    return in;
}

bool MainWindow::exportReport(const QString& path) {
    auto in = reportInputs();
    if (!in) {
        showRefusal(QString::fromStdString(in.error()));
        return false;
    }
    statusBar()->showMessage(tr("Writing the report..."));
    auto written = writeReport(in.value(), path);
    if (!written) {
        showRefusal(QString::fromStdString(written.error()));
        return false;
    }
    statusBar()->showMessage(tr("Report written to %1").arg(path), 8000);
    return true;
}

void MainWindow::exportReportFromDialog() {
    if (auto in = reportInputs(); !in) {
        showRefusal(QString::fromStdString(in.error()));
        QMessageBox::information(this, tr("Export report"), m_lastMessage);
        return;
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Export report"), tr("gpu-comparison.pdf"),
                                                tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    if (!exportReport(path))
        QMessageBox::warning(this, tr("Export report"), m_lastMessage);
}

void MainWindow::previewReport() {
    auto in = reportInputs();
    if (!in) {
        showRefusal(QString::fromStdString(in.error()));
        QMessageBox::information(this, tr("Report preview"), m_lastMessage);
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
            showRefusal(QString::fromStdString(painted.error()));
    });
    preview.resize(900, 1000);
    preview.exec();
}

} // namespace gpuplan::ui
