// Changing the price store from the command line: price set/delete/history/revert, import, export,
// backup. Every change is one transaction with its history entry; imports are all-or-nothing.
#include "cli/cli.h"
#include "cli/cli_text.h"
#include "cli/command_support.h"
#include "cli/store_access.h"
#include "store.h"

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
    if (args.has(QStringLiteral("if-version")) && !args.has(QStringLiteral("id")))
        return core::fail(std::string("--if-version needs --id: a new price has no version yet"));
    return ifVersionOption(args, "prices");
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
        args.valueOr(QStringLiteral("currency"), u(p.amount.currency().empty() ? "USD" : p.amount.currency()))
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
                return badInput(err, QStringLiteral("--%1: ").arg(QString::fromLatin1(name)) + u(m.error()));
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
    out << "stored price " << stored->id << ": " << u(stored->gpuId) << " " << u(stored->providerId) << " / "
        << u(stored->regionId) << " " << u(stored->amount.toString()) << " per "
        << u(std::string(core::priceUnitName(stored->unit))) << ", version " << stored->version << "\n";
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
            return p ? u(p->amount.toString() + " (" +
                         (p->effectiveDate.empty() ? "undated" : p->effectiveDate) + ")")
                     : QStringLiteral("-");
        };
        out << QStringLiteral("change %1  price %2  %3  %4  %5: %6 -> %7  %8\n")
                   .arg(c.id)
                   .arg(c.priceId)
                   .arg(u(c.changedAt))
                   .arg(c.author.empty() ? QStringLiteral("-") : u(c.author))
                   .arg(u(c.action), -7)
                   .arg(show(c.before), show(c.after), u(c.note));
        // The source as it was and as it became: a hand edit keeps the former one here.
        if (c.before && c.after && c.before->source != c.after->source)
            out << "    source before: " << u(c.before->source)
                << "\n    source after:  " << u(c.after->source) << "\n";
    }
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
        } else if (what == QLatin1String("models")) {
            auto models = storedModelsCsv(store);
            if (!models)
                return badInput(err, models.error());
            content = "\xEF\xBB\xBF" + models->first;
            count = models->second;
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
