// The APIs' prices per million tokens from the command line: `api-prices` lists them, `api-price set` adds
// or changes one, `api-price delete` removes one, and `import|export api-prices FILE` read and write them in
// the bundled list's CSV layout (core/prices/api_price_csv.h). Each change is made against the version read
// (or the one the user saw, --if-version), so nobody's edit is lost.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"
#include "store.h"

#include "core/number_parse.h"
#include "core/prices/api_price_csv.h"

#include <QDate>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

namespace gpuplan::cli {
namespace {

QString today() {
    return QDate::currentDate().toString(Qt::ISODate);
}

QJsonObject apiPriceJson(const core::ApiPriceRecord& p) {
    return {{QStringLiteral("id"), static_cast<qint64>(p.id)},
            {QStringLiteral("version"), static_cast<qint64>(p.version)},
            {QStringLiteral("provider"), u(p.provider)},
            {QStringLiteral("model"), u(p.model)},
            {QStringLiteral("model_id"), u(p.modelId)},
            {QStringLiteral("currency"), u(p.currency)},
            {QStringLiteral("input_per_mtok"), p.inputPerMillion},
            {QStringLiteral("cached_input_per_mtok"),
             p.cachedInputPerMillion ? QJsonValue(*p.cachedInputPerMillion) : QJsonValue()},
            {QStringLiteral("output_per_mtok"), p.outputPerMillion},
            {QStringLiteral("effective_date"), u(p.effectiveDate)},
            {QStringLiteral("source"), u(p.source)},
            {QStringLiteral("url"), u(p.url)},
            {QStringLiteral("verification"), u(p.verification)},
            {QStringLiteral("note"), u(p.note)}};
}

int listApiPrices(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    auto all = store.apiPrices();
    if (!all)
        return badInput(err, all.error());
    std::vector<core::ApiPriceRecord> shown = all.value();
    if (const auto model = args.value(QStringLiteral("model")))
        shown = core::apiPricesMatching(shown, model->toStdString());
    const QString provider = args.valueOr(QStringLiteral("provider"), QString());
    const QString currency = args.valueOr(QStringLiteral("currency"), QString()).toUpper();
    std::erase_if(shown, [&](const core::ApiPriceRecord& p) {
        return (!provider.isEmpty() && !u(p.provider).contains(provider, Qt::CaseInsensitive)) ||
               (!currency.isEmpty() && u(p.currency) != currency);
    });
    const QString format = args.format();
    if (format == QLatin1String("json")) {
        QJsonArray arr;
        for (const core::ApiPriceRecord& p : shown)
            arr.append(apiPriceJson(p));
        writeJson(out, arr);
        return 0;
    }
    if (format == QLatin1String("csv")) {
        out << u(core::apiPriceCsv(shown));
        return 0;
    }
    out << QStringLiteral("%1 %2 %3 %4 %5  %6\n")
               .arg(QStringLiteral("id"), 4)
               .arg(QStringLiteral("provider / model"), -58)
               .arg(QStringLiteral("serves"), -16)
               .arg(QStringLiteral("input / cached / output per 1M"), 30)
               .arg(QStringLiteral("date"), -10)
               .arg(QStringLiteral("source"));
    for (const core::ApiPriceRecord& p : shown)
        out << QStringLiteral("%1 %2 %3 %4 %5  %6\n")
                   .arg(p.id, 4)
                   .arg(u(p.label()).left(58), -58)
                   .arg(p.modelId.empty() ? QStringLiteral("-") : u(p.modelId), -16)
                   .arg(u(core::apiPriceFigures(p)), 30)
                   .arg(p.effectiveDate.empty() ? QStringLiteral("undated") : u(p.effectiveDate), -10)
                   .arg(u(p.source).left(70));
    out << shown.size() << " API prices\n";
    return 0;
}

// --NAME as a price per million tokens (0 or more); false, with the message written, when it is not one.
bool figureOption(const Arguments& args, const char* name, std::optional<double>& target, QTextStream& err) {
    const auto text = args.value(QString::fromLatin1(name));
    if (!text)
        return true;
    auto v = core::parseQuantity(text->toStdString());
    if (!v || v.value() < 0) {
        badInput(err, QStringLiteral("--%1: '%2' is not a price per million tokens")
                          .arg(QString::fromLatin1(name), *text));
        return false;
    }
    target = v.value();
    return true;
}

// --id N: the stored API price it names.
core::Result<core::ApiPriceRecord> storedById(const QString& text, db::SqlStore& store) {
    auto id = core::parseCount(text.toStdString());
    if (!id || id.value() <= 0)
        return core::fail("--id: '" + text.toStdString() + "' is not a positive id");
    auto all = store.apiPrices();
    if (!all)
        return core::fail(all.error());
    for (const core::ApiPriceRecord& p : all.value())
        if (p.id == id.value())
            return p;
    return core::fail("no API price " + std::to_string(id.value()) + " (see 'gpuplan api-prices')");
}

int apiPriceSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    core::ApiPriceRecord p;
    const auto idText = args.value(QStringLiteral("id"));
    if (idText) {
        auto found = storedById(*idText, store);
        if (!found)
            return badInput(err, found.error());
        p = found.value();
    }
    auto seen = ifVersionOption(args, "api-prices");
    if (!seen)
        return badInput(err, seen.error());
    if (seen.value()) {
        if (!idText)
            return badInput(err,
                            QStringLiteral("--if-version needs --id: a new API price has no version yet"));
        p.version = *seen.value();
    }
    const core::ApiPriceRecord before = p;
    for (const auto& [name, target] :
         {std::pair{"provider", &p.provider}, std::pair{"model", &p.model}, std::pair{"model-id", &p.modelId},
          std::pair{"date", &p.effectiveDate}, std::pair{"source", &p.source}, std::pair{"url", &p.url},
          std::pair{"verification", &p.verification}, std::pair{"note", &p.note}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->trimmed().toStdString();
    if (const auto c = args.value(QStringLiteral("currency")))
        p.currency = c->trimmed().toUpper().toStdString();
    if (p.currency.empty())
        p.currency = "USD";
    std::optional<double> input, output;
    const bool noCached = args.value(QStringLiteral("cached")) == QLatin1String("none");
    if (!figureOption(args, "input", input, err) ||
        (!noCached && !figureOption(args, "cached", p.cachedInputPerMillion, err)) ||
        !figureOption(args, "output", output, err))
        return 2;
    if (noCached)
        p.cachedInputPerMillion.reset();
    p.inputPerMillion = input.value_or(p.inputPerMillion);
    p.outputPerMillion = output.value_or(p.outputPerMillion);
    if (!idText && (p.provider.empty() || p.model.empty() || !input || !output || p.source.empty()))
        return badInput(err,
                        QStringLiteral("a new API price needs --provider, --model, --input, --output and "
                                       "--source (where the figures come from)"));
    if (!p.modelId.empty()) {
        auto model = store.storedModel(p.modelId);
        if (!model)
            return badInput(err, model.error());
        if (!model.value())
            return badInput(err,
                            QStringLiteral("--model-id: no model '%1' in the catalog (see 'gpuplan models')")
                                .arg(u(p.modelId)));
    }
    if (idText)
        p = core::withEditProvenance(before, p, today().toStdString(), store.author());
    auto stored = store.saveApiPrice(p);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored API price " << stored->id << ": " << u(stored->label()) << ", "
        << u(core::apiPriceFigures(stored.value()))
        << " per million tokens (input / cached / output; version " << stored->version << ")\n";
    return 0;
}

int apiPriceDelete(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    const auto idText = args.value(QStringLiteral("id"));
    if (!idText)
        return badInput(err, QStringLiteral("give --id N (see 'gpuplan api-prices')"));
    auto found = storedById(*idText, store);
    if (!found)
        return badInput(err, found.error());
    auto seen = ifVersionOption(args, "api-prices");
    if (!seen)
        return badInput(err, seen.error());
    if (auto removed = store.removeApiPrice(found->id, seen.value().value_or(found->version)); !removed)
        return badInput(err, removed.error());
    out << "deleted API price " << found->id << " (" << u(found->label()) << ")\n";
    return 0;
}

// All or nothing: every row checked first, then each added, or changed where one of the same provider, model,
// currency and date is stored, in one transaction.
int importApiPrices(const QString& path, const Arguments& args, QTextStream& out, QTextStream& err,
                    db::SqlStore& store) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return badInput(err, QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    const core::ParsedApiPrices parsed = core::parseApiPriceCsv(file.readAll().toStdString());
    if (!parsed.errors.empty()) {
        for (const std::string& line : core::summarizeImportErrors(parsed.errors))
            err << path << ": " << u(line) << "\n";
        err << "nothing was imported\n";
        return 2;
    }
    auto stored = store.apiPrices();
    if (!stored)
        return badInput(err, stored.error());
    int added = 0, changed = 0, unchanged = 0;
    std::vector<core::ApiPriceRecord> writes;
    for (core::ApiPriceRecord p : parsed.records) {
        const auto same = std::find_if(stored->begin(), stored->end(),
                                       [&](const core::ApiPriceRecord& s) { return s.key() == p.key(); });
        if (same != stored->end()) {
            p.id = same->id;
            p.version = same->version;
            if (p == *same) {
                ++unchanged;
                continue;
            }
            ++changed;
        } else {
            ++added;
        }
        writes.push_back(p);
    }
    if (!args.flag(QStringLiteral("dry-run"))) {
        auto done = store.atomically([&]() -> core::Status {
            for (const core::ApiPriceRecord& p : writes)
                if (auto saved = store.saveApiPrice(p); !saved)
                    return saved.failure();
            return core::ok();
        });
        if (!done)
            return badInput(err, QStringLiteral("%1; nothing was imported").arg(u(done.error())));
    }
    out << (args.flag(QStringLiteral("dry-run")) ? "would import " : "imported ") << parsed.records.size()
        << " API prices from " << path << ": " << added << " new, " << changed << " changed, " << unchanged
        << " unchanged\n";
    return 0;
}

int exportApiPrices(const QString& path, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    auto all = store.apiPrices();
    if (!all)
        return badInput(err, all.error());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return badInput(err, QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    file.write(QByteArray("\xEF\xBB\xBF") + QByteArray::fromStdString(core::apiPriceCsv(all.value())));
    if (!file.commit())
        return badInput(err, QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    out << "exported " << all->size() << " API prices to " << path << "\n";
    return 0;
}

} // namespace

int runApiPriceCommand(const Arguments& args, QTextStream& out, QTextStream& err) {
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqlStore& store = *opened.value();
    const QStringList& words = args.spec().words;
    if (words.first() == QLatin1String("api-prices"))
        return listApiPrices(args, out, err, store);
    if (words.first() == QLatin1String("import"))
        return importApiPrices(args.positional().first(), args, out, err, store);
    if (words.first() == QLatin1String("export"))
        return exportApiPrices(args.positional().first(), out, err, store);
    return words.value(1) == QLatin1String("set") ? apiPriceSet(args, out, err, store)
                                                  : apiPriceDelete(args, out, err, store);
}

} // namespace gpuplan::cli
