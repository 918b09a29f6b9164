// Models are store data like GPUs (issue 30): every model carries a version, a save or delete made against
// one that has moved on is refused with the other person's model and, on a team store, who changed it and
// when, nothing written. Tested with one SQLite file opened twice, two admins of a team store and the
// in-memory store of the UI's tests; and on the command line: `model set|delete|import`, `export models`,
// `import models`, each refused input leaving the catalog as it was.
#include "database/pg_team_users.h"
#include "database/pg_test_server.h"
#include "pg/pg_store.h"
#include "store.h"

#include "cli/bundled_data.h"
#include "core/catalog/catalog.h"
#include "core/prices/memory_price_store.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpuplan;

namespace {

core::ModelSpec read(core::CatalogStore& store, const char* id) {
    auto model = store.storedModel(id);
    if (!model || !model.value())
        qFatal("the store holds no model %s", id);
    return *model.value();
}

core::ModelSpec withSeq(core::ModelSpec model, int seq) {
    model.seqLen = seq;
    return model;
}

QString configs(const char* name = "") {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/model_configs/") + QLatin1String(name);
}

} // namespace

class TestModelCatalog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<test::ScratchDatabases> m_databases;

    // `second` saves and deletes the model `first` changed meanwhile: both refused with `first`'s figures
    // (and author where the store records one), nothing written; then "apply mine" is saved. A model
    // added by the one meets the other's add of the same id; an edit of one deleted meanwhile meets that.
    void secondMeetsTheFirst(core::CatalogStore& first, core::CatalogStore& second,
                             const std::string& author) {
        const core::ModelSpec seen = read(second, "qwen3-8b");
        auto saved = first.saveModel(withSeq(seen, 8192));
        QVERIFY2(saved, saved ? "" : saved.error().c_str());
        QCOMPARE(saved->version, seen.version + 1);
        auto refused = second.saveModel(withSeq(seen, 16384));
        QVERIFY(!refused);
        const core::ModelConflict* conflict = refused.modelConflict();
        QVERIFY2(conflict, refused.error().c_str());
        QCOMPARE(conflict->id, std::string("qwen3-8b"));
        QCOMPARE(conflict->current->seqLen, 8192);
        QCOMPARE(conflict->changedBy, author);
        const QString text = QString::fromStdString(refused.error());
        for (const QString& part :
             {QStringLiteral("model qwen3-8b (Qwen3 8B) was changed by"),
              QStringLiteral("seq 8192 (yours 16384)"), QStringLiteral("nothing was written")})
            QVERIFY2(text.contains(part), qPrintable(text));
        QVERIFY(second.removeModel("qwen3-8b", seen.version).modelConflict());
        QCOMPARE(read(first, "qwen3-8b"), saved.value());
        core::ModelSpec mine = withSeq(seen, 16384);
        mine.version = conflict->current->version;
        auto applied = second.saveModel(mine);
        QVERIFY2(applied, applied ? "" : applied.error().c_str());
        QCOMPARE(read(first, "qwen3-8b").seqLen, 16384);

        core::ModelSpec ours = read(first, "qwen3-8b");
        ours.id = "qwen3-8b-ours";
        ours.name = "Qwen3 8B (our fine-tune)";
        ours.version = 0;
        auto added = first.saveModel(ours);
        QVERIFY2(added, added ? "" : added.error().c_str());
        auto addedToo = second.saveModel(ours);
        QVERIFY2(addedToo.modelConflict() && addedToo.error().find("was added by") != std::string::npos,
                 addedToo.error().c_str());
        QVERIFY(first.removeModel("qwen3-8b-ours", added->version));
        auto gone = second.saveModel(withSeq(added.value(), 2048));
        QVERIFY2(gone.modelConflict() && !gone.modelConflict()->current, gone.error().c_str());
        // Added again, it comes back above every version it had: an edit made against the deleted one is
        // still refused.
        auto back = second.saveModel(ours);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QVERIFY(back->version > added->version);
        QVERIFY(first.saveModel(withSeq(added.value(), 2048)).modelConflict());
        // A model the core refuses is refused by the store too, nothing written.
        core::ModelSpec broken = read(first, "qwen3-8b");
        broken.heads = 7;
        QVERIFY(!second.saveModel(broken));
        QCOMPARE(read(first, "qwen3-8b").heads, 32);
    }

