#include "cli/calibrate/calibrate_rl.h"

#include "cli/cli_text.h"

#include <QJsonArray>

namespace gpuplan::cli {
namespace {

QString rlPlacementText(const core::PublishedRlStep& s) {
    if (s.placement == core::RlPlacement::Colocated)
        return QStringLiteral("colocated %1").arg(s.gpus);
    return QStringLiteral("%1+%2, %3 ahead").arg(s.generationGpus).arg(s.trainingGpus).arg(s.staleness);
}

QJsonArray rowsJson(const std::vector<core::RlComparison>& comparisons) {
    QJsonArray rows;
    for (const core::RlComparison& c : comparisons) {
        QJsonObject r{{QStringLiteral("id"), u(c.step->id)},
                      {QStringLiteral("group"), u(c.step->group)},
                      {QStringLiteral("model"), u(c.step->modelId)},
                      {QStringLiteral("gpu"), u(c.step->gpuId)},
                      {QStringLiteral("placement"), rlPlacementText(*c.step)},
                      {QStringLiteral("reported_step_seconds"), c.step->stepSeconds},
                      {QStringLiteral("problem"), u(c.problem)}};
        if (c.estimate) {
            r.insert(QStringLiteral("estimate_step_seconds"), c.estimate->stepSeconds);
            r.insert(QStringLiteral("error"), c.error);
            r.insert(QStringLiteral("phase_seconds"),
                     QJsonObject{{QStringLiteral("generation"), c.estimate->phases.generation},
                                 {QStringLiteral("logprobs"), c.estimate->phases.logprobs},
                                 {QStringLiteral("training"), c.estimate->phases.training},
                                 {QStringLiteral("refit"), c.estimate->phases.refit},
                                 {QStringLiteral("optimizer_swap"), c.estimate->phases.swap}});
        }
        rows.append(r);
    }
    return rows;
}

void printRows(const std::vector<core::RlComparison>& comparisons, QTextStream& out) {
    out << "  " << QStringLiteral("id").leftJustified(22) << QStringLiteral("model").leftJustified(17)
        << QStringLiteral("gpu").leftJustified(13) << QStringLiteral("placement").leftJustified(18)
        << QStringLiteral("published").rightJustified(10) << QStringLiteral("estimate").rightJustified(10)
        << QStringLiteral("error").rightJustified(8) << "\n";
    for (const core::RlComparison& c : comparisons) {
        out << "  " << u(c.step->id).leftJustified(22) << u(c.step->modelId).leftJustified(17)
            << u(c.step->gpuId).leftJustified(13) << rlPlacementText(*c.step).leftJustified(18)
            << (QString::number(c.step->stepSeconds, 'f', 1) + QStringLiteral(" s")).rightJustified(10);
        if (c.estimate)
            out << (QString::number(c.estimate->stepSeconds, 'f', 1) + QStringLiteral(" s"))
                       .rightJustified(10)
                << (QString::number(c.error * 100, 'f', 0) + QLatin1Char('%')).rightJustified(8);
        else
            out << "  " << u(c.problem);
        out << "\n";
    }
}

} // namespace

QJsonObject rlComparisonJson(const core::RlCalibrationReport& report) {
    return QJsonObject{{QStringLiteral("rows"), rowsJson(report.rows)},
                       {QStringLiteral("estimated"), report.estimated},
                       {QStringLiteral("median_abs_error"), report.medianAbsError}};
}

QJsonObject rlCrossValidationJson(const core::RlCrossValidation& cv) {
    QJsonObject without;
    for (const auto& [model, lines] : cv.fittedWithout) {
        QJsonArray a;
        for (const std::string& line : lines)
            a.append(u(line));
        without.insert(u(model), a);
    }
    return QJsonObject{{QStringLiteral("rows"), rowsJson(cv.rows)},
                       {QStringLiteral("estimated"), cv.estimated},
                       {QStringLiteral("median_abs_error"), cv.medianAbsError},
                       {QStringLiteral("fitted_without"), without}};
}

void printRlComparison(const core::RlCalibrationReport& report, QTextStream& out) {
    out << "\nRL post-training steps (fitted: docs/estimation.md 13.5):\n";
    printRows(report.rows, out);
    out << "  median |error| " << QString::number(report.medianAbsError * 100, 'f', 1) << "% over "
        << report.estimated << " of " << report.rows.size() << " steps\n";
}

void printRlCrossValidation(const core::RlCrossValidation& cv, QTextStream& out) {
    out << "\nRL post-training steps, each model predicted by the parameters fitted without it:\n";
    for (const auto& [model, lines] : cv.fittedWithout) {
        out << "  without " << u(model) << ":";
        for (const std::string& line : lines)
            out << " " << u(line).simplified();
        out << "\n";
    }
    printRows(cv.rows, out);
    out << "  median |error| " << QString::number(cv.medianAbsError * 100, 'f', 1) << "% over "
        << cv.estimated << " of " << cv.rows.size() << " steps\n";
}

} // namespace gpuplan::cli
