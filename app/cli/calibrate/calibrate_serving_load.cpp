#include "cli/calibrate/calibrate_serving_load.h"

#include "core/inference/inference_estimator.h"

#include <QJsonArray>

namespace gpuplan::cli {
namespace {

QString metricText(core::ServingMetric m) {
    return QString::fromUtf8(core::servingMetricName(m).data());
}

// Seconds as milliseconds below 10 s, throughput as it is.
QString figure(core::ServingMetric m, double v) {
    if (m == core::ServingMetric::OutputTokensPerSecond || m == core::ServingMetric::TotalTokensPerSecond)
        return QString::number(v, 'g', 5);
    return v < 10 ? QStringLiteral("%1 ms").arg(v * 1000.0, 0, 'f', 1)
                  : QStringLiteral("%1 s").arg(v, 0, 'f', 1);
}

QJsonArray rowsJson(const std::vector<core::ServingCalibrationRow>& rows) {
    QJsonArray out;
    for (const core::ServingCalibrationRow& row : rows) {
        const core::PublishedServingPoint& p = *row.point;
        QJsonObject r;
        r.insert(QStringLiteral("id"), QString::fromStdString(p.id));
        r.insert(QStringLiteral("group"), QString::fromStdString(p.group));
        r.insert(QStringLiteral("model"), QString::fromStdString(p.modelId));
        r.insert(QStringLiteral("gpu"), QString::fromStdString(p.gpuId));
        r.insert(QStringLiteral("concurrency"), p.concurrency);
        r.insert(QStringLiteral("metric"), metricText(p.metric));
        r.insert(QStringLiteral("reported"), p.reported);
        r.insert(QStringLiteral("estimate"), row.estimated ? QJsonValue(row.estimate) : QJsonValue());
        r.insert(QStringLiteral("error"), row.estimated ? QJsonValue(row.error) : QJsonValue());
        r.insert(QStringLiteral("problem"), QString::fromStdString(row.problem));
        r.insert(QStringLiteral("fitted"), p.fitted);
        out.append(r);
    }
    return out;
}

QJsonObject byMetricJson(const double* median, const int* rows) {
    QJsonObject byMetric;
    for (int m = 0; m < core::kServingMetrics; ++m)
        byMetric.insert(
            metricText(static_cast<core::ServingMetric>(m)),
            QJsonObject{{QStringLiteral("rows"), rows[m]}, {QStringLiteral("median_abs_error"), median[m]}});
    return byMetric;
}

void printRows(const std::vector<core::ServingCalibrationRow>& rows, QTextStream& out) {
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("id"), -6)
               .arg(QStringLiteral("deployment"), -36)
               .arg(QStringLiteral("users"), 6)
               .arg(QStringLiteral("metric"), -10)
               .arg(QStringLiteral("reported"), 11)
               .arg(QStringLiteral("estimate"), 11)
               .arg(QStringLiteral("error"), 7);
    for (const core::ServingCalibrationRow& row : rows) {
        const core::PublishedServingPoint& p = *row.point;
        const QString what = QStringLiteral("%1, %2 x %3 %4, %5/%6")
                                 .arg(QString::fromStdString(p.modelId))
                                 .arg(p.gpus)
                                 .arg(QString::fromStdString(p.gpuId))
                                 .arg(QString::fromUtf8(core::servingPrecisionName(p.precision).data()))
                                 .arg(p.inputTokens)
                                 .arg(p.outputTokens);
        QString line = QStringLiteral("%1 %2 %3 %4 %5 ")
                           .arg(QString::fromStdString(p.id), -6)
                           .arg(what.left(36), -36)
                           .arg(p.concurrency, 6)
                           .arg(metricText(p.metric), -10)
                           .arg(figure(p.metric, p.reported), 11);
        if (!row.estimated)
            line += QStringLiteral("no estimate: ") + QString::fromStdString(row.problem);
        else
            line += QStringLiteral("%1 %2%3")
                        .arg(figure(p.metric, row.estimate), 11)
                        .arg(QString::asprintf("%+.1f%%", row.error * 100.0), 7)
                        .arg(p.fitted ? QString() : QStringLiteral(" (compared, not fitted)"));
        out << line << "\n";
    }
}

void printMedians(double median, const double* byMetric, const int* rows, QTextStream& out) {
    out << QStringLiteral("median absolute error %1%").arg(median * 100.0, 0, 'f', 1);
    for (int m = 0; m < core::kServingMetrics; ++m)
        if (rows[m] > 0)
            out << QStringLiteral("; %1 %2% over %3")
                       .arg(metricText(static_cast<core::ServingMetric>(m)))
                       .arg(byMetric[m] * 100.0, 0, 'f', 1)
                       .arg(rows[m]);
}

} // namespace

QJsonObject servingLoadJson(const core::ServingCalibrationReport& report) {
    QJsonObject o;
    o.insert(QStringLiteral("rows"), rowsJson(report.rows));
    o.insert(QStringLiteral("median_abs_error"), report.medianAbsError);
    o.insert(QStringLiteral("worst_abs_error"), report.worstAbsError);
    o.insert(QStringLiteral("worst_id"), QString::fromStdString(report.worstId));
    o.insert(QStringLiteral("median_abs_error_all_rows"), report.medianAbsErrorAllRows);
    o.insert(QStringLiteral("by_metric"), byMetricJson(report.medianByMetric, report.rowsByMetric));
    return o;
}

QJsonObject servingLoadCrossValidationJson(const core::ServingCrossValidation& cv) {
    QJsonObject o;
    o.insert(QStringLiteral("rows"), rowsJson(cv.rows));
    o.insert(QStringLiteral("median_abs_error"), cv.medianAbsError);
    o.insert(QStringLiteral("by_metric"), byMetricJson(cv.medianByMetric, cv.rowsByMetric));
    QJsonObject folds;
    for (const auto& [group, lines] : cv.fittedWithout) {
        QJsonArray a;
        for (const std::string& l : lines)
            a.append(QString::fromStdString(l));
        folds.insert(QString::fromStdString(group), a);
    }
    o.insert(QStringLiteral("fitted_without"), folds);
    return o;
}

void printServingLoadCrossValidation(const core::ServingCrossValidation& cv, QTextStream& out) {
    out << "\nServing under load, each publication predicted by the MoE parameters fitted without it:\n";
    printRows(cv.rows, out);
    out << "\n";
    printMedians(cv.medianAbsError, cv.medianByMetric, cv.rowsByMetric, out);
    out << "\n";
    for (const auto& [group, lines] : cv.fittedWithout) {
        out << QStringLiteral("without %1:").arg(QString::fromStdString(group));
        for (const std::string& l : lines)
            out << " " << QString::fromStdString(l).simplified();
        out << "\n";
    }
}

void printServingLoad(const core::ServingCalibrationReport& report, QTextStream& out) {
    out << "\nServing under load (a closed loop at the stated concurrency; a burst run until its last "
           "request ends):\n";
    printRows(report.rows, out);
    out << "\n";
    printMedians(report.medianAbsError, report.medianByMetric, report.rowsByMetric, out);
    out << QStringLiteral(" (worst %1%, %2); all %3 figures: median %4%\n")
               .arg(report.worstAbsError * 100.0, 0, 'f', 1)
               .arg(QString::fromStdString(report.worstId))
               .arg(report.rows.size())
               .arg(report.medianAbsErrorAllRows * 100.0, 0, 'f', 1);
}

} // namespace gpuplan::cli
