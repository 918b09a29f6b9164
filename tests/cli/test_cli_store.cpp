// The price store from the command line, end to end: listing, set/history/revert, import and
// export round trips, and bad input answered with exit status 2 while the store stays unchanged.
#include "cli_runner.h"

#include <QDate>
#include <QDir>
#include <QFile>

#include <QTemporaryDir>
#include <cmath>

using namespace clitest;

class TestCliStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_db;

    Run store(const QString& args) {
        return gpuplan(QStringList{"--db", m_db} + args.split(' ', Qt::SkipEmptyParts));
    }
    QString file(const char* name, const QByteArray& content = {}) {
        const QString p = m_dir.filePath(QString::fromLatin1(name));
        if (!content.isNull()) {
            QFile f(p);
            f.open(QIODevice::WriteOnly);
            f.write(content);
        }
        return p;
    }
    QString pricesCsv() { return store("prices --format csv").out; }

private slots:
    void initTestCase() { m_db = m_dir.filePath("store.sqlite"); }

    void listings() {
        const Run regions = store("regions --format json");
        QCOMPARE(regions.status, 0);
        QVERIFY(regions.out.contains("\"name_zh\": \"上海\""));
        QVERIFY(store("providers").out.contains("idc-cn"));
        const Run cny = store("prices --provider idc-cn --format json");
        QCOMPARE(QJsonDocument::fromJson(cny.out.toUtf8()).array().size(), 8); // mainland China and Hong Kong
        QVERIFY(store("prices --gpu h100-sxm --kind spot").out.contains("spot"));
        QVERIFY(store("gpus --format csv").out.contains(QStringLiteral("id,name,vendor,architecture")));
        QVERIFY(store("providers --format csv").out.contains("idc-cn,"));
        QVERIFY(store("regions --format csv").out.contains("us-east,"));
    }

    void setHistoryRevert() {
        const Run set = store("price set --gpu a100-80gb-sxm --provider idc-cn --region cn-beijing --kind "
                              "monthly --unit gpu-month "
                              "--amount 4800 --currency CNY --date 2026-11-01 --source vendor-quote");
        QCOMPARE(set.status, 0);
        const QString id = set.out.section(' ', 2, 2).remove(':');
        QCOMPARE(store("price set --id " + id + " --amount 4600 --currency CNY").status, 0);
        const Run history = store("price history --id " + id);
        QVERIFY(history.out.contains("4800.00 CNY (2026-11-01) -> 4600.00 CNY"));
        const QString change = history.out.section(' ', 1, 1);
        QCOMPARE(store("price revert --change " + change).status, 0);
        QVERIFY(store("prices --gpu a100-80gb-sxm --region cn-beijing").out.contains("4800.00 CNY"));
        // "last" is the newest change: here the revert itself, so reverting it brings 4600 back.
        const QString newest = store("price history").out.section(' ', 1, 1);
        const Run last = store("price revert --change last");
        QCOMPARE(last.status, 0);
        QCOMPARE(last.out, "reverted change " + newest + "\n");
        QVERIFY(store("prices --gpu a100-80gb-sxm --region cn-beijing").out.contains("4600.00 CNY"));
        // A file's history names the computer's user as the author, the one who reverted for a revert.
        const QByteArray user = qgetenv("USER");
        qputenv("USER", "history-author-test");
        const Run again = store("price revert --change last");
        user.isNull() ? qunsetenv("USER") : qputenv("USER", user);
        QCOMPARE(again.status, 0);
        const QString newestLine = store("price history --id " + id).out.section('\n', 0, 0);
        QVERIFY2(newestLine.contains(QStringLiteral("history-author-test  revert")), qPrintable(newestLine));
    }

    void exportImportRoundTrip() {
        const QString out = file("export.csv");
        QCOMPARE(store("export prices " + out).status, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // BOM for Excel
        const Run again = store("import csv " + out);
        QCOMPARE(again.status, 0);
        QVERIFY2(again.out.contains("0 new, 0 changed"), qPrintable(again.out));
    }

    void badImportsChangeNothing_data() {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        const QByteArray header = "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,"
                                  "effective_date,source,note\n";
        QTest::newRow("wrong columns") << QByteArray("gpu,price\nh100-sxm,3\n") << "missing column";
        QTest::newRow("negative")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,-5,CNY,,,2026-01-01,s,\n"
            << "must be positive";
        QTest::newRow("unparsable")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,lots,CNY,,,2026-01-01,s,\n"
            << "not an amount";
        QTest::newRow("unknown gpu")
            << header + "h1000,idc-cn,cn-beijing,monthly,gpu-month,8,5,CNY,,,2026-01-01,s,\n"
            << "unknown GPU 'h1000'";
        QTest::newRow("unknown region")
            << header + "h100-sxm,idc-cn,mars,monthly,gpu-month,8,5,CNY,,,2026-01-03,s,\n"
            << "unknown region 'mars'";
        QTest::newRow("unknown currency")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,5,XYZ,,,2026-01-01,s,\n"
            << "unknown currency 'XYZ'";
        QTest::newRow("duplicate keys")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,5,CNY,,,2026-01-05,s,\n"
                        "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,6,CNY,,,2026-01-05,s,\n"
            << "duplicates line 2";
        QTest::newRow("bad date")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,5,CNY,,,01/05/2026,s,\n"
            << "not YYYY-MM-DD";
        QTest::newRow("not utf-8")
            << header + "h100-sxm,idc-cn,cn-beijing,monthly,gpu-month,8,5,CNY,,,2026-01-06,\xB1\xB1,\n"
            << "not UTF-8";
        QTest::newRow("empty") << QByteArray("") << "is empty";
    }
    void badImportsChangeNothing() {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        const QString before = pricesCsv();
        const Run r = store("import csv " + file("bad.csv", content));
        QCOMPARE(r.status, 2);
        QVERIFY2((r.out + r.err).contains(fragment), qPrintable(r.out + r.err));
        QVERIFY(r.err.contains("nothing was imported") || r.err.contains("is empty"));
        QCOMPARE(pricesCsv(), before);
    }

    void validOnlyImportsTheRest() {
        const QByteArray header = "gpu,provider,region,kind,unit,gpus_per_machine,amount,currency,low,high,"
                                  "effective_date,source,note\n";
        const QString f = file(
            "mixed.csv", header + "h100-sxm,idc-cn,cn-shenzhen,monthly,gpu-month,8,8000,CNY,,,2026-02-01,q,\n"
                                  "h1000,idc-cn,cn-shenzhen,monthly,gpu-month,8,5,CNY,,,2026-02-01,q,\n");
        QCOMPARE(store("import csv " + f + " --dry-run --valid-only").status, 0);
        QVERIFY(!store("prices --region cn-shenzhen").out.contains("8000.00"));
        const Run r = store("import csv " + f + " --valid-only");
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("1 rows skipped"), qPrintable(r.out));
        QVERIFY(store("prices --region cn-shenzhen").out.contains("8000.00"));
    }

    void skyPilotImport() {
        const QString f = file("vms.csv", "Cloud,InstanceType,vCPUs,MemoryGiB,AcceleratorName,"
                                          "AcceleratorCount,GpuInfo,Region,AvailabilityZone,Price,SpotPrice\n"
                                          "testcloud,g8,96,1024,H100,8,,north-1,north-1a,24.00,8.00\n");
        const Run r = store("import skypilot " + f + " --date 2026-11-30");
        QCOMPARE(r.status, 0);
        const Run p = store("prices --provider testcloud");
        QVERIFY2(p.out.contains("3.00 USD / gpu-hour"),
                 qPrintable(p.out));                    // 24 USD per machine-hour / 8 GPUs
        QVERIFY(p.out.contains("1.00 USD / gpu-hour")); // spot
    }

    void skyPilotCatalogAsPublished() {
        // A whole catalog folder (catalogs/v7/<cloud>/vms.csv): each cloud from its folder's name, CPU
        // rows counted, GCP's GPUs joined with their host VMs; the refused rows are named first.
        const QString folder = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/skypilot");
        const Run refused = store("import skypilot " + folder);
        QCOMPARE(refused.status, 2);
        QVERIFY2(refused.out.contains(
                     "gcp/vms.csv line 28, AcceleratorName: accelerator 'P100' is not in the catalog"),
                 qPrintable(refused.out));
        QVERIFY(refused.out.contains("lambda/vms.csv line 3, AcceleratorName: accelerator 'A6000'"));
        QVERIFY(refused.err.contains("nothing was imported"));
        const Run r = store("import skypilot " + folder + " --valid-only --date 2026-11-30");
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("CPU-only rows"), qPrintable(r.out));
        QVERIFY(r.out.contains("TPU rows (not GPUs)"));
        const Run gcp = store("prices --provider gcp --gpu h100-sxm --region gcp:us-central1 --format json");
        const QJsonArray rows = QJsonDocument::fromJson(gcp.out.toUtf8()).array();
        QStringList amounts;
        for (const QJsonValue& v : rows)
            if (v.toObject().value("effective_date").toString() == "2026-11-30")
                amounts << v.toObject().value("amount").toString();
        QVERIFY2(amounts.contains("5.38") && amounts.contains("2.52"), qPrintable(amounts.join(',')));
        // A lone vms.csv outside a cloud's folder needs --cloud; with it, it imports undated.
        const QString lone = file("aws-export.csv", [] {
            QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/skypilot/aws/vms.csv"));
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }());
        QVERIFY(store("import skypilot " + lone).out.contains("--cloud"));
        const Run aws = store("import skypilot " + lone + " --cloud aws");
        QCOMPARE(aws.status, 0);
        QVERIFY(aws.out.contains("undated"));
        QVERIFY(store("prices --provider aws --gpu a10g").out.contains("aws:us-east-1"));
        // A vms.csv in the catalog's layout names the catalog version its folder gives (catalogs/v8/...).
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("catalogs/v8/lambda")));
        const QString v8 = m_dir.filePath(QStringLiteral("catalogs/v8/lambda/vms.csv"));
        QVERIFY(
            QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/skypilot/lambda/vms.csv"), v8));
        QCOMPARE(store("import skypilot " + v8 + " --valid-only").status, 0);
        const Run lambda = store("prices --provider lambda --format csv");
        QVERIFY2(lambda.out.contains(
                     "SkyPilot catalog v8, lambda/vms.csv, undated snapshot (file lambda/vms.csv)"),
                 qPrintable(lambda.out));
        // Many rows with one problem are one line.
        const Run grouped = store(QStringLiteral("import skypilot " GPUPLAN_SOURCE_DIR
                                                 "/tests/fixtures/skypilot-unknown/lambda/vms.csv"));
        QCOMPARE(grouped.status, 2);
        QVERIFY2(
            grouped.out.contains("17 rows name accelerator A6000, which is not in the catalog: lines 2-18"),
            qPrintable(grouped.out));
        QCOMPARE(grouped.out.count('\n'), 3);
    }

    void handEditsKeepATrueSource() {
        // A seeded price edited without a new source: its source says what happened, history keeps both.
        const QJsonArray h100 =
            QJsonDocument::fromJson(store("prices --gpu h100-sxm --provider aws --region aws:us-east-1 "
                                          "--kind on-demand --format json")
                                        .out.toUtf8())
                .array();
        QVERIFY(!h100.isEmpty());
        const QJsonObject before = h100.first().toObject();
        const QString id = QString::number(before.value("id").toInteger());
        QCOMPARE(store("price set --id " + id + " --amount 12.00 --currency USD").status, 0);
        const QJsonObject after =
            QJsonDocument::fromJson(store("prices --gpu h100-sxm --provider aws --region aws:us-east-1 "
                                          "--kind on-demand --format json")
                                        .out.toUtf8())
                .array()
                .first()
                .toObject();
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QVERIFY2(after.value("source").toString().startsWith(QStringLiteral("edited %1 by ").arg(today)),
                 qPrintable(after.value("source").toString()));
        QVERIFY(after.value("source").toString().contains(
            QStringLiteral("before: %1 USD per gpu-hour from %2")
                .arg(before.value("amount").toString(), before.value("source").toString())));
        QCOMPARE(after.value("verification").toString(), QStringLiteral("entered by hand"));
        const Run history = store("price history --id " + id);
        QVERIFY(history.out.contains("source before: " + before.value("source").toString()));
        // The same for a rate and a region's tariff.
        QCOMPARE(store("rate set --currency JPY --usd-per-unit 0.0065").status, 0);
        const QString jpy = store("rates").out.section(QStringLiteral("JPY  "), 1, 1).section('\n', 0, 0);
        QVERIFY2(jpy.startsWith(QStringLiteral("0.0065 USD")) &&
                     jpy.contains(QStringLiteral("%1  edited %1 by ").arg(today)),
                 qPrintable(jpy));
        QCOMPARE(store("region set --id sg --electricity 0.30").status, 0);
        QVERIFY(store("regions --format json").out.contains(QStringLiteral("edited %1").arg(today)));
    }

    void gpuCatalogRoundTrip() {
        const QString out = file("gpus.csv");
        QCOMPARE(store("export gpus " + out).status, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray csv = f.readAll();
        QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
        QVERIFY(csv.contains(",0.864,")); // L40S bandwidth, written as typed
        const QString listed = store("gpus --format json").out;
        QCOMPARE(store("import gpus " + out).status, 0);
        QCOMPARE(store("gpus --format json").out, listed);
        // A bad row changes nothing
        QByteArray bad = csv;
        bad.replace(",SXM5,80,HBM3,3.35,", ",SXM5,-80,HBM3,3.35,");
        const Run r = store("import gpus " + file("gpus-bad.csv", bad));
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.contains("negative value"));
        QCOMPARE(store("gpus --format json").out, listed);
    }

    void costFromAStoredPrice() {
        // The seed's H100 card rent (8,500 CNY a month, 6,000-11,000) for 8 cards over one 730-hour month.
        const QJsonArray prices =
            QJsonDocument::fromJson(
                store("prices --gpu h100-sxm --provider idc-cn --region cn --format json").out.toUtf8())
                .array();
        QString id;
        for (const QJsonValue& v : prices)
            if (v.toObject().value("unit").toString() == "gpu-month")
                id = QString::number(v.toObject().value("id").toInteger());
        QVERIFY(!id.isEmpty());
        const Run r = store("cost --gpu h100-sxm --gpus 8 --hours 730 --price-id " + id + " --format json");
        QCOMPARE(r.status, 0);
        const QJsonObject rent = QJsonDocument::fromJson(r.out.toUtf8()).object().value("rent").toObject();
        QCOMPARE(rent.value("exact").toString(), QStringLiteral("68000.00"));
        QVERIFY(qFuzzyCompare(rent.value("range").toObject().value("low").toDouble(), 48000.0));
        QVERIFY(qFuzzyCompare(rent.value("range").toObject().value("high").toDouble(), 88000.0));
        QVERIFY(store("cost --gpu h100-sxm --gpus 8 --hours 1 --price-id 999999")
                    .err.contains("no price with id 999999"));
    }

    void recommendAndSweepFromStoredPrices() {
        // Shanghai has no monthly rent of its own: mainland China's national prices apply there.
        const Run r = store(
            "recommend --workload pretrain --params 13B --tokens 300B --count 8 --price-region cn-shanghai "
            "--price-kind monthly --currency CNY --format json");
        QCOMPARE(r.status, 0);
        const QJsonArray options =
            QJsonDocument::fromJson(r.out.toUtf8()).object().value("options").toArray();
        QStringList priced;
        for (const QJsonValue& o : options)
            priced << o.toObject().value("gpu").toString();
        QVERIFY2(priced.contains("a100-80gb-sxm") && priced.contains("h100-sxm"),
                 qPrintable(priced.join(',')));
        const Run sweep = store("sweep --gpus h100-sxm --tokens 100B --count 8 --points 3 --max-params 13B "
                                "--price-region aws:us-east-1 --format json");
        QCOMPARE(sweep.status, 0);
        QVERIFY(QJsonDocument::fromJson(sweep.out.toUtf8())
                    .object()
                    .value("points")
                    .toArray()
                    .first()
                    .toObject()
                    .value("cost")
                    .toDouble() > 0);
        // Prices converted from CNY say at which rate and date.
        const Run usd =
            store("recommend --workload pretrain --params 13B --tokens 300B --count 8 --price-region "
                  "cn-shanghai --price-kind monthly --currency USD");
        QCOMPARE(usd.status, 0);
        QVERIFY2(usd.out.contains("Prices converted at 1 CNY = 0.147584 USD (2026-06-01, Board of Governors"),
                 qPrintable(usd.out));
        // Stored prices in another currency need a rate (the store has none for KRW)
        const Run noRate = store(
            "recommend --workload pretrain --params 13B --tokens 300B --count 8 --price-region cn-shanghai "
            "--price-kind monthly --currency KRW");
        QCOMPARE(noRate.status, 2);
        QVERIFY2(noRate.err.contains("no exchange rate for KRW"), qPrintable(noRate.err));
        QVERIFY(store("recommend --workload pretrain --params 13B --tokens 300B --price-region mars")
                    .err.contains("no stored"));
    }

    void regionsRatesAndOwnershipFromTheStore() {
        // A new region has no tariff: ownership costs there need one first.
        QCOMPARE(store("region set --id xx-test --name-en Test --name-zh 测试 --currency CNY").status, 0);
        QVERIFY(
            store("cost --gpu h100-sxm --gpus 8 --hours 10 --price 2 --server-price 300000 --region xx-test")
                .err.contains("has no electricity price yet"));
        QVERIFY(store("region set --id xx-test --electricity 0.65").err.contains("needs --source"));
        QCOMPARE(store("region set --id xx-test --electricity 0.65 --pue 1.3 --source test-tariff").status,
                 0);
        QCOMPARE(
            store("rate set --currency CNY --usd-per-unit 0.14 --date 2026-11-28 --source test-rate").status,
            0);
        QVERIFY(store("rates").out.contains("CNY  0.14 USD"));
        QVERIFY(
            store("rate set --currency XYZ --usd-per-unit 1 --source s").err.contains("unknown currency"));
        const Run r =
            store("cost --gpu h100-sxm --gpus 8 --hours 10 --price 2 --server-price 300000 --region xx-test "
                  "--format json");
        QCOMPARE(r.status, 0);
        const QJsonObject buy = QJsonDocument::fromJson(r.out.toUtf8()).object().value("buy").toObject();
        // (8 x 0.7 kW x 70% + 1.3 kW) x PUE 1.3 x 26,280 h at 0.65 CNY x 0.14 USD/CNY per kWh
        const double kwh = (8 * 0.7 * 0.7 + 1.3) * 1.3 * 3 * 8760;
        QVERIFY(qFuzzyCompare(buy.value("energy_kwh").toDouble(), kwh));
        QVERIFY(qAbs(buy.value("energy").toDouble() - kwh * 0.65 * 0.14) < 0.01);
    }

    void storeProblems() {
        const QString garbage = file("garbage.sqlite", "not a database at all\n");
        const Run r = gpuplan({"--db", garbage, "prices"});
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains("not a GpuPlan database"));
        QCOMPARE(store("price delete --id 999999").status, 2);
        QVERIFY(store("price revert --change 999999").err.contains("no change with id 999999"));
        QVERIFY(store("price set --gpu h100-sxm --provider idc-cn --region cn-beijing --kind monthly --unit "
                      "gpu-month "
                      "--amount 5 --currency CNY --source s --low 9")
                    .err.contains("above the amount"));
        QCOMPARE(store("import csv " + m_dir.filePath("missing.csv")).status, 2);
        {
            QFile huge(m_dir.filePath("huge.csv")); // sparse: no disk is used
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(300LL * 1024 * 1024));
        }
        QVERIFY(store("import csv " + m_dir.filePath("huge.csv")).err.contains("larger than 256 MB"));
        QVERIFY(store("export prices /nonexistent-dir/x.csv").err.contains("cannot write"));
        QVERIFY(store("backup " + m_db).err.contains("exists already"));
        const QString before = pricesCsv();
        const Run typo = store("price set --id 1 --ammount 1 --currency CNY");
        QCOMPARE(typo.status, 2);
        QVERIFY(typo.err.contains("unknown option --ammount"));
        QCOMPARE(pricesCsv(), before);
    }
};

QTEST_GUILESS_MAIN(TestCliStore)
#include "test_cli_store.moc"
