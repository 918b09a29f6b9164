// `gpuplan calibrate`: the estimator against every published run, and the fit that sets the
// efficiency parameters (resources/calibration/).
#include "bundled_data.h"
#include "bundled_paths.h"
#include "cli.h"
#include "command_support.h"

#include "core/calibration.h"
#include "core/calibration_io.h"
#include "core/training_messages.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

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
        out << QStringLiteral("%1 %2 %3 %4 %5  %6 | %7\n")
                   .arg(QString::fromStdString(run.id), -11)
                   .arg(QString::fromStdString(run.description).left(38), -38)
                   .arg(run.reported, 11, 'g', 6)
                   .arg(row.estimate, 11, 'g', 6)
                   .arg(QString::asprintf("%+.1f%%", row.error * 100.0), 7)
                   .arg(QString::fromUtf8(core::metricUnit(run.metric).data()),
                        QString::fromStdString(core::describePlan(row.plan.plan)));
    }
    out << QStringLiteral("\n%1 runs; median absolute error %2%, worst %3% (%4)\n")
               .arg(report.rows.size())
               .arg(report.medianAbsError * 100.0, 0, 'f', 1)
               .arg(report.worstAbsError * 100.0, 0, 'f', 1)
               .arg(QString::fromStdString(report.worstId));
}

} // namespace

int runCalibrateCommand(const QStringList& args, QTextStream& out, QTextStream& err) {
    int status = 0;
    auto ctx = prepareCommand(args, {QStringLiteral("fit")},
                              {QStringLiteral("table"), QStringLiteral("json")}, err, status);
    if (!ctx)
        return status;
    const bool fit = ctx->args.flag(QStringLiteral("fit"));
    const auto writeDir = ctx->args.value(QStringLiteral("write"));
    if (writeDir && !fit)
        return badInput(err, QStringLiteral("--write needs --fit"));
    if (writeDir && !QDir(*writeDir).exists())
        return badInput(err, QStringLiteral("--write: directory %1 does not exist").arg(*writeDir));
    if (rejectUnknownOptions(*ctx, err, status))
        return status;
    auto runs = loadBundledPublishedRuns();
    if (!runs) {
        err << "gpuplan: internal error: " << QString::fromStdString(runs.error()) << "\n";
        return 1;
    }
    QStringList fitted;
    if (fit) {
        for (const std::string& line : core::fitCalibration(ctx->catalog, runs.value()))
            fitted << QString::fromStdString(line);
    }
    const core::CalibrationReport report = core::evaluateCalibration(ctx->catalog, runs.value());
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
        basis["goodput"] = "fitted on published runs (gpuplan calibrate --fit)";
        basis["dp_overlap"] = "fitted on published runs (gpuplan calibrate --fit)";
        basis["default_matmul_efficiency"] =
            "mean of the fitted BF16/FP16 efficiencies; used for GPUs without a published run";
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
            o.insert(QStringLiteral("run"), QString::fromStdString(row.run->description));
            o.insert(QStringLiteral("unit"), QString::fromUtf8(core::metricUnit(row.run->metric).data()));
            o.insert(QStringLiteral("reported"), row.run->reported);
            o.insert(QStringLiteral("estimate"), row.estimated ? QJsonValue(row.estimate) : QJsonValue());
            o.insert(QStringLiteral("error"), row.estimated ? QJsonValue(row.error) : QJsonValue());
            o.insert(QStringLiteral("problem"), QString::fromStdString(row.problem));
            rows.append(o);
        }
        QJsonObject o;
        o.insert(QStringLiteral("rows"), rows);
        o.insert(QStringLiteral("median_abs_error"), report.medianAbsError);
        o.insert(QStringLiteral("worst_abs_error"), report.worstAbsError);
        o.insert(QStringLiteral("worst_id"), QString::fromStdString(report.worstId));
        o.insert(QStringLiteral("fitted"), QJsonArray::fromStringList(fitted));
        writeJson(out, o);
        return 0;
    }
    if (fit) {
        out << "Fitted parameters:\n";
        for (const QString& line : fitted)
            out << "  " << line << "\n";
        out << "\n";
    }
    printReport(report, out);
    return 0;
}

} // namespace gpuplan::cli
