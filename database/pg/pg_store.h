#pragma once
// The team store on a PostgreSQL server (issue 16), reached through QtSql's QPSQL driver: the same core
// interfaces as the SQLite file (SqlStore), its own numbered migrations (database/migrations-pg/NNNN.sql)
// applied inside one transaction with the version in the schema_version table. `team init` creates the
// schema and puts the bundled data in, like a new SQLite store; any other command opens an existing one
// and refuses a database without it rather than create one by accident.

#include "pg/pg_url.h"
#include "sql_store.h"

#include <functional>
#include <memory>

namespace gpuplan::db {

inline constexpr int kPgSchemaVersion = 15;

class PgStore : public SqlStore {
public:
    enum class Mode {
        Open,   // an existing team store (migrated when older); a database without one is refused
        Create, // `team init`: creates the schema and seeds it in an empty database; an existing one is kept
    };
    ~PgStore() override;

    /// Work done inside the transaction that opens the store, before it commits (`store copy` fills a store
    /// it may have just created): when it fails, neither the work nor the creation stays.
    using Within = std::function<core::Status(PgStore&)>;

    /// Connects and opens (or, with Mode::Create, creates) the team store, then runs `within` if given;
    /// nothing is written when any of it fails.
    static core::Result<std::unique_ptr<PgStore>> open(const PgUrl& url, Mode mode = Mode::Open,
                                                       const Within& within = {});

    QString location() const override { return m_url.text; }
    int schemaVersion() const override;
    /// True when this open created the schema (Mode::Create on an empty database).
    bool created() const { return m_created; }
    /// The schema this open upgraded the store from (0 when it was current or new).
    int upgradedFrom() const { return m_upgradedFrom; }

protected:
    core::Result<std::unique_ptr<QObject>>
    watchChanges(std::function<void(const core::StoreChange&)> changed) override;

private:
    PgStore(PgUrl url, QString connection);
    core::Status connect();
    core::Status prepare(Mode mode, const Within& within);
    core::Status migrate(int from);

    PgUrl m_url;
    bool m_created = false;
    int m_upgradedFrom = 0;
};

} // namespace gpuplan::db
