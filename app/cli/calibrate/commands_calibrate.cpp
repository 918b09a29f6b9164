// `gpuplan calibrate`: the estimator against every published run, and the fit that sets the
// efficiency parameters (resources/calibration/).
#include "bundled_paths.h"
#include "cli/bundled_data.h"
#include "cli/calibrate/calibrate_cross_validation.h"
#include "cli/calibrate/calibrate_rl.h"
#include "cli/calibrate/calibrate_serving_load.h"
#include "cli/cli.h"
#include "cli/command_support.h"

#include "core/calibration/calibration.h"
#include "core/calibration/calibration_io.h"
#include "core/calibration/inference_calibration.h"
#include "core/training/training_messages.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>

namespace gpuplan::cli {
namespace {

bool writeText(const QString& path, const std::string& text, QString& error) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    f.write(QByteArray::fromStdString(text));
    if (!f.commit()) {
        error = QStringLiteral("cannot write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void printReport(const core::CalibrationReport& report, QTextStream& out) {
    out << QStringLiteral("%1 %2 %3 %4 %5  %6\n")
               .arg(QStringLiteral("id"), -11)
               .arg(QStringLiteral("run"), -38)
               .arg(QStringLiteral("reported"), 11)
               .arg(QStringLiteral("estimate"), 11)
               .arg(QStringLiteral("error"), 7)
               .arg(QStringLiteral("unit / plan"));
    for (const core::CalibrationRow& row : report.rows) {
        const core::PublishedRun& run = *row.run;
        if (!row.estimated) {
            out << QStringLiteral("%1 %2 %3 %4\n")
                       .arg(QString::fromStdString(run.id), -11)
                       .arg(QString::fromStdString(run.description).left(38), -38)
                       .arg(run.reported, 11, 'g', 6)
                       .arg(QStringLiteral("no estimate: ") + QString::fromStdString(row.problem));
            continue;
        }
        out << QStringLiteral("%1 %2 %3 %4 %5  %6 | %7%8\n")
                   .arg(QString::fromStdString(run.id), -11)
                   .arg(QString::fromStdString(run.description).left(38), -38)
                   .arg(run.reported, 11, 'g', 6)
                   .arg(row.estimate, 11, 'g', 6)
                   .arg(QString::asprintf("%+.1f%%", row.error * 100.0), 7)
                   .arg(QString::fromUtf8(core::metricUnit(run.metric).data()),
                        QString::fromStdString(core::describePlan(row.plan.plan, row.plan.layersPerStage)),
                        run.fitted ? QString() : QStringLiteral(" (compared, not fitted)"));
    }
    const auto fitted = std::count_if(report.rows.begin(), report.rows.end(),
                                      [](const core::CalibrationRow& row) { return row.run->fitted; });
    out << QStringLiteral("\n%1 runs; median absolute error %2%, worst %3% (%4)")
               .arg(fitted)
               .arg(report.medianAbsError * 100.0, 0, 'f', 1)
               .arg(report.worstAbsError * 100.0, 0, 'f', 1)
               .arg(QString::fromStdString(report.worstId));
    if (fitted < static_cast<qsizetype>(report.rows.size()))
        out << QStringLiteral("; with the %1 compared, not fitted: median %2%")
                   .arg(report.rows.size() - fitted)
                   .arg(report.medianAbsErrorAllRows * 100.0, 0, 'f', 1);
    out << "\n";
}

void printInferenceReport(const core::InferenceCalibrationReport& report, QTextStream& out) {
    out << "\nServing (output tokens/s):\n";
    out << QStringLiteral("%1 %2 %3 %4 %5  %6\n")
               .arg(QStringLiteral("id"), -6)
               .arg(QStringLiteral("run"), -40)
               .arg(QStringLiteral("reported"), 10)
               .arg(QStringLiteral("estimate"), 10)
               .arg(QStringLiteral("error"), 7)
               .arg(QStringLiteral("per / setup"));
    for (const core::InferenceCalibrationRow& row : report.rows) {
        const core::PublishedInference& run = *row.run;
        const QString what = QStringLiteral("%1 x %2 %3, in %4 out %5")
                                 .arg(run.gpuCount)
                                 .arg(QString::fromStdString(run.gpuId))
                                 .arg(QString::fromUtf8(core::servingPrecisionName(run.job.precision).data()))
                                 .arg(run.job.inputTokens)
                                 .arg(run.job.outputTokens);
        const QString label =
            (QString::fromStdString(run.description) + QStringLiteral(", ") + what).left(40);
        if (!row.estimated) {
            out << QStringLiteral("%1 %2 %3 no estimate: %4\n")
                       .arg(QString::fromStdString(run.id), -6)
                       .arg(label, -40)
                       .arg(run.reported, 10, 'g', 6)
                       .arg(QString::fromStdString(row.problem));
            continue;
        }
        out << QStringLiteral("%1 %2 %3 %4 %5  %6 | tp=%7 batch=%8%9\n")
                   .arg(QString::fromStdString(run.id), -6)
                   .arg(label, -40)
                   .arg(run.reported, 10, 'g', 6)
                   .arg(row.estimate, 10, 'g', 6)
                   .arg(QString::asprintf("%+.1f%%", row.error * 100.0), 7)
                   .arg(run.perSystem ? QStringLiteral("system") : QStringLiteral("GPU"))
                   .arg(row.detail.tp)
                   .arg(row.detail.batch)
                   .arg(run.fitted ? QString() : QStringLiteral(" (compared, not fitted)"));
    }
    qsizetype fitted = 0;
    for (const core::InferenceCalibrationRow& row : report.rows)
        fitted += row.run->fitted ? 1 : 0;
    out << QStringLiteral(
               "\n%1 fitted runs; median absolute error %2%, worst %3% (%4); all %5 runs: median %6%\n")
               .arg(fitted)
               .arg(report.medianAbsError * 100.0, 0, 'f', 1)
               .arg(report.worstAbsError * 100.0, 0, 'f', 1)
               .arg(QString::fromStdString(report.worstId))
               .arg(report.rows.size())
               .arg(report.medianAbsErrorAllRows * 100.0, 0, 'f', 1);
}

} // namespace

int runCalibrateCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, err, status);
    if (!ctx)
        return status;
    const bool fit = ctx->args.flag(QStringLiteral("fit"));
    const bool crossValidate = ctx->args.flag(QStringLiteral("cross-validate"));
    const auto writeDir = ctx->args.value(QStringLiteral("write"));
    if (crossValidate && fit)
        return badInput(err,
                        QStringLiteral("--cross-validate refits by itself: it does not combine with --fit"));
    if (writeDir && !fit)
        return badInput(err, QStringLiteral("--write needs --fit"));
    if (writeDir && !QDir(*writeDir).exists())
        return badInput(err, QStringLiteral("--write: directory %1 does not exist").arg(*writeDir));
    if (rejectUnusedOptions(args, err, status))
        return status;
    auto runs = loadBundledPublishedRuns();
    if (!runs) {
        err << "gpuplan: internal error: " << QString::fromStdString(runs.error()) << "\n";
        return 1;
    }
    auto serving = loadBundledPublishedInference();
    if (!serving) {
        err << "gpuplan: internal error: " << QString::fromStdString(serving.error()) << "\n";
        return 1;
    }
    auto servingLoad = loadBundledPublishedServing();
    if (!servingLoad) {
        err << "gpuplan: internal error: " << QString::fromStdString(servingLoad.error()) << "\n";
        return 1;
    }
    auto rlSteps = loadBundledPublishedRl();
    auto rlRefits = loadBundledPublishedRlRefits();
    if (!rlSteps || !rlRefits) {
        err << "gpuplan: internal error: "
            << QString::fromStdString(!rlSteps ? rlSteps.error() : rlRefits.error()) << "\n";
        return 1;
    }
    if (crossValidate) {
        const core::CrossValidationReport training = core::crossValidateTraining(ctx->catalog, runs.value());
        const core::CrossValidationReport inference =
            core::crossValidateInference(ctx->catalog, serving.value());
        if (ctx->format == QLatin1String("json")) {
            QJsonObject o;
            o.insert(QStringLiteral("training"), crossValidationJson(training));
            o.insert(QStringLiteral("inference"), crossValidationJson(inference));
            o.insert(QStringLiteral("serving_load"),
                     servingLoadCrossValidationJson(
                         core::crossValidateServingLoad(ctx->catalog, servingLoad.value())));
            o.insert(QStringLiteral("rl"), rlCrossValidationJson(core::crossValidateRl(
                                               ctx->catalog, rlSteps.value(), rlRefits.value())));
            writeJson(out, QJsonObject{{QStringLiteral("cross_validation"), o}});
            return 0;
        }
        printCrossValidation(QStringLiteral("Training"), training, out);
        out << "\n";
        printCrossValidation(QStringLiteral("Serving (output tokens/s)"), inference, out);
        printServingLoadCrossValidation(core::crossValidateServingLoad(ctx->catalog, servingLoad.value()),
                                        out);
        printRlCrossValidation(core::crossValidateRl(ctx->catalog, rlSteps.value(), rlRefits.value()), out);
        return 0;
    }
    QStringList fitted;
    if (fit) {
        for (const std::string& line : core::fitCalibration(ctx->catalog, runs.value()))
            fitted << QString::fromStdString(line);
        for (const std::string& line : core::fitInferenceCalibration(ctx->catalog, serving.value()))
            fitted << QString::fromStdString(line);
        for (const std::string& line : core::fitServingLoadCalibration(ctx->catalog, servingLoad.value()))
            fitted << QString::fromStdString(line);
        for (const std::string& line :
             core::fitRlCalibration(ctx->catalog, rlSteps.value(), rlRefits.value()))
            fitted << QString::fromStdString(line);
    }
    const core::CalibrationReport report = core::evaluateCalibration(ctx->catalog, runs.value());
    const core::InferenceCalibrationReport servingReport =
        core::evaluateInferenceCalibration(ctx->catalog, serving.value());
    const core::ServingCalibrationReport loadReport =
        core::evaluateServingCalibration(ctx->catalog, servingLoad.value());
    const core::RlCalibrationReport rlReport = core::compareRlCalibration(ctx->catalog, rlSteps.value());
    if (writeDir) {
        core::EfficiencyTable table;
        for (const core::GpuSpec& g : ctx->catalog.gpus()) {
            const core::GpuEfficiency& e = ctx->catalog.efficiency(g.id);
            bool any = false;
            for (double v : e.matmul)
                any = any || v > 0;
            if (any)
                table[g.id] = e;
        }
        QString error;
        std::map<std::string, std::string> basis;
        const QString globalsBefore = readResource(QString::fromLatin1(resources::kGlobalParams));
        for (const QString& line : globalsBefore.split(QLatin1Char('\n')).mid(1)) {
            const qsizetype comma = line.indexOf(QLatin1Char(','));
            const qsizetype second = line.indexOf(QLatin1Char(','), comma + 1);
            if (comma > 0 && second > 0)
                basis[line.left(comma).toStdString()] =
                    line.mid(second + 1).remove(QLatin1Char('"')).toStdString();
        }
        for (const char* name :
             {"goodput", "dp_overlap", "activation_traffic_passes", "layer_overhead_seconds",
              "step_overhead_seconds", "pytorch_hopper_matmul_factor"})
            basis[name] = "fitted on published runs (gpuplan calibrate --fit)";
        basis["default_matmul_efficiency"] =
            "mean of the fitted BF16/FP16 efficiencies; used for GPUs without a published run";
        for (const char* name :
             {"decode_bandwidth_efficiency", "inference_compute_factor", "inference_step_overhead_seconds"})
            basis[name] = "fitted on published inference throughput (gpuplan calibrate --fit)";
        for (const char* name : {"expert_matmul_factor", "moe_layer_overhead_seconds"})
            basis[name] =
                "fitted on published serving under load, models with experts (gpuplan calibrate --fit)";
        for (const char* name : {"rl_refit_seconds", "rl_refit_bytes_per_second"})
            basis[name] =
                "fitted on published RL refit times (published_rl_refit.csv; gpuplan calibrate --fit)";
        for (const char* name : {"rl_length_tail", "rl_generation_factor", "rl_training_factor"})
            basis[name] = "fitted on published RL steps (published_rl.csv; gpuplan calibrate --fit)";
        basis["amd_serving_factor"] =
            "fitted on published serving under load on AMD MI300X (vLLM and SGLang ROCm "
            "builds of 2024-2025; gpuplan calibrate --fit), applied to every AMD card";
        if (!writeText(QDir(*writeDir).filePath(QStringLiteral("efficiency.csv")),
                       core::writeEfficiencyCsv(table), error) ||
            !writeText(QDir(*writeDir).filePath(QStringLiteral("global_params.csv")),
                       core::writeGlobalParamsCsv(ctx->catalog.globals(), basis), error))
            return badInput(err, error);
    }
    if (ctx->format == QLatin1String("json")) {
        QJsonArray rows;
        for (const core::CalibrationRow& row : report.rows) {
            QJsonObject o;
            o.insert(QStringLiteral("id"), QString::fromStdString(row.run->id));
            o.insert(QStringLiteral("group"), QString::fromStdString(row.run->group));
            o.insert(QStringLiteral("run"), QString::fromStdString(row.run->description));
            o.insert(QStringLiteral("unit"), QString::fromUtf8(core::metricUnit(row.run->metric).data()));
            o.insert(QStringLiteral("reported"), row.run->reported);
            o.insert(QStringLiteral("estimate"), row.estimated ? QJsonValue(row.estimate) : QJsonValue());
            o.insert(QStringLiteral("error"), row.estimated ? QJsonValue(row.error) : QJsonValue());
            o.insert(QStringLiteral("problem"), QString::fromStdString(row.problem));
            o.insert(QStringLiteral("fitted"), row.run->fitted);
            rows.append(o);
        }
        QJsonObject o;
        o.insert(QStringLiteral("rows"), rows);
        o.insert(QStringLiteral("median_abs_error"), report.medianAbsError);
        o.insert(QStringLiteral("worst_abs_error"), report.worstAbsError);
        o.insert(QStringLiteral("worst_id"), QString::fromStdString(report.worstId));
        o.insert(QStringLiteral("fitted"), QJsonArray::fromStringList(fitted));
        o.insert(QStringLiteral("store_calibration_kept"), ctx->calibrationKept);
        QJsonArray servingRows;
        for (const core::InferenceCalibrationRow& row : servingReport.rows) {
            QJsonObject r;
            r.insert(QStringLiteral("id"), QString::fromStdString(row.run->id));
            r.insert(QStringLiteral("group"), QString::fromStdString(row.run->group));
            r.insert(QStringLiteral("run"), QString::fromStdString(row.run->description));
            r.insert(QStringLiteral("per"),
                     row.run->perSystem ? QStringLiteral("system") : QStringLiteral("gpu"));
            r.insert(QStringLiteral("reported"), row.run->reported);
            r.insert(QStringLiteral("estimate"), row.estimated ? QJsonValue(row.estimate) : QJsonValue());
            r.insert(QStringLiteral("error"), row.estimated ? QJsonValue(row.error) : QJsonValue());
            r.insert(QStringLiteral("problem"), QString::fromStdString(row.problem));
            r.insert(QStringLiteral("fitted"), row.run->fitted);
            servingRows.append(r);
        }
        QJsonObject servingJson;
        servingJson.insert(QStringLiteral("rows"), servingRows);
        servingJson.insert(QStringLiteral("median_abs_error"), servingReport.medianAbsError);
        servingJson.insert(QStringLiteral("worst_abs_error"), servingReport.worstAbsError);
        servingJson.insert(QStringLiteral("worst_id"), QString::fromStdString(servingReport.worstId));
        servingJson.insert(QStringLiteral("median_abs_error_all_rows"), servingReport.medianAbsErrorAllRows);
        o.insert(QStringLiteral("inference"), servingJson);
        o.insert(QStringLiteral("serving_load"), servingLoadJson(loadReport));
        o.insert(QStringLiteral("rl"), rlComparisonJson(rlReport));
        writeJson(out, o);
        return 0;
    }
    if (fit) {
        out << "Fitted parameters:\n";
        for (const QString& line : fitted)
            out << "  " << line << "\n";
        out << "\n";
    }
    if (ctx->calibrationKept && !fit)
        out << "Note: this store's calibration was changed by hand since GpuPlan wrote it, so the fit this\n"
               "version ships was not applied to it: the figures below use the store's own values.\n\n";
    out << "Training:\n";
    printReport(report, out);
    printInferenceReport(servingReport, out);
    printServingLoad(loadReport, out);
    printRlComparison(rlReport, out);
    return 0;
}

} // namespace gpuplan::cli
