// Changing the price store from the command line: price set/delete/history/revert, import, export,
// backup. Every change is one transaction with its history entry; imports are all-or-nothing.
#include "cli.h"
#include "command_support.h"
#include "store_access.h"

#include "core/number_parse.h"

#include "core/price_csv.h"
#include <algorithm>
#include <set>

#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace gpuplan::cli {
namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

core::Result<std::int64_t> idArgument(const Arguments& args, const QString& name) {
    const auto text = args.value(name);
    if (!text)
        return core::fail("give --" + name.toStdString() + " N");
    auto v = core::parseCount(text->toStdString());
    if (!v || v.value() <= 0)
        return core::fail("--" + name.toStdString() + ": '" + text->toStdString() + "' is not a positive id");
    return static_cast<std::int64_t>(v.value());
}

int priceSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqliteStore& store) {
    core::PriceRecord p;
    if (args.has(QStringLiteral("id"))) {
        auto id = idArgument(args, QStringLiteral("id"));
        if (!id)
            return badInput(err, id.error());
        auto all = store.prices({});
        if (!all)
            return badInput(err, all.error());
        auto it = std::find_if(all->begin(), all->end(),
                               [&](const core::PriceRecord& r) { return r.id == id.value(); });
        if (it == all->end())
            return badInput(err, QStringLiteral("no price with id %1").arg(id.value()));
        p = *it;
    }
    // Fields given on the command line replace the stored ones; a new price needs them all.
    const auto text = [&](const char* name, std::string& target) {
        if (const auto v = args.value(QString::fromLatin1(name)))
            target = v->toStdString();
    };
    text("gpu", p.gpuId);
    text("provider", p.providerId);
    text("region", p.regionId);
    text("date", p.effectiveDate);
    text("source", p.source);
    text("note", p.note);
    if (p.effectiveDate.empty())
        p.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    if (const auto k = args.value(QStringLiteral("kind"))) {
        const auto kind = core::parsePriceKind(k->toStdString());
        if (!kind)
            return badInput(err, QStringLiteral("unknown --kind '%1'").arg(*k));
        p.kind = *kind;
    }
    if (const auto u = args.value(QStringLiteral("unit"))) {
        const auto unit = core::parsePriceUnit(u->toStdString());
        if (!unit)
            return badInput(err, QStringLiteral("unknown --unit '%1'").arg(*u));
        p.unit = *unit;
    }
    const std::string currency =
        args.valueOr(QStringLiteral("currency"), q(p.amount.currency().empty() ? "USD" : p.amount.currency()))
            .toStdString();
    for (const auto& [name, target] : {std::pair{"amount", &p.amount}}) {
        const auto v = args.value(QString::fromLatin1(name));
        if (!v && p.id == 0)
            return badInput(err, QStringLiteral("a new price needs --amount"));
        if (v) {
            auto m = core::Money::parse(v->toStdString(), currency);
            if (!m)
                return badInput(err, "--amount: " + m.error());
            *target = m.value();
        }
    }
    for (const auto& [name, target] : {std::pair{"low", &p.low}, std::pair{"high", &p.high}}) {
        if (const auto v = args.value(QString::fromLatin1(name))) {
            auto m = core::Money::parse(v->toStdString(), currency);
            if (!m)
                return badInput(err, QStringLiteral("--%1: ").arg(QString::fromLatin1(name)) + q(m.error()));
            *target = m.value();
        }
    }
    const std::string note =
        args.valueOr(QStringLiteral("change-note"), QStringLiteral("set from the command line"))
            .toStdString();
    auto stored = store.setPrice(p, note);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored price " << stored->id << ": " << q(stored->gpuId) << " " << q(stored->providerId) << " / "
        << q(stored->regionId) << " " << q(stored->amount.toString()) << " per "
        << q(std::string(core::priceUnitName(stored->unit))) << "\n";
    return 0;
}

int priceHistory(const Arguments& args, QTextStream& out, QTextStream& err, db::SqliteStore& store) {
    std::int64_t id = 0;
    if (args.has(QStringLiteral("id"))) {
        auto v = idArgument(args, QStringLiteral("id"));
        if (!v)
            return badInput(err, v.error());
        id = v.value();
    }
    auto changes = store.history(id);
    if (!changes)
        return badInput(err, changes.error());
    for (const core::PriceChange& c : changes.value()) {
        auto show = [](const std::optional<core::PriceRecord>& p) {
            return p ? q(p->amount.toString() + " (" + p->effectiveDate + ")") : QStringLiteral("-");
        };
        out << QStringLiteral("change %1  price %2  %3  %4: %5 -> %6  %7\n")
                   .arg(c.id)
                   .arg(c.priceId)
                   .arg(q(c.changedAt))
                   .arg(q(c.action), -7)
                   .arg(show(c.before), show(c.after), q(c.note));
    }
    return 0;
}

