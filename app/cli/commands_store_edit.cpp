// Changing the price store from the command line: price set/delete/history/revert, import, export,
// backup. Every change is one transaction with its history entry; imports are all-or-nothing.
#include "cli.h"
#include "command_support.h"
#include "store.h"
#include "store_access.h"

#include "core/number_parse.h"

#include "core/prices/price_csv.h"
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

// --if-version V: the version of the price the user last saw. Without it an edit is made against the
// version read just before writing (the store still refuses it if the price changes in between).
core::Result<std::optional<std::int64_t>> versionArgument(const Arguments& args) {
    const auto text = args.value(QStringLiteral("if-version"));
    if (!text)
        return std::optional<std::int64_t>();
    if (!args.has(QStringLiteral("id")))
        return core::fail(std::string("--if-version needs --id: a new price has no version yet"));
    auto v = core::parseCount(text->toStdString());
    if (!v || v.value() <= 0)
        return core::fail("--if-version: '" + text->toStdString() +
                          "' is not a version (a whole number from 1, see 'gpuplan prices --format json')");
    return std::optional<std::int64_t>(static_cast<std::int64_t>(v.value()));
}

// --change N, or --change last: the newest change, so "undo what I just did" needs no look-up.
core::Result<std::int64_t> changeArgument(const Arguments& args, db::SqlStore& store) {
    if (args.value(QStringLiteral("change")) != QLatin1String("last"))
        return idArgument(args, QStringLiteral("change"));
    auto changes = store.history(0);
    if (!changes)
        return core::fail(changes.error());
    if (changes->empty())
        return core::fail(std::string("--change last: the history is empty"));
    return changes->front().id; // newest first
}

int priceSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    auto seenVersion = versionArgument(args);
    if (!seenVersion)
        return badInput(err, seenVersion.error());
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
    const core::PriceRecord before = p;
    text("date", p.effectiveDate);
    text("source", p.source);
    text("note", p.note);
    text("source-url", p.sourceUrl);
    text("verification", p.verification);
    if (const auto v = args.value(QStringLiteral("indicative"))) {
        if (*v != QLatin1String("yes") && *v != QLatin1String("no"))
            return badInput(err,
                            QStringLiteral("--indicative: give yes (a market quote) or no (a list price)"));
        p.indicative = *v == QLatin1String("yes");
    }
    if (p.id == 0 && p.effectiveDate.empty() && !args.has(QStringLiteral("date")))
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
    if (seenVersion.value())
        p.version = *seenVersion.value();
    // A changed figure without a new --source keeps a source that is true for it.
    if (p.id != 0)
        p = core::withEditProvenance(before, p, QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                     store.author());
    auto stored = store.setPrice(p, note);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored price " << stored->id << ": " << q(stored->gpuId) << " " << q(stored->providerId) << " / "
        << q(stored->regionId) << " " << q(stored->amount.toString()) << " per "
        << q(std::string(core::priceUnitName(stored->unit))) << ", version " << stored->version << "\n";
    return 0;
}

// `price delete --id N [--if-version V]`: the price as stored now, or at the version the user saw.
core::Status priceDelete(const Arguments& args, db::SqlStore& store, std::int64_t id,
                         const std::string& note) {
    auto seenVersion = versionArgument(args);
    if (!seenVersion)
        return core::fail(seenVersion.error());
    std::int64_t version = 0;
    if (seenVersion.value()) {
        version = *seenVersion.value();
    } else {
        auto all = store.prices({});
        if (!all)
            return core::fail(all.error());
        const auto it =
            std::find_if(all->begin(), all->end(), [&](const core::PriceRecord& p) { return p.id == id; });
        if (it == all->end())
            return core::fail("no price with id " + std::to_string(id));
        version = it->version;
    }
    return store.removePrice(id, version, note);
}

