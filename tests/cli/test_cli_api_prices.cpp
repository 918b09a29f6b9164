// The APIs' prices per million tokens from the command line, end to end (issue 32): the seeded list, adding,
// changing against a version, deleting, exporting and importing all or nothing, bad input refused with the
// store unchanged; and `plan serve` weighing a deployment against the stored prices of the same model.
#include "cli_runner.h"

#include <QFile>
#include <QTemporaryDir>

using namespace clitest;

class TestCliApiPrices : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_db;

    Run store(const QStringList& args) { return gpuplan(QStringList{"--db", m_db} + args); }
    Run store(const char* args) { return store(split(args)); }
    QJsonArray listed(const char* args = "") {
        return QJsonDocument::fromJson(
                   store(split(args) + QStringList{"api-prices", "--format", "json"}).out.toUtf8())
            .array();
    }
    QJsonObject only(const QString& model) {
        for (const QJsonValue& v : listed())
            if (v.toObject().value("model").toString() == model)
                return v.toObject();
        return {};
    }
    QString file(const char* name, const QByteArray& content) {
        const QString p = m_dir.filePath(QString::fromLatin1(name));
        QFile f(p);
        f.open(QIODevice::WriteOnly);
        f.write(content);
        return p;
    }

private slots:
    void initTestCase() { m_db = m_dir.filePath("store.sqlite"); }

    void theSeededList() {
        const Run table = store("api-prices --model deepseek-r1");
        QCOMPARE(table.status, 0);
        QVERIFY2(table.out.contains("DeepSeek deepseek-reasoner (DeepSeek-R1)") &&
                     table.out.contains("0.55 / 0.14 / 2.19 USD") && table.out.contains("4 / 1 / 16 CNY"),
                 qPrintable(table.out));
        QVERIFY(table.out.endsWith("2 API prices\n"));
        const Run csv = store("api-prices --provider openai --format csv");
        QVERIFY(csv.out.startsWith("provider,model,model_id,currency,input_per_mtok"));
        QVERIFY(csv.out.contains("OpenAI,gpt-5,,USD,1.25,0.125,10,"));
        QCOMPARE(listed().size(), 32);
    }

    void setChangeDelete() {
        const Run added =
            store(QStringList{"api-price", "set", "--provider", "Example", "--model", "ex-1", "--model-id",
                              "llama3-70b", "--input", "0.5", "--cached", "0.05", "--output", "1.5", "--date",
                              "2026-12-01", "--source", "a quote"});
        QCOMPARE(added.status, 0);
        QVERIFY2(added.out.contains("0.5 / 0.05 / 1.5 USD per million tokens"), qPrintable(added.out));
        const QJsonObject stored = only("ex-1");
        const QString id = QString::number(stored.value("id").toInteger());
        QCOMPARE(stored.value("version").toInteger(), 1);

        // A new figure without a new source: the source names the old figures.
        QCOMPARE(store(QStringList{"api-price", "set", "--id", id, "--output", "1.2"}).status, 0);
        QCOMPARE(only("ex-1").value("source").toString().section("; ", 1),
                 QStringLiteral("before: 0.5 / 0.05 / 1.5 USD per million tokens from a quote"));
        // A change made against the version first read is refused, and nothing is written.
        const Run stale =
            store(QStringList{"api-price", "set", "--id", id, "--if-version", "1", "--output", "9"});
        QCOMPARE(stale.status, 2);
        QVERIFY2(stale.err.contains("since you read it (version 1)") &&
                     stale.err.contains("nothing was written"),
                 qPrintable(stale.err));
        QCOMPARE(only("ex-1").value("output_per_mtok").toDouble(), 1.2);
        // --cached none: the provider publishes no cached-input price.
        QCOMPARE(store(QStringList{"api-price", "set", "--id", id, "--cached", "none"}).status, 0);
        QVERIFY(only("ex-1").value("cached_input_per_mtok").isNull());

        expectOneLineError(
            QStringLiteral("--db %1 api-price set --provider X --model y --input 1 --output 2").arg(m_db),
            "a new API price needs --provider, --model, --input, --output and --source");
        expectOneLineError(QStringLiteral("--db %1 api-price set --provider X --model y --input 1 --output 2 "
                                          "--source s --model-id nope")
                               .arg(m_db),
                           "--model-id: no model 'nope' in the catalog");
        expectOneLineError(QStringLiteral("--db %1 api-price set --id %2 --input -1").arg(m_db, id),
                           "--input: '-1' is not a price per million tokens");
        expectOneLineError(QStringLiteral("--db %1 api-price delete --id 99999").arg(m_db),
                           "no API price 99999");

        QCOMPARE(store(QStringList{"api-price", "delete", "--id", id}).status, 0);
        QVERIFY(only("ex-1").isEmpty());
    }

    // Export, change one figure, import: exactly that price changes. A file with one bad row imports nothing.
    void exportAndImport() {
        const QString exported = m_dir.filePath("api.csv");
        QCOMPARE(store(QStringList{"export", "api-prices", exported}).status, 0);
        QFile f(exported);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        QVERIFY(text.contains("Anthropic,Claude Sonnet 4,,USD,3,0.3,15,"));
        text.replace("Anthropic,Claude Sonnet 4,,USD,3,0.3,15,",
                     "Anthropic,Claude Sonnet 4,,USD,2.5,0.3,15,");
        const Run imported = store(QStringList{"import", "api-prices", file("edited.csv", text)});
        QCOMPARE(imported.status, 0);
        QVERIFY2(imported.out.contains("0 new, 1 changed, 31 unchanged"), qPrintable(imported.out));
        QCOMPARE(only("Claude Sonnet 4").value("input_per_mtok").toDouble(), 2.5);

        const QByteArray bad = text + "Example,ex-2,,USD,1,,zero,2026-12-01,a quote,,,\n" +
                               "Example,ex-3,,USD,1,,2,2026-12-01,a quote,,,\n";
        const Run refused = store(QStringList{"import", "api-prices", file("bad.csv", bad)});
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.err.contains("line 34") && refused.err.contains("output_per_mtok") &&
                     refused.err.contains("nothing was imported"),
                 qPrintable(refused.err));
        QVERIFY(only("ex-3").isEmpty());
        QCOMPARE(listed().size(), 32);
    }

    // The buyer's question with a rent: the stored DeepSeek-R1 prices are weighed against by default, each
    // with its break-even load; --api picks others; a price in a currency without a rate is named, not used.
    void planServeWeighsTheStoredApiPrices() {
        const QString buyer = QStringLiteral("plan serve --model deepseek-r1 --rps 20 --input-tokens 2000 "
                                             "--output-tokens 1000 --max-ttft 2 --min-tokens-per-user 30 "
                                             "--gpus h200-sxm --rent h200-sxm=3.5 --top 1 --format json");
        const Run r = store(buyer.split(' '));
        QCOMPARE(r.status, 0);
        const QJsonArray apis = json(r).value("apis").toArray();
        QCOMPARE(apis.size(), 2); // the USD and CNY price lists of deepseek-reasoner
        for (const QJsonValue& v : apis) {
            const QJsonObject api = v.toObject();
            QCOMPARE(api.value("model").toString(), QStringLiteral("deepseek-reasoner (DeepSeek-R1)"));
            QVERIFY(api.value("cost_per_hour").toDouble() > 0);
            QVERIFY(!api.value("source").toString().isEmpty());
        }
        // 2,000 prompt tokens at 0.55 and 1,000 output tokens at 2.19 per million, 20 requests a second.
        const auto usd = std::find_if(apis.begin(), apis.end(), [](const QJsonValue& v) {
            return v.toObject().value("stored_currency").toString() == QLatin1String("USD");
        });
        QVERIFY(std::abs(usd->toObject().value("cost_per_hour").toDouble() - 236.88) < 1e-6);
        const Run other = store(buyer.split(' ') + QStringList{"--api", "gpt-5-mini"});
        QCOMPARE(json(other).value("apis").toArray().size(), 1);
        const Run text = store((buyer.left(buyer.indexOf(" --format")) + " --api gpt-5-mini").split(' '));
        QVERIFY2(
            text.out.contains("Against OpenAI gpt-5-mini, 0.25 / 0.025 / 2 USD per million input / cached / "
                              "output tokens"),
            qPrintable(text.out));
        QVERIFY(text.out.contains("Self-hosting costs"));
        expectOneLineError(
            QStringLiteral("--db %1 %2 --api nothing-like-this").arg(m_db, buyer),
            "--api: no stored API price of a model or provider containing 'nothing-like-this'");
        // Without a rent the search ranks by GPU count and compares with no API unless asked.
        const Run unpriced =
            store(QStringList{"plan", "serve", "--model", "deepseek-r1", "--rps", "1", "--input-tokens",
                              "100", "--output-tokens", "100", "--gpus", "h200-sxm", "--format", "json"});
        QCOMPARE(unpriced.status, 0);
        QVERIFY(!json(unpriced).contains("apis"));
    }
};

QTEST_GUILESS_MAIN(TestCliApiPrices)
#include "test_cli_api_prices.moc"
