// The team store's roles are the server's (issue 16, migrations-pg/0002.sql), tested by connecting as real
// login roles of the test server: a viewer cannot change prices or the catalog, nor read another's private
// scenario; an editor changes prices but not the catalog or the membership; an admin manages the
// membership; every change is signed with the server's user whatever the client sends; `team init`
// without the right to create roles says so and leaves nothing; a schema-1 store migrates.
#include "database/cli_run.h"
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "sql_support.h"

#include "core/catalog/catalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QtTest>

using namespace gpuplan;

namespace {

using test::loginName;
using test::on;
using test::openAs;
using test::pgScalar;

// The catalog's H100 SXM renamed, as an edit of the catalog through the store.
core::Status renameH100(db::PgStore& store) {
    auto texts = store.catalogTexts();
    if (!texts)
        return core::fail(texts.error());
    auto catalog = core::Catalog::fromTexts(texts.value());
    if (!catalog || !catalog->gpu("h100-sxm"))
        return core::fail("no h100-sxm in the catalog");
    core::GpuSpec gpu = *catalog->gpu("h100-sxm");
    gpu.name += " (renamed)";
    auto saved = store.saveGpu(gpu);
    return saved ? core::ok() : core::Status(saved.failure());
}

} // namespace

class TestPgRoles : public QObject {
    Q_OBJECT

    std::unique_ptr<test::ScratchDatabases> m_databases;
    QString m_url; // a team store created by the server's superuser, its owner

    // A new login role with `role` granted by the owner through `team grant`; its URL to the store.
    QString member(const char* who, const char* role) {
        const QString url = m_databases->login(loginName(who), m_url);
        const test::CliRun granted =
            on(m_url, {QStringLiteral("team"), QStringLiteral("grant"), loginName(who), QLatin1String(role)});
        if (url.isEmpty() || granted.status != 0)
            qWarning("cannot make %s a member: %s", who, qPrintable(granted.err));
        return url;
    }
    // A price without a range, so that any amount is a valid edit.
    QString firstPrice() {
        return pgScalar(
            m_url,
            QStringLiteral("SELECT min(id) FROM prices WHERE low_minor IS NULL AND high_minor IS NULL"));
    }

