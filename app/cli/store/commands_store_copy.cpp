// `gpuplan --db SOURCE store copy --to TARGET [--replace]` (issue 16): the whole store copied between SQLite
// files and PostgreSQL team stores, all or nothing (database/store_copy.h says how).
#include "cli/arguments.h"
#include "cli/cli.h"
#include "cli/store_access.h"

#include "store_copy.h"

namespace gpuplan::cli {

int runStoreCopy(const Arguments& args, QTextStream& out, QTextStream& err) {
    const auto target = args.value(QStringLiteral("to"));
    if (!target || target->isEmpty())
        return badInput(
            err, QStringLiteral("store copy needs --to FILE or --to postgresql://USER@HOST:PORT/DATABASE"));
    const QString source = storePath();
    auto copied = db::copyStore(source, *target, args.has(QStringLiteral("replace")));
    if (!copied)
        return badInput(err, copied.error());
    const db::CopyReport& report = copied.value();
    if (!report.replaced.empty()) {
        out << "replaced what " << *target << " held: ";
        for (std::size_t i = 0; i < report.replaced.size(); ++i)
            out << (i == 0                            ? ""
                    : i + 1 == report.replaced.size() ? " and "
                                                      : ", ")
                << QString::fromStdString(report.replaced[i]);
        out << "\n";
    }
    const auto rows = [&](const char* table) { return report.rowsOf(QString::fromLatin1(table)); };
    out << "copied " << source << " to " << *target << ": " << rows("gpus") << " GPUs, " << rows("models")
        << " models, " << rows("networks") << " networks, " << rows("efficiency") << " efficiency rows, "
        << rows("regions") << " regions, " << rows("providers") << " providers, " << rows("prices")
        << " prices with " << rows("price_history") << " history entries, " << rows("exchange_rates")
        << " exchange rates and " << rows("scenarios") << " scenarios\n";
    return 0;
}

} // namespace gpuplan::cli
