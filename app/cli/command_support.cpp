#include "command_support.h"

#include "bundled_data.h"
#include "store_access.h"

#include <QJsonArray>
#include <QJsonObject>

namespace gpuplan::cli {

std::optional<CommandContext> prepareCommand(const QStringList& args, const QSet<QString>& flags,
                                             const QStringList& formats, QTextStream& err, int& status) {
    CommandContext ctx;
    const QString parseError = ctx.args.parse(args, flags);
    if (!parseError.isEmpty()) {
        status = badInput(err, parseError);
        return std::nullopt;
    }
    if (!ctx.args.positional().isEmpty()) {
        status = badInput(err, QStringLiteral("unexpected argument '%1'").arg(ctx.args.positional().first()));
        return std::nullopt;
    }
    ctx.format = ctx.args.valueOr(QStringLiteral("format"), formats.first());
    if (!formats.contains(ctx.format)) {
        status = badInput(
            err,
            QStringLiteral("unknown --format '%1' (%2)").arg(ctx.format, formats.join(QLatin1String(", "))));
        return std::nullopt;
    }
    // The catalog and calibration come from the store (seeded from the bundled data on first use),
    // so edits made there drive every estimate.
    auto store = openStore();
    if (!store) {
        status = badInput(err, store.error());
        return std::nullopt;
    }
    auto texts = store.value()->catalogTexts();
    auto catalog = texts ? core::Catalog::fromTexts(texts.value())
                         : core::Result<core::Catalog>(core::fail(texts.error()));
    if (!catalog) {
        status = badInput(err, "the catalog in " + store.value()->path().toStdString() +
                                   " is not usable: " + catalog.error());
        return std::nullopt;
    }
    ctx.catalog = std::move(catalog).value();
    return ctx;
}

bool rejectUnknownOptions(const CommandContext& ctx, QTextStream& err, int& status) {
    const QString unknown = ctx.args.unknownOption();
    if (unknown.isEmpty())
        return false;
    status = badInput(
        err, QStringLiteral("unknown option --%1 for this command (try 'gpuplan help')").arg(unknown));
    return true;
}

void writeJson(QTextStream& out, const QJsonValue& value) {
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

} // namespace gpuplan::cli