core::Result<std::string> readInput(const QString& path) {
    QFile f(path);
    if (!f.exists())
        return core::fail(path.toStdString() + " does not exist");
    if (!f.open(QIODevice::ReadOnly))
        return core::fail("cannot read " + path.toStdString() + ": " + f.errorString().toStdString());
    if (f.size() > 256LL * 1024 * 1024)
        return core::fail(path.toStdString() + " is larger than 256 MB: split it");
    const QByteArray data = f.readAll();
    if (data.trimmed().isEmpty())
        return core::fail(path.toStdString() + " is empty");
    return data.toStdString();
}

int importFile(const QString& kind, const QString& path, const Arguments& args, QTextStream& out,
               QTextStream& err, db::SqliteStore& store) {
    auto text = readInput(path);
    if (!text)
        return badInput(err, text.error());
    auto gpus = store.gpuIds();
    if (!gpus)
        return badInput(err, gpus.error());
    core::ParsedPrices parsed;
    if (kind == QLatin1String("gpus")) {
        auto report = store.importGpus(text.value(), args.flag(QStringLiteral("dry-run")));
        if (!report)
            return badInput(err, report.error());
        for (const core::ImportError& e : report->errors)
            out << (e.line > 0 ? QStringLiteral("line %1: ").arg(e.line) : QString()) << q(e.reason) << "\n";
        if (!report->errors.empty()) {
            err << "gpuplan: error: " << report->errors.size() << " problem(s) in " << path
                << ": no GPU was changed\n";
            return 2;
        }
        out << (report->written ? "imported " : "dry run: would import ") << report->rows << " GPUs from "
            << path << "\n";
        return 0;
    }
    if (kind == QLatin1String("csv")) {
        parsed = core::parsePriceCsv(text.value(), gpus.value());
    } else if (kind == QLatin1String("skypilot")) {
        QFile mapFile(QStringLiteral(":/prices/skypilot_gpu_map.csv"));
        mapFile.open(QIODevice::ReadOnly);
        auto map = core::parseAcceleratorMap(mapFile.readAll().toStdString());
        const QString date = args.valueOr(QStringLiteral("date"), QDate::currentDate().toString(Qt::ISODate));
        parsed = core::parseSkyPilotCsv(text.value(), map.value(), date.toStdString());
    } else {
        return badInput(err, QStringLiteral("unknown import '%1' (csv, skypilot or gpus)").arg(kind));
    }
    const bool dryRun = args.flag(QStringLiteral("dry-run"));
    const bool validOnly = args.flag(QStringLiteral("valid-only"));
    for (const core::ImportError& e : parsed.errors)
        out << "line " << e.line
            << (e.column.empty() ? QString() : QStringLiteral(", column %1").arg(q(e.column))) << ": "
            << q(e.reason) << "\n";
    if (!parsed.errors.empty() && !validOnly) {
        err << "gpuplan: error: " << parsed.errors.size() << " rejected row(s) in " << path
            << ": nothing was imported (fix them, or give --valid-only to import the "
            << parsed.records.size() << " valid rows)\n";
        return 2;
    }
    if (!dryRun) {
        // A region or provider the store already has keeps its own names and electricity price.
        auto known = store.regions();
        auto knownProviders = store.providers();
        if (!known || !knownProviders)
            return badInput(err, !known ? known.error() : knownProviders.error());
        std::set<std::string> regionIds, providerIds;
        for (const core::Region& r : known.value())
            regionIds.insert(r.id);
        for (const core::Provider& p : knownProviders.value())
            providerIds.insert(p.id);
        for (const core::Region& r : parsed.regions)
            if (!regionIds.count(r.id))
                if (auto added = store.addRegion(r); !added)
                    return badInput(err, added.error());
        for (const core::Provider& p : parsed.providers)
            if (!providerIds.count(p.id))
                if (auto added = store.addProvider(p); !added)
                    return badInput(err, added.error());
    }
    auto report = store.importPrices(parsed.records, dryRun,
                                     "imported from " + QFileInfo(path).fileName().toStdString());
    if (!report)
        return badInput(err, report.error());
    // The store numbers the records it refuses; report them by their line in the file.
    for (const core::ImportError& e : report->errors) {
        const std::size_t i = static_cast<std::size_t>(e.line - 1);
        out << "line " << (i < parsed.lines.size() ? parsed.lines[i] : e.line) << ": " << q(e.reason) << "\n";
    }
    if (!report->errors.empty()) {
        err << "gpuplan: error: " << report->errors.size()
            << " record(s) refused by the store: nothing was imported\n";
        return 2;
    }
    out << (dryRun ? "dry run: would import " : "imported ") << parsed.records.size() << " prices from "
        << path << " (" << report->inserted << " new, " << report->updated << " changed, "
        << report->unchanged << " unchanged"
        << (parsed.errors.empty() ? QString() : QStringLiteral(", %1 rows skipped").arg(parsed.errors.size()))
        << ")\n";
    return 0;
}

int regionSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqliteStore& store) {
    const auto id = args.value(QStringLiteral("id"));
    if (!id)
        return badInput(err, QStringLiteral("give --id REGION (see 'gpuplan regions')"));
    auto regions = store.regions();
    if (!regions)
        return badInput(err, regions.error());
    core::Region r;
    r.id = id->toStdString();
    for (const core::Region& known : regions.value())
        if (known.id == r.id)
            r = known;
    const bool isNew = r.nameEn.empty();
    for (const auto& [name, target] : {std::pair{"name-en", &r.nameEn}, std::pair{"name-zh", &r.nameZh},
                                       std::pair{"currency", &r.currency}, std::pair{"source", &r.source}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->toStdString();
    if (isNew && (r.nameEn.empty() || r.nameZh.empty() || r.currency.empty()))
        return badInput(err, QStringLiteral("a new region needs --name-en, --name-zh and --currency"));
    if (const auto e = args.value(QStringLiteral("electricity"))) {
        auto v = core::parseQuantity(e->toStdString());
        if (!v || v.value() < 0 || v.value() > 100)
            return badInput(err, QStringLiteral("--electricity: '%1' is not a price per kWh").arg(*e));
        r.electricityPerKwh = v.value();
        if (!args.has(QStringLiteral("source")))
            return badInput(
                err, QStringLiteral("an electricity price needs --source (where the figure comes from)"));
    }
    if (const auto p = args.value(QStringLiteral("pue"))) {
        auto v = core::parseQuantity(p->toStdString());
        if (!v || v.value() < 1 || v.value() > 3)
            return badInput(err, QStringLiteral("--pue must be a number from 1 to 3"));
        r.pue = v.value();
    }
    auto stored = store.addRegion(r);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored region " << q(r.id) << "\n";
    return 0;
}

int rateSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqliteStore& store) {
    core::ExchangeRate r;
    r.currency = args.valueOr(QStringLiteral("currency"), QString()).toStdString();
    r.effectiveDate =
        args.valueOr(QStringLiteral("date"), QDate::currentDate().toString(Qt::ISODate)).toStdString();
    r.source = args.valueOr(QStringLiteral("source"), QString()).toStdString();
    const auto value = args.value(QStringLiteral("usd-per-unit"));
    if (!value)
        return badInput(err, QStringLiteral("give --usd-per-unit (USD for one unit of the currency)"));
    auto v = core::parseQuantity(value->toStdString());
    if (!v)
        return badInput(err, "--usd-per-unit: " + v.error());
    r.usdPerUnit = v.value();
    auto stored = store.setExchangeRate(r);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored 1 " << q(r.currency) << " = " << r.usdPerUnit << " USD (" << q(r.effectiveDate) << ")\n";
    return 0;
}

} // namespace