int priceHistory(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
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
            return p ? q(p->amount.toString() + " (" +
                         (p->effectiveDate.empty() ? "undated" : p->effectiveDate) + ")")
                     : QStringLiteral("-");
        };
        out << QStringLiteral("change %1  price %2  %3  %4  %5: %6 -> %7  %8\n")
                   .arg(c.id)
                   .arg(c.priceId)
                   .arg(q(c.changedAt))
                   .arg(c.author.empty() ? QStringLiteral("-") : q(c.author))
                   .arg(q(c.action), -7)
                   .arg(show(c.before), show(c.after), q(c.note));
        // The source as it was and as it became: a hand edit keeps the former one here.
        if (c.before && c.after && c.before->source != c.after->source)
            out << "    source before: " << q(c.before->source)
                << "\n    source after:  " << q(c.after->source) << "\n";
    }
    return 0;
}

// --NAME as a number in [min, max] into `target`; false (with the message written) when it is not.
bool numberOption(const Arguments& args, const char* name, double min, double max,
                  std::optional<double>& target, QTextStream& err) {
    const auto text = args.value(QString::fromLatin1(name));
    if (!text)
        return true;
    auto v = core::parseQuantity(text->toStdString());
    if (!v || v.value() < min || v.value() > max) {
        badInput(err, QStringLiteral("--%1: '%2' is not a number from %3 to %4")
                          .arg(QString::fromLatin1(name), *text)
                          .arg(min)
                          .arg(max));
        return false;
    }
    target = v.value();
    return true;
}

int regionSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
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
    const core::Region before = r;
    const bool isNew = r.nameEn.empty();
    for (const auto& [name, target] :
         {std::pair{"name-en", &r.nameEn}, std::pair{"name-zh", &r.nameZh},
          std::pair{"currency", &r.currency}, std::pair{"parent", &r.parent},
          std::pair{"source", &r.electricity.source}, std::pair{"source-url", &r.electricity.url},
          std::pair{"date", &r.electricity.effectiveDate}, std::pair{"pue-source", &r.pueSource.source}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->toStdString();
    if (isNew && (r.nameEn.empty() || r.nameZh.empty() || r.currency.empty()))
        return badInput(err, QStringLiteral("a new region needs --name-en, --name-zh and --currency"));
    std::optional<double> pue;
    if (!numberOption(args, "electricity", 0, 100, r.electricityPerKwh, err) ||
        !numberOption(args, "low", 0, 100, r.electricity.low, err) ||
        !numberOption(args, "high", 0, 100, r.electricity.high, err) ||
        !numberOption(args, "pue", 1, 3, pue, err))
        return 2;
    if (pue)
        r.pue = *pue;
    if (args.has(QStringLiteral("electricity")) && !args.has(QStringLiteral("source")) &&
        before.electricity.source.empty())
        return badInput(err,
                        QStringLiteral("an electricity price needs --source (where the figure comes from)"));
    // A changed figure without a new source gets an "edited" source naming the former one.
    if (!isNew)
        r = core::withEditProvenance(before, r, QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                     store.author());
    if (r.electricityPerKwh && r.electricity.effectiveDate.empty())
        r.electricity.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    auto stored = store.addRegion(r);
    if (!stored)
        return badInput(err, stored.error());
    out << "stored region " << q(r.id) << "\n";
    return 0;
}

int rateSet(const Arguments& args, QTextStream& out, QTextStream& err, db::SqlStore& store) {
    const std::string currency = args.valueOr(QStringLiteral("currency"), QString()).toStdString();
    auto rates = store.exchangeRates();
    if (!rates)
        return badInput(err, rates.error());
    core::ExchangeRate r;
    r.currency = currency;
    for (const core::ExchangeRate& known : rates.value())
        if (known.currency == currency)
            r = known;
    const core::ExchangeRate before = r;
    const bool stored = !before.source.empty();
    if (!args.has(QStringLiteral("usd-per-unit")) && !stored)
        return badInput(err, QStringLiteral("give --usd-per-unit (USD for one unit of the currency)"));
    std::optional<double> value;
    if (!numberOption(args, "usd-per-unit", 1e-9, 1e9, value, err) ||
        !numberOption(args, "low", 1e-9, 1e9, r.low, err) ||
        !numberOption(args, "high", 1e-9, 1e9, r.high, err))
        return 2;
    if (value)
        r.usdPerUnit = *value;
    for (const auto& [name, target] :
         {std::pair{"date", &r.effectiveDate}, std::pair{"source", &r.source}, std::pair{"url", &r.url}})
        if (const auto v = args.value(QString::fromLatin1(name)))
            *target = v->toStdString();
    if (r.effectiveDate.empty() || (value && !args.has(QStringLiteral("date"))))
        r.effectiveDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    // A new rate outside the stored range drops the range rather than contradict it.
    if ((r.low && r.usdPerUnit < *r.low) || (r.high && r.usdPerUnit > *r.high))
        if (!args.has(QStringLiteral("low")) && !args.has(QStringLiteral("high")))
            r.low = r.high = std::nullopt;
    if (stored)
        r = core::withEditProvenance(before, r, QDate::currentDate().toString(Qt::ISODate).toStdString(),
                                     store.author());
    auto written = store.setExchangeRate(r);
    if (!written)
        return badInput(err, written.error());
    out << "stored 1 " << q(r.currency) << " = " << r.usdPerUnit << " USD (" << q(r.effectiveDate) << "; "
        << q(r.source) << ")\n";
    return 0;
}

} // namespace

