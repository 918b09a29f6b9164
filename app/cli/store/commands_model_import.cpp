// `gpuplan model import FILE|FOLDER`: Hugging Face config.json files read into the store's model catalog,
// all or nothing. Every file is read first (ui/models/model_config_file, the reader the workbench's
// File > Import model config... uses); one refused file, or two files making the same id, stores none.
// A model whose id the store holds already is refused unless --replace, which updates it against the
// version just read (a change someone makes meanwhile is refused as in `model set`).
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/scenario_options.h"
#include "cli/store_access.h"
#include "store.h"

#include "models/model_config_file.h"

#include <QFileInfo>

namespace gpuplan::cli {
namespace {

QString billions(double v) {
    return QString::number(v / 1e9, 'f', 2) + QLatin1Char('B');
}

// "8.19B parameters counted (published 8.2B, -0.1%), 8.19B per token": the shape's own count beside the
// figure the model will be estimated with, when they differ.
QString counts(const core::ModelConfigImport& imported) {
    const core::ModelSpec& m = imported.model;
    QString text = billions(imported.counted.total) + QStringLiteral(" parameters counted");
    if (m.params != imported.counted.total)
        text += QStringLiteral(" (given %1: %2%)")
                    .arg(billions(m.params))
                    .arg((imported.counted.total / m.params - 1) * 100, 0, 'f', 1);
    text += QStringLiteral(", %1 per token").arg(billions(imported.counted.active));
    if (m.activeParams != imported.counted.active)
        text += QStringLiteral(" (given %1)").arg(billions(m.activeParams));
    return text;
}

} // namespace

int runModelImport(const Arguments& args, QTextStream& out, QTextStream& err) {
    const QString path = args.positional().value(0);
    const QStringList files = ui::modelConfigFiles(path);
    if (files.isEmpty())
        return badInput(err, QFileInfo::exists(path)
                                 ? path + QStringLiteral(" holds no config.json and no .json file")
                                 : path + QStringLiteral(" does not exist"));
    core::ModelConfigOptions options;
    options.id = args.valueOr(QStringLiteral("id"), QString()).toStdString();
    options.name = args.valueOr(QStringLiteral("name"), QString()).toStdString();
    options.source = args.valueOr(QStringLiteral("source"), QString()).toStdString();
    for (const auto& [name, target] : {std::pair{"params", &options.publishedParams},
                                       std::pair{"active-params", &options.publishedActiveParams}})
        if (args.has(QString::fromLatin1(name))) {
            if (files.size() > 1)
                return badInput(err, std::string("--") + name + " is for one config; " + path.toStdString() +
                                         " holds " + std::to_string(files.size()));
            auto v = positiveQuantity(args, QString::fromLatin1(name));
            if (!v)
                return badInput(err, v.error());
            *target = v.value();
        }
    const ui::ModelConfigBatch batch = ui::readModelConfigs(files, options);
    for (const QString& problem : batch.problems)
        err << "gpuplan: error: " << problem << "\n";
    if (!batch.problems.isEmpty()) {
        err << "gpuplan: error: " << batch.problems.size() << " problem(s) in " << path
            << ": no model was imported\n";
        return 2;
    }
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqlStore& store = *opened.value();
    const bool replace = args.flag(QStringLiteral("replace"));
    const bool dryRun = args.flag(QStringLiteral("dry-run"));
    QStringList done;
    const core::Status stored = store.atomically([&]() -> core::Status {
        for (std::size_t i = 0; i < batch.models.size(); ++i) {
            core::ModelSpec model = batch.models[i].model;
            auto held = store.storedModel(model.id);
            if (!held)
                return held.failure();
            if (held.value() && !replace)
                return core::fail(batch.files[static_cast<qsizetype>(i)].toStdString() +
                                  ": the store holds model " + model.id + " (" + held.value()->name +
                                  ") already: give --id to import it under another id, or --replace to "
                                  "update it");
            model.version = held.value() ? held.value()->version : 0;
            if (!dryRun)
                if (auto saved = store.saveModel(model); !saved)
                    return saved.failure();
            done << QStringLiteral("%1 %2 (%3) from %4, model_type %5: %6")
                        .arg(held.value() ? QStringLiteral("updated") : QStringLiteral("imported"),
                             u(model.id), u(model.name), batch.files[static_cast<qsizetype>(i)],
                             u(batch.models[i].modelType), counts(batch.models[i]));
        }
        return core::ok();
    });
    if (!stored)
        return badInput(err, stored.error() + "; no model was imported");
    for (const QString& line : done)
        out << (dryRun ? QStringLiteral("dry run: would have ") : QString()) << line << "\n";
    out << (dryRun ? "dry run: nothing stored, " : "") << done.size() << " model(s) from " << path << "\n";
    return 0;
}

} // namespace gpuplan::cli