private slots:
    void sqliteFileOpenedTwice() {
        const QString file = m_dir.filePath(QStringLiteral("shared.sqlite"));
        auto first = db::SqliteStore::open(file);
        auto second = db::SqliteStore::open(file);
        QVERIFY(first && second);
        QCOMPARE(read(*first.value(), "qwen3-8b").version, std::int64_t(1));
        secondMeetsTheFirst(*first.value(), *second.value(), "");
        // The catalog the window reads carries each model's version.
        const core::Catalog catalog =
            core::Catalog::fromTexts(second.value()->catalogTexts().value()).value();
        QCOMPARE(catalog.model("qwen3-8b")->version, read(*first.value(), "qwen3-8b").version);
    }

    void teamStoreTwoAdminsAndAnEditor() {
        GPUPLAN_REQUIRE_PG(server);
        m_databases = std::make_unique<test::ScratchDatabases>(server);
        const QString owner = m_databases->create();
        QCOMPARE(test::on(owner, {QStringLiteral("team"), QStringLiteral("init")}).status, 0);
        const auto [aliceName, aliceUrl] = test::teamMember(*m_databases, owner, "alice", "admin");
        const auto [bobName, bobUrl] = test::teamMember(*m_databases, owner, "bob", "admin");
        {
            auto alice = test::openAs(aliceUrl);
            auto bob = test::openAs(bobUrl);
            QVERIFY(alice && bob);
            secondMeetsTheFirst(*alice, *bob, aliceName);
        }
        // An editor's `model set` and `model import` are refused by the server, nothing changed.
        const auto [carolName, carolUrl] = test::teamMember(*m_databases, owner, "carol", "editor");
        const test::CliRun set =
            test::on(carolUrl, {QStringLiteral("model"), QStringLiteral("set"), QStringLiteral("--id"),
                                QStringLiteral("qwen3-8b"), QStringLiteral("--seq"), QStringLiteral("1024")});
        QCOMPARE(set.status, 2);
        QVERIFY2(set.err.contains(QLatin1String("changing models needs the admin role")),
                 qPrintable(set.err));
        const test::CliRun imported =
            test::on(carolUrl, {QStringLiteral("model"), QStringLiteral("import"), configs("glm-4.5.json"),
                                QStringLiteral("--id"), QStringLiteral("glm-carol")});
        QCOMPARE(imported.status, 2);
        QVERIFY(!test::openAs(owner)->storedModel("glm-carol")->has_value());
        m_databases.reset();
    }

    void memoryStore() {
        core::MemoryPriceStore store([] { return std::string("2026-12-03T09:00:00Z"); }, "alice");
        QVERIFY(store.saveModel(*cli::loadBundledCatalog()->model("qwen3-8b")));
        secondMeetsTheFirst(store, store, "alice");
    }

    // `model set` changes one column against the version read; a stale --if-version is refused naming the
    // figures now; a new model only as a copy; `model delete`.
    void commandLineSetsAndDeletes() {
        const QString file = m_dir.filePath(QStringLiteral("cli.sqlite"));
        const auto model = [&](QStringList args) {
            return test::on(file, QStringList{QStringLiteral("model")} + args);
        };
        const QStringList qwen{QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("qwen3-8b")};
        const test::CliRun set = model(qwen + QStringList{QStringLiteral("--seq"), QStringLiteral("8192")});
        QVERIFY2(set.status == 0, qPrintable(set.err));
        QVERIFY2(set.out.contains(QLatin1String("stored model qwen3-8b (Qwen3 8B, version 2)")),
                 qPrintable(set.out));
        auto store = db::SqliteStore::open(file);
        QVERIFY(store);
        QCOMPARE(read(*store.value(), "qwen3-8b").seqLen, 8192);
        QCOMPARE(read(*store.value(), "qwen3-8b").hidden, 4096); // the other columns as they were
        const test::CliRun stale =
            model(qwen + QStringList{QStringLiteral("--seq"), QStringLiteral("16384"),
                                     QStringLiteral("--if-version"), QStringLiteral("1")});
        QCOMPARE(stale.status, 2);
        QVERIFY2(stale.err.contains(QLatin1String("it now has seq 8192 (yours 16384) (version 2)")),
                 qPrintable(stale.err));
        const test::CliRun bad =
            model(qwen + QStringList{QStringLiteral("--layers"), QStringLiteral("lots")});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains(QLatin1String("layers")), qPrintable(bad.err));
        const test::CliRun heads = model(qwen + QStringList{QStringLiteral("--heads"), QStringLiteral("7")});
        QCOMPARE(heads.status, 2);
        QCOMPARE(read(*store.value(), "qwen3-8b").version, std::int64_t(2));

        const QStringList ours{QStringLiteral("set"), QStringLiteral("--id"), QStringLiteral("qwen3-8b-ours"),
                               QStringLiteral("--name"), QStringLiteral("Qwen3 8B (ours)")};
        QVERIFY(model(ours).err.contains(QLatin1String("give --copy-of ID")));
        const test::CliRun copied =
            model(ours + QStringList{QStringLiteral("--copy-of"), QStringLiteral("qwen3-8b")});
        QVERIFY2(copied.status == 0, qPrintable(copied.err));
        const core::ModelSpec added = read(*store.value(), "qwen3-8b-ours");
        QCOMPARE(added.seqLen, 8192);
        QVERIFY2(added.source.find("copied from qwen3-8b on ") == 0, added.source.c_str());
        const QStringList drop{QStringLiteral("delete"), QStringLiteral("--id"),
                               QStringLiteral("qwen3-8b-ours")};
        QCOMPARE(model(drop + QStringList{QStringLiteral("--if-version"), QStringLiteral("2")}).status, 2);
        QCOMPARE(model(drop).status, 0);
        QVERIFY(!store.value()->storedModel("qwen3-8b-ours")->has_value());
        QCOMPARE(model(drop).status, 2); // no such model
    }

    // `export models` writes the catalog CSV layout; `import models` reads it back: an export imported
    // unchanged changes nothing, an edited figure moves that model on one version, a bad file changes none.
    void exportAndImportModels() {
        const QString file = m_dir.filePath(QStringLiteral("csv.sqlite"));
        const QString exported = m_dir.filePath(QStringLiteral("models.csv"));
        QCOMPARE(test::on(file, {QStringLiteral("export"), QStringLiteral("models"), exported}).status, 0);
        auto store = db::SqliteStore::open(file);
        const core::ModelSpec before = read(*store.value(), "qwen3-32b");
        QFile csv(exported);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QByteArray rows = csv.readAll();
        csv.close();
        QVERIFY(rows.startsWith("\xEF\xBB\xBFid,name,params,"));
        const auto import = [&](const QByteArray& text) {
            QFile out(exported);
            out.open(QIODevice::WriteOnly | QIODevice::Truncate);
            out.write(text);
            out.close();
            return test::on(file, {QStringLiteral("import"), QStringLiteral("models"), exported});
        };
        QCOMPARE(import(rows).status, 0);
        QCOMPARE(read(*store.value(), "qwen3-32b").version, before.version); // nothing changed
        QByteArray edited = rows;
        edited.replace("\nqwen3-32b,Qwen3 32B,", "\nqwen3-32b,Qwen3 32B (edited),");
        QVERIFY(edited != rows);
        const test::CliRun changed = import(edited);
        QVERIFY2(changed.status == 0, qPrintable(changed.err));
        QCOMPARE(read(*store.value(), "qwen3-32b").name, std::string("Qwen3 32B (edited)"));
        QCOMPARE(read(*store.value(), "qwen3-32b").version, before.version + 1);
        QCOMPARE(read(*store.value(), "qwen3-8b").version, std::int64_t(1));
        QByteArray broken = edited;
        broken.replace("Qwen3 32B (edited)", "Qwen3 32B (again)");
        broken.replace(",,36,4096,32,8,12288,", ",,-36,4096,32,8,12288,");
        const test::CliRun refused = import(broken);
        QCOMPARE(refused.status, 2);
        QCOMPARE(read(*store.value(), "qwen3-32b").name, std::string("Qwen3 32B (edited)")); // all or nothing
    }

    // `model import` reads configs into the store, all or nothing, counts beside the published figures.
    void commandLineImportsConfigs() {
        const QString file = m_dir.filePath(QStringLiteral("import.sqlite"));
        const auto run = [&](QStringList args) {
            return test::on(file, QStringList{QStringLiteral("model"), QStringLiteral("import")} + args);
        };
        const test::CliRun one =
            run({configs("glm-4.5.json"), QStringLiteral("--id"), QStringLiteral("glm-4.5-ours"),
                 QStringLiteral("--params"), QStringLiteral("355B")});
        QVERIFY2(one.status == 0, qPrintable(one.err));
        QVERIFY2(one.out.contains(QLatin1String("imported glm-4.5-ours")) &&
                     one.out.contains(QLatin1String("given 355.00B")),
                 qPrintable(one.out));
        auto store = db::SqliteStore::open(file);
        const core::ModelSpec glm = read(*store.value(), "glm-4.5-ours");
        QCOMPARE(glm.experts, 160);
        QCOMPARE(glm.params, 355e9);
        QVERIFY2(glm.source.find("glm-4.5.json") != std::string::npos, glm.source.c_str());
        // Again: refused, the store holds it; --replace updates it.
        const test::CliRun again =
            run({configs("glm-4.5.json"), QStringLiteral("--id"), QStringLiteral("glm-4.5-ours")});
        QCOMPARE(again.status, 2);
        QVERIFY2(again.err.contains(QLatin1String("--replace")), qPrintable(again.err));
        QCOMPARE(read(*store.value(), "glm-4.5-ours").params, 355e9);
        QCOMPARE(run({configs("glm-4.5.json"), QStringLiteral("--id"), QStringLiteral("glm-4.5-ours"),
                      QStringLiteral("--replace")})
                     .status,
                 0);
        QVERIFY(read(*store.value(), "glm-4.5-ours").params != 355e9); // now the shape's own count

        // A folder with one file that is not a config: nothing stored, the file named.
        QTemporaryDir folder;
        for (const char* name : {"qwen3-8b.json", "gpt-oss-20b.json"})
            QVERIFY(
                QFile::copy(configs(name), folder.filePath(QStringLiteral("mine-") + QLatin1String(name))));
        QFile notes(folder.filePath(QStringLiteral("notes.json")));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("{\"model_type\": \"bert\"}");
        notes.close();
        const test::CliRun refused = run({folder.path(), QStringLiteral("--replace")});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains(QLatin1String("bert")) &&
                     refused.err.contains(QLatin1String("no model was imported")),
                 qPrintable(refused.err));
        QVERIFY(!store.value()->storedModel("mine-qwen3-8b")->has_value());
        QVERIFY(QFile::remove(notes.fileName()));
        const test::CliRun both = run({folder.path()});
        QVERIFY2(both.status == 0, qPrintable(both.err));
        QVERIFY2(both.out.contains(QLatin1String("2 model(s)")), qPrintable(both.out));
        QCOMPARE(read(*store.value(), "mine-qwen3-8b").layers, 36);
        QVERIFY(store.value()->storedModel("mine-gpt-oss-20b")->has_value());
        // The stored model estimates as a preset does.
        const test::CliRun estimate =
            test::on(file, {QStringLiteral("estimate"), QStringLiteral("train"), QStringLiteral("--model"),
                            QStringLiteral("glm-4.5-ours"), QStringLiteral("--gpu"),
                            QStringLiteral("h100-sxm"), QStringLiteral("--gpus"), QStringLiteral("256"),
                            QStringLiteral("--tokens"), QStringLiteral("1e11")});
        QVERIFY2(estimate.status == 0, qPrintable(estimate.err));
        const test::CliRun listed =
            test::on(file, {QStringLiteral("models"), QStringLiteral("--format"), QStringLiteral("json")});
        bool found = false;
        for (const QJsonValue& v : QJsonDocument::fromJson(listed.out.toUtf8()).array())
            if (v[QStringLiteral("id")].toString() == QLatin1String("glm-4.5-ours")) {
                found = true;
                QCOMPARE(v[QStringLiteral("version")].toInteger(),
                         read(*store.value(), "glm-4.5-ours").version);
                QCOMPARE(v[QStringLiteral("experts")].toInt(), 160);
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestModelCatalog)
#include "test_model_catalog.moc"