int runStoreEdit(const Arguments& args, QTextStream& out, QTextStream& err) {
    // The command table gives each of these exactly the options it reads, so nothing is left unused.
    const QString command = args.spec().words.first();
    const QString what = args.spec().words.value(1);
    const QStringList& pos = args.positional();
    auto opened = openStore();
    if (!opened)
        return badInput(err, opened.error());
    db::SqlStore& store = *opened.value();
    int status = 0;
    if (command == QLatin1String("region"))
        return regionSet(args, out, err, store);
    if (command == QLatin1String("rate"))
        return rateSet(args, out, err, store);
    if (command == QLatin1String("price")) {
        if (what == QLatin1String("set"))
            status = priceSet(args, out, err, store);
        else if (what == QLatin1String("history"))
            status = priceHistory(args, out, err, store);
        else { // delete or revert
            auto id = what == QLatin1String("delete") ? idArgument(args, QStringLiteral("id"))
                                                      : changeArgument(args, store);
            if (!id)
                return badInput(err, id.error());
            const std::string note =
                args.valueOr(QStringLiteral("change-note"), QStringLiteral("from the command line"))
                    .toStdString();
            auto done = what == QLatin1String("delete") ? priceDelete(args, store, id.value(), note)
                                                        : store.revert(id.value(), note);
            if (!done)
                return badInput(err, done.error());
            out << (what == QLatin1String("delete") ? "deleted price " : "reverted change ") << id.value()
                << "\n";
        }
    } else if (command == QLatin1String("import")) {
        return importFile(what, pos[0], args, out, err, store);
    } else if (command == QLatin1String("export")) {
        std::string content;
        std::size_t count = 0;
        if (what == QLatin1String("gpus")) {
            auto texts = store.catalogTexts(false);
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
        QSaveFile file(pos[0]);
        if (!file.open(QIODevice::WriteOnly))
            return badInput(err, QStringLiteral("cannot write %1: %2").arg(pos[0], file.errorString()));
        file.write(QByteArray::fromStdString(content));
        if (!file.commit())
            return badInput(err, QStringLiteral("cannot write %1: %2").arg(pos[0], file.errorString()));
        out << "exported " << count << " " << what << " to " << pos[0] << "\n";
    } else if (command == QLatin1String("backup")) {
        auto* file = dynamic_cast<db::SqliteStore*>(&store);
        // VACUUM INTO copies a file; a team store is copied whole, history and all, by `store copy`.
        if (!file)
            return badInput(err,
                            "backup copies a store file; " + store.location().toStdString() +
                                " is a team store on a PostgreSQL server: copy it to a file with `gpuplan "
                                "--db " +
                                store.location().toStdString() +
                                " store copy --to FILE` (or use the server's own tools, pg_dump)");
        const QString target =
            pos.isEmpty() ? file->path() + QStringLiteral(".backup-") +
                                QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))
                          : pos.first();
        auto done = file->backupTo(target);
        if (!done)
            return badInput(err, done.error());
        out << "backed up " << file->path() << " to " << target << "\n";
    }
    return status;
}

} // namespace gpuplan::cli