int runStoreEdit(const QString& command, const QStringList& rawArgs, QTextStream& out, QTextStream& err) {
    Arguments args;
    const QString parseError = args.parse(rawArgs, {QStringLiteral("dry-run"), QStringLiteral("valid-only")});
    if (!parseError.isEmpty())
        return badInput(err, parseError);
    const QStringList pos = args.positional();
    // What each command expects: price set|delete|history|revert, import csv|skypilot FILE,
    // export prices FILE, backup [FILE].
    QString what;
    if (command != QLatin1String("backup")) {
        if (pos.isEmpty())
            return badInput(err, QStringLiteral("'%1' needs what to do (see 'gpuplan help')").arg(command));
        what = pos.first();
    }
    // Options each command understands: anything else is a typo, refused before anything changes.
    const QStringList known =
        command == QLatin1String("region")
            ? QStringList{QStringLiteral("id"),          QStringLiteral("name-en"),
                          QStringLiteral("name-zh"),     QStringLiteral("currency"),
                          QStringLiteral("electricity"), QStringLiteral("pue"),
                          QStringLiteral("source")}
        : command == QLatin1String("rate")
            ? QStringList{QStringLiteral("currency"), QStringLiteral("usd-per-unit"), QStringLiteral("date"),
                          QStringLiteral("source")}
        : command == QLatin1String("price")
            ? QStringList{QStringLiteral("id"),     QStringLiteral("gpu"),      QStringLiteral("provider"),
                          QStringLiteral("region"), QStringLiteral("kind"),     QStringLiteral("unit"),
                          QStringLiteral("amount"), QStringLiteral("currency"), QStringLiteral("low"),
                          QStringLiteral("high"),   QStringLiteral("date"),     QStringLiteral("source"),
                          QStringLiteral("note"),   QStringLiteral("change"),   QStringLiteral("change-note")}
        : command == QLatin1String("import")
            ? QStringList{QStringLiteral("dry-run"), QStringLiteral("valid-only"), QStringLiteral("date")}
            : QStringList{};
    for (const QString& k : known)
        args.has(k);
    const QString unknownOption = args.unknownOption();
    if (!unknownOption.isEmpty())
        return badInput(err, QStringLiteral("unknown option --%1 for '%2'").arg(unknownOption, command));
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqliteStore& store = *opened.value();
    int status = 0;
    if (command == QLatin1String("region") || command == QLatin1String("rate")) {
        if (what != QLatin1String("set"))
            return badInput(err, QStringLiteral("give '%1 set ...'").arg(command));
        return command == QLatin1String("region") ? regionSet(args, out, err, store)
                                                  : rateSet(args, out, err, store);
    }
    if (command == QLatin1String("price")) {
        if (what == QLatin1String("set"))
            status = priceSet(args, out, err, store);
        else if (what == QLatin1String("history"))
            status = priceHistory(args, out, err, store);
        else if (what == QLatin1String("delete") || what == QLatin1String("revert")) {
            const QString key =
                what == QLatin1String("delete") ? QStringLiteral("id") : QStringLiteral("change");
            auto id = idArgument(args, key);
            if (!id)
                return badInput(err, id.error());
            const std::string note =
                args.valueOr(QStringLiteral("change-note"), QStringLiteral("from the command line"))
                    .toStdString();
            auto done = what == QLatin1String("delete") ? store.removePrice(id.value(), note)
                                                        : store.revert(id.value(), note);
            if (!done)
                return badInput(err, done.error());
            out << (what == QLatin1String("delete") ? "deleted price " : "reverted change ") << id.value()
                << "\n";
        } else
            return badInput(err,
                            QStringLiteral("unknown 'price %1' (set, delete, history or revert)").arg(what));
    } else if (command == QLatin1String("import")) {
        if (pos.size() != 2)
            return badInput(
                err, QStringLiteral("give 'import csv FILE', 'import skypilot FILE' or 'import gpus FILE'"));
        return importFile(what, pos[1], args, out, err, store);
    } else if (command == QLatin1String("export")) {
        if ((what != QLatin1String("prices") && what != QLatin1String("gpus")) || pos.size() != 2)
            return badInput(err, QStringLiteral("give 'export prices FILE' or 'export gpus FILE'"));
        std::string content;
        std::size_t count = 0;
        if (what == QLatin1String("gpus")) {
            auto texts = store.catalogTexts();
            if (!texts)
                return badInput(err, texts.error());
            content = "\xEF\xBB\xBF" + texts->gpus; // a BOM so Excel reads the UTF-8 text
            count = store.gpuIds()->size();
        } else {
            auto prices = store.prices({});
            if (!prices)
                return badInput(err, prices.error());
            content = core::writePriceCsv(prices.value());
            count = prices->size();
        }
        QSaveFile file(pos[1]);
        if (!file.open(QIODevice::WriteOnly))
            return badInput(err, QStringLiteral("cannot write %1: %2").arg(pos[1], file.errorString()));
        file.write(QByteArray::fromStdString(content));
        if (!file.commit())
            return badInput(err, QStringLiteral("cannot write %1: %2").arg(pos[1], file.errorString()));
        out << "exported " << count << " " << what << " to " << pos[1] << "\n";
    } else if (command == QLatin1String("backup")) {
        const QString target =
            pos.isEmpty() ? store.path() + QStringLiteral(".backup-") +
                                QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))
                          : pos.first();
        auto done = store.backupTo(target);
        if (!done)
            return badInput(err, done.error());
        out << "backed up " << store.path() << " to " << target << "\n";
    }
    return status;
}

} // namespace gpuplan::cli