    // Renaming a GPU of the catalog as the user of `url` is refused by the server, naming the admin role.
    void catalogIsRefusedTo(const QString& url) {
        auto store = openAs(url);
        QVERIFY(store);
        const core::Status renamed = renameH100(*store);
        QVERIFY(!renamed);
        QVERIFY2(QString::fromStdString(renamed.error())
                     .contains(QStringLiteral("changing gpus needs the admin role")),
                 renamed.error().c_str());
        QVERIFY(!pgScalar(m_url, QStringLiteral("SELECT name FROM gpus WHERE id = 'h100-sxm'"))
                     .contains(QStringLiteral("renamed")));
    }

private slots:
    void init() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        m_url = m_databases->create();
        const test::CliRun created = on(m_url, {QStringLiteral("team"), QStringLiteral("init")});
        QVERIFY2(created.status == 0, qPrintable(created.err));
    }
    void cleanup() { m_databases.reset(); }

    void viewerIsRefusedByTheServer() {
        const QString viewer = member("viewer", "viewer"), editor = member("editor", "editor");
        // The editor keeps one scenario private and shares another, saved as the workbench saves them.
        {
            auto store = openAs(editor);
            QVERIFY(store);
            QVERIFY(store->replaceScenarios({{"secret", "{}"}, {"open", "{}"}}));
        }
        QCOMPARE(pgScalar(editor, QStringLiteral("UPDATE scenarios SET shared = 1 WHERE name = 'open' "
                                                 "RETURNING shared")),
                 QStringLiteral("1"));

        const QString id = firstPrice();
        const QString amount =
            pgScalar(m_url, QStringLiteral("SELECT amount_minor FROM prices WHERE id = %1").arg(id));
        const QString changes = pgScalar(m_url, QStringLiteral("SELECT count(*) FROM price_history"));
        const test::CliRun set =
            on(viewer, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"), id,
                        QStringLiteral("--amount"), QStringLiteral("12345")});
        QCOMPARE(set.status, 2);
        // The refusal alone, one line: no driver noise about the aborted transaction around it.
        QVERIFY2(set.err.trimmed() == QStringLiteral("gpuplan: error: cannot change price %1: the server "
                                                     "refused: changing prices needs the editor role "
                                                     "(PostgreSQL: ERROR: permission denied for table prices "
                                                     "(42501))")
                                          .arg(id),
                 qPrintable(set.err));
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT amount_minor FROM prices WHERE id = %1").arg(id)),
                 amount);
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT count(*) FROM price_history")), changes);

        catalogIsRefusedTo(viewer);

        // Row-level security: the viewer sees the shared scenario only, and cannot change it.
        const QString names = QStringLiteral("SELECT string_agg(name, ',' ORDER BY name) FROM scenarios");
        QCOMPARE(pgScalar(editor, names), QStringLiteral("open,secret"));
        QCOMPARE(pgScalar(viewer, names), QStringLiteral("open"));
        QCOMPARE(pgScalar(viewer, QStringLiteral("SELECT count(*) FROM scenarios WHERE name = 'secret'")),
                 QStringLiteral("0"));
        QCOMPARE(pgScalar(viewer, QStringLiteral("UPDATE scenarios SET json = '{\"x\":1}' RETURNING name")),
                 QString());
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT string_agg(json, ',') FROM scenarios")),
                 QStringLiteral("{},{}"));
        // Saving the table again, as the workbench does on every change, keeps what its owner shared.
        {
            auto again = openAs(editor);
            QVERIFY(again && again->replaceScenarios({{"secret", "{\"v\":2}"}, {"open", "{\"v\":2}"}}));
        }
        QCOMPARE(pgScalar(viewer, QStringLiteral("SELECT name || ' ' || json FROM scenarios")),
                 QStringLiteral("open {\"v\":2}"));
    }

    void editorChangesPricesButNotTheCatalogOrMembership() {
        const QString editor = member("editor", "editor"), viewer = member("viewer", "viewer");
        const QString bystander = m_databases->login(loginName("bystander"), m_url);
        QVERIFY(!bystander.isEmpty());
        const QString id = firstPrice();
        const QString amount =
            pgScalar(m_url, QStringLiteral("SELECT amount_minor FROM prices WHERE id = %1").arg(id));
        const test::CliRun set =
            on(editor, {QStringLiteral("price"), QStringLiteral("set"), QStringLiteral("--id"), id,
                        QStringLiteral("--amount"), QStringLiteral("12345")});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        QVERIFY(pgScalar(m_url, QStringLiteral("SELECT amount_minor FROM prices WHERE id = %1").arg(id)) !=
                amount);
        // The revert is signed by whoever reverts.
        const test::CliRun reverted = on(editor, {QStringLiteral("price"), QStringLiteral("revert"),
                                                  QStringLiteral("--change"), QStringLiteral("last")});
        QVERIFY2(reverted.status == 0, qPrintable(reverted.err));
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT amount_minor FROM prices WHERE id = %1").arg(id)),
                 amount);
        QCOMPARE(pgScalar(m_url, QStringLiteral(
                                     "SELECT action || ' by ' || author FROM price_history ORDER BY id DESC "
                                     "LIMIT 1")),
                 QStringLiteral("revert by ") + loginName("editor"));
        const test::CliRun history =
            on(viewer, {QStringLiteral("price"), QStringLiteral("history"), QStringLiteral("--id"), id});
        QVERIFY2(history.status == 0 && history.out.contains(loginName("editor")),
                 qPrintable(history.out + history.err));

        const test::CliRun grant = on(editor, {QStringLiteral("team"), QStringLiteral("grant"),
                                               loginName("bystander"), QStringLiteral("viewer")});
        QCOMPARE(grant.status, 2);
        QVERIFY2(grant.err.contains(QStringLiteral("the server refused: granting or revoking")) &&
                     grant.err.contains(QStringLiteral("needs the admin role")) &&
                     grant.err.contains(QStringLiteral("nothing was changed")),
                 qPrintable(grant.err));
        // A promotion says what was asked and who can do it, not which revoke the server refused first.
        const test::CliRun promote = on(editor, {QStringLiteral("team"), QStringLiteral("grant"),
                                                 loginName("viewer"), QStringLiteral("editor")});
        QCOMPARE(promote.status, 2);
        QVERIFY2(
            promote.err.contains(QStringLiteral("cannot change %1's role from viewer to editor: the server "
                                                "refused")
                                     .arg(loginName("viewer"))) &&
                promote.err.contains(QStringLiteral("ask one to run `team grant %1 editor`; nothing was "
                                                    "changed")
                                         .arg(loginName("viewer"))),
            qPrintable(promote.err));
        const test::CliRun revoke =
            on(editor, {QStringLiteral("team"), QStringLiteral("revoke"), loginName("viewer")});
        QCOMPARE(revoke.status, 2);
        QVERIFY2(revoke.err.contains(QStringLiteral("needs the admin role")), qPrintable(revoke.err));
        const QString roles = QStringLiteral(
            "SELECT string_agg(m.rolname, ',' ORDER BY m.rolname) FROM pg_auth_members am JOIN pg_roles m ON "
            "m.oid = "
            "am.member JOIN pg_roles r ON r.oid = am.roleid WHERE m.rolcanlogin AND starts_with(r.rolname, "
            "current_database() || '_')");
        QCOMPARE(pgScalar(m_url, roles), loginName("editor") + QLatin1Char(',') + loginName("viewer"));

        catalogIsRefusedTo(editor);

        // An editor changes another's shared scenario (not whose it is), but only its owner deletes it.
        {
            auto mine = openAs(viewer);
            QVERIFY(mine && mine->replaceScenarios({{"plan", "{}"}}));
        }
        QCOMPARE(pgScalar(viewer, QStringLiteral("UPDATE scenarios SET shared = 1 RETURNING name")),
                 QStringLiteral("plan"));
        QCOMPARE(
            pgScalar(editor,
                     QStringLiteral("UPDATE scenarios SET json = '{\"x\":1}', owner = 'mallory', shared = 0 "
                                    "RETURNING owner || ' ' || shared")),
            loginName("viewer") + QStringLiteral(" 1"));
        QCOMPARE(pgScalar(editor, QStringLiteral("DELETE FROM scenarios RETURNING name")), QString());
        QCOMPARE(pgScalar(m_url, QStringLiteral("SELECT json FROM scenarios")), QStringLiteral("{\"x\":1}"));
    }

    void adminManagesMembership() {
        const QString admin = member("admin", "admin");
        for (const char* who : {"bea", "cai"})
            QVERIFY(!m_databases->login(loginName(who), m_url).isEmpty());
        const auto team = [&](const QString& url, const QString& what, const QStringList& rest) {
            return on(url, QStringList{QStringLiteral("team"), what} + rest);
        };
        test::CliRun r = team(admin, QStringLiteral("grant"), {loginName("bea"), QStringLiteral("editor")});
        QVERIFY2(r.status == 0 && r.out.contains(QStringLiteral("now has the editor role")),
                 qPrintable(r.out + r.err));
        r = team(admin, QStringLiteral("grant"), {loginName("cai"), QStringLiteral("viewer")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = team(admin, QStringLiteral("grant"), {loginName("bea"), QStringLiteral("admin")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        r = team(admin, QStringLiteral("grant"), {loginName("bea"), QStringLiteral("admin")});
        QVERIFY2(r.status == 0 &&
                     r.out.contains(QStringLiteral("has the admin role already; nothing was changed")),
                 qPrintable(r.out + r.err));
        r = team(admin, QStringLiteral("grant"),
                 {QStringLiteral("gpuplan_nobody_here"), QStringLiteral("viewer")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("there is no database user 'gpuplan_nobody_here'")),
                 qPrintable(r.err));
        r = team(admin, QStringLiteral("grant"), {loginName("cai"), QStringLiteral("boss")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown role 'boss'")), qPrintable(r.err));

        // bea was made an admin: she may make others in turn, and change the catalog.
        QString beaUrl = admin;
        beaUrl.replace(loginName("admin"), loginName("bea"));
        r = team(beaUrl, QStringLiteral("grant"), {loginName("cai"), QStringLiteral("editor")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        auto store = openAs(beaUrl);
        QVERIFY(store);
        const core::Status renamed = renameH100(*store);
        QVERIFY2(renamed, renamed ? "" : renamed.error().c_str());
        QCOMPARE(
            pgScalar(m_url, QStringLiteral("SELECT changed_by FROM change_log WHERE table_name = 'gpus' AND "
                                           "row_key = 'h100-sxm' ORDER BY id DESC LIMIT 1")),
            loginName("bea"));

        r = team(admin, QStringLiteral("revoke"), {loginName("cai")});
        QVERIFY2(r.status == 0 && r.out.contains(QStringLiteral("took the editor role from")),
                 qPrintable(r.out + r.err));
        r = team(admin, QStringLiteral("revoke"), {loginName("cai")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("has no role in the team store")), qPrintable(r.err));

        r = team(admin, QStringLiteral("members"), {QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.status == 0, qPrintable(r.err));
        QStringList listed;
        for (const QJsonValue& m : QJsonDocument::fromJson(r.out.toUtf8()).array())
            listed << m[QStringLiteral("user")].toString() + QLatin1Char('=') +
                          m[QStringLiteral("role")].toString();
        QCOMPARE(listed, (QStringList{QStringLiteral("gpuplan_test=owner"),
                                      loginName("admin") + QStringLiteral("=admin"),
                                      loginName("bea") + QStringLiteral("=admin")}));
        r = team(m_url, QStringLiteral("members"), {});
        QVERIFY2(r.status == 0 &&
                     r.out.contains(QRegularExpression(loginName("bea") + QStringLiteral(" +admin +as "))),
                 qPrintable(r.out + r.err));
        QVERIFY2(!r.out.contains(loginName("cai")), qPrintable(r.out));
    }

    void authorsAreTheServersUsers() {
        const QString editor = member("editor", "editor");
        const QString who = loginName("editor");
        // Written by hand with another author and time: the server signs it with the session's user.
        QCOMPARE(
            pgScalar(editor,
                     QStringLiteral("INSERT INTO price_history (price_id, changed_at, action, note, author) "
                                    "VALUES (1, '1999-01-01T00:00:00Z', 'update', 'forged', 'mallory') "
                                    "RETURNING author || ' ' || left(changed_at, 4)")),
            who + QStringLiteral(" ") + QString::number(QDateTime::currentDateTimeUtc().date().year()));
        QVERIFY(pgScalar(editor, QStringLiteral("UPDATE price_history SET author = 'mallory'"))
                    .contains(QStringLiteral("permission denied")));
        // Even the owner, who may rewrite the history, cannot put another name on an entry.
        QCOMPARE(pgScalar(m_url, QStringLiteral("UPDATE price_history SET author = 'mallory' WHERE note = "
                                                "'forged' RETURNING author")),
                 QStringLiteral("gpuplan_test"));
        QVERIFY(pgScalar(editor,
                         QStringLiteral("INSERT INTO change_log (table_name, row_key, action, changed_by, "
                                        "changed_at) VALUES ('regions', 'x', 'update', 'mallory', now())"))
                    .contains(QStringLiteral("permission denied")));
        QCOMPARE(
            pgScalar(editor, QStringLiteral("INSERT INTO scenarios (name, json, updated_at, owner) VALUES "
                                            "('mine', '{}', '', 'mallory') RETURNING owner")),
            who);

        qputenv("USER", "mallory");
        const test::CliRun region =
            on(editor, {QStringLiteral("region"), QStringLiteral("set"), QStringLiteral("--id"),
                        QStringLiteral("cn-beijing"), QStringLiteral("--pue"), QStringLiteral("1.4")});
        const test::CliRun rate =
            on(editor, {QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--currency"),
                        QStringLiteral("EUR"), QStringLiteral("--usd-per-unit"), QStringLiteral("1.2"),
                        QStringLiteral("--source"), QStringLiteral("test")});
        qunsetenv("USER");
        QVERIFY2(region.status == 0 && rate.status == 0, qPrintable(region.err + rate.err));
        const QString last =
            QStringLiteral("SELECT changed_by || ' ' || action FROM change_log WHERE table_name = '%1' "
                           "AND row_key = '%2' ORDER BY id DESC LIMIT 1");
        QCOMPARE(pgScalar(m_url, last.arg(QStringLiteral("regions"), QStringLiteral("cn-beijing"))),
                 who + QStringLiteral(" update"));
        QCOMPARE(pgScalar(m_url, last.arg(QStringLiteral("exchange_rates"), QStringLiteral("EUR"))),
                 who + QStringLiteral(" update"));
        QCOMPARE(pgScalar(m_url, last.arg(QStringLiteral("scenarios"), who + QStringLiteral("/mine"))),
                 who + QStringLiteral(" insert"));
    }

    void initWithoutTheRightToCreateRolesChangesNothing() {
        const QString plain = m_databases->create();
        const QString name = db::parsePgUrl(plain)->dbname;
        const QString url = m_databases->login(loginName("plain"), plain);
        QVERIFY(
            m_databases->exec(QStringLiteral("ALTER DATABASE %1 OWNER TO %2").arg(name, loginName("plain"))));
        const test::CliRun init = on(url, {QStringLiteral("team"), QStringLiteral("init")});
        QCOMPARE(init.status, 2);
        QVERIFY2(init.err.contains(QStringLiteral("needs a superuser or a role with CREATEROLE")) &&
                     init.err.contains(QStringLiteral("nothing was changed")),
                 qPrintable(init.err));
        QCOMPARE(pgScalar(plain, QStringLiteral(
                                     "SELECT count(*) FROM information_schema.tables WHERE table_schema = "
                                     "'public'")),
                 QStringLiteral("0"));
        QCOMPARE(
            pgScalar(plain,
                     QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname LIKE '%1\\_%'").arg(name)),
            QStringLiteral("0"));
    }

    // A store of schema 1 (made here from migration 1, as part 1's program made it) gets its roles, and
    // its scenarios an owner, the first time its owner opens it.
    void aSchemaOneStoreMigrates() {
        const QString old = m_databases->create();
        QFile first(QStringLiteral(":/migrations-pg/0001.sql"));
        QVERIFY(first.open(QIODevice::ReadOnly));
        for (const QString& statement : db::sqlStatements(QString::fromUtf8(first.readAll())))
            QCOMPARE(pgScalar(old, statement), QString());
        QCOMPARE(pgScalar(old, QStringLiteral(
                                   "INSERT INTO schema_version (version) VALUES (1) RETURNING version")),
                 QStringLiteral("1"));
        QCOMPARE(pgScalar(old, QStringLiteral(
                                   "INSERT INTO scenarios (id, name, json, updated_at) VALUES (1, 'kept', "
                                   "'{}', '2026-01-01T00:00:00Z') RETURNING id")),
                 QStringLiteral("1"));
        // `team init` on it is how its owner upgrades it, and it says so.
        const test::CliRun upgraded = on(old, {QStringLiteral("team"), QStringLiteral("init")});
        QCOMPARE(upgraded.status, 0);
        QVERIFY2(upgraded.out.contains(
                     QStringLiteral("upgraded it from schema 1 to schema %1").arg(db::kPgSchemaVersion)),
                 qPrintable(upgraded.out));
        {
            auto store = openAs(old);
            QVERIFY(store);
            QCOMPARE(store->schemaVersion(), db::kPgSchemaVersion);
            QCOMPARE(store->upgradedFrom(), 0);
            QVERIFY(store->replaceScenarios({{"kept", "{}"}, {"added", "{}"}}));
        }
        const QString name = db::parsePgUrl(old)->dbname;
        QCOMPARE(
            pgScalar(old, QStringLiteral(
                              "SELECT string_agg(name || ' ' || owner, ',' ORDER BY id) FROM scenarios")),
            QStringLiteral("kept gpuplan_test,added gpuplan_test"));
        QCOMPARE(
            pgScalar(old, QStringLiteral(
                              "SELECT count(*) FROM pg_roles WHERE rolname IN ('%1_viewer', '%1_editor', "
                              "'%1_admin')")
                              .arg(name)),
            QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(TestPgRoles)
#include "test_pg_roles.moc"
