// `gpuplan --db postgresql://... team init`: creates the team store on a PostgreSQL server (issue 16): its
// schema and the bundled data, in one transaction. Roles, membership and the rest of issue 16 come later.
#include "cli.h"
#include "store_access.h"

#include "pg/pg_store.h"

namespace gpuplan::cli {

int runTeamCommand(const Arguments&, QTextStream& out, QTextStream& err) {
    const QString where = storePath();
    if (!db::looksLikePgUrl(where))
        return badInput(err, QStringLiteral("team init needs the server's URL: gpuplan --db "
                                            "postgresql://USER@HOST:PORT/DATABASE team init"));
    auto url = db::parsePgUrl(where);
    if (!url)
        return badInput(err, url.error());
    auto store = db::PgStore::open(url.value(), db::PgStore::Mode::Create);
    if (!store)
        return badInput(err, store.error());
    db::PgStore& team = *store.value();
    if (!team.created()) {
        out << "the team store " << where << " exists already (schema " << team.schemaVersion()
            << "); nothing was changed\n";
        return 0;
    }
    auto prices = team.prices({});
    auto regions = team.regions();
    auto gpus = team.gpuIds();
    if (!prices || !regions || !gpus)
        return badInput(err, !prices ? prices.error() : !regions ? regions.error() : gpus.error());
    out << "created the team store " << where << " (schema " << team.schemaVersion() << ") with "
        << gpus->size() << " GPUs, " << regions->size() << " regions and " << prices->size()
        << " prices; changes are recorded with the database user (" << QString::fromStdString(team.author())
        << ")\n";
    return 0;
}

} // namespace gpuplan::cli
