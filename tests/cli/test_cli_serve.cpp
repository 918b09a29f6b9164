// `gpuplan plan serve` end to end (issue 32): the buyer's question answered, in JSON and as a table, and
// each bad input refused with a message naming it.
#include "cli_runner.h"

#include <QFile>
#include <QTemporaryDir>

#include <QJsonArray>
#include <QRegularExpression>

using namespace clitest;

namespace {

QStringList words(const QString& args) {
    return args.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

const char* const kBuyer = "plan serve --model deepseek-r1 --rps 20 --input-tokens 2000 --output-tokens 1000 "
                           "--max-ttft 2s --min-tokens-per-user 30 --precision fp8 "
                           "--rent h100-sxm=2.99,h200-sxm=3.50,b200=4.99,mi300x=2.29 ";

} // namespace

class TestCliServe : public QObject {
    Q_OBJECT
private slots:
    void theBuyersQuestion() {
        // "DeepSeek-R1, 20 requests/s, 2k in / 1k out, p90 TTFT 2 s, 30 tokens/s per user": the cheapest
        // deployment over the priced cards, with its latencies under the load and its cost.
        const Run r = gpuplan(words(QString::fromLatin1(kBuyer) + "--format json --top 30"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("ranked_by").toString(), QStringLiteral("cost"));
        QVERIFY(o.value("evaluated").toInt() > 100);
        const QJsonArray options = o.value("options").toArray();
        QVERIFY(options.size() >= 2);
        double previous = 0;
        bool sawBothModes[2] = {false, false};
        for (const QJsonValue& v : options) {
            const QJsonObject d = v.toObject();
            QVERIFY(d.value("ttft_seconds").toDouble() <= 2.0);
            QVERIFY(d.value("tpot_seconds").toDouble() <= 1.0 / 30 + 1e-12);
            QVERIFY(d.value("cost_per_hour").toDouble() >= previous); // cheapest first
            previous = d.value("cost_per_hour").toDouble();
            // 20 requests/s x 1,000 output tokens, at the hourly cost.
            QCOMPARE(d.value("output_tokens_per_second").toDouble(), 20000.0);
            const double perMillion = d.value("cost_per_hour").toDouble() / (20000.0 * 3600) * 1e6;
            QVERIFY(std::abs(d.value("cost_per_million_output_tokens").toDouble() - perMillion) < 1e-9);
            sawBothModes[d.value("mode").toString() == QLatin1String("aggregated")] = true;
            if (d.value("mode").toString() == QLatin1String("disaggregated"))
                QVERIFY(d.value("prefill").toObject().value("gpus").toInt() > 0);
        }
        QVERIFY(sawBothModes[0] && sawBothModes[1]);
        QVERIFY(options.at(1).toObject().value("why").toString().contains(QLatin1String("per hour")));
        for (const QJsonValue& v : options) // never "costs 0% more": an equal cost says so
            QVERIFY(!v.toObject().value("why").toString().contains(QLatin1String("costs 0%")));

        const Run table = gpuplan(words(QString::fromLatin1(kBuyer) + "--top 2"));
        QCOMPARE(table.status, 0);
        QVERIFY2(table.out.startsWith(QLatin1String("Cheapest for DeepSeek-R1, ranked by cost per hour:")),
                 qPrintable(table.out));
        QVERIFY(table.out.contains(QLatin1String("p90 TTFT")) &&
                table.out.contains(QLatin1String("p90 TPOT")));
        QVERIFY(table.out.contains(QLatin1String("USD per million output tokens")));
        QVERIFY(table.out.contains(QLatin1String("Evaluated ")));
        QVERIFY(table.out.contains(QLatin1String("Prices per GPU-hour in USD: ")));
        QVERIFY(table.out.contains(QLatin1String(" 2.29 (--rent)")));
        // The MI300X among the cards: the note says how its software's factor was measured; without an AMD
        // card there is no such note.
        QVERIFY2(table.out.contains(QLatin1String("Note: AMD cards are served at 0.45 of the rates fitted on "
                                                  "NVIDIA's cards")),
                 qPrintable(table.out));
        const Run nvidiaOnly = gpuplan(split("plan serve --model llama3-8b --rps 1 --input-tokens 1000 "
                                             "--output-tokens 100 --gpus h100-sxm"));
        QCOMPARE(nvidiaOnly.status, 0);
        QVERIFY(!nvidiaOnly.out.contains(QLatin1String("AMD cards")));
        // A stored price names its provider and region.
        const Run stored =
            gpuplan(split("plan serve --model llama3-8b --rps 1 --input-tokens 1000 --output-tokens 100 "
                          "--gpus h100-sxm --mode aggregated --price-region us-east --format json"));
        QCOMPARE(stored.status, 0);
        const QJsonObject price = json(stored).value("prices").toArray().first().toObject();
        QCOMPARE(price.value("gpu").toString(), QStringLiteral("h100-sxm"));
        QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9-]+, [a-z0-9:-]+$"))
                     .match(price.value("from").toString())
                     .hasMatch(),
                 qPrintable(price.value("from").toString()));
    }

    void againstAnApi() {
        // An API at 0.55 per million prompt tokens and 2.19 per million output tokens: a request of 2,000 in
        // and 1,000 out costs 0.00329 USD there, 236.88 USD an hour at 20 requests/s.
        const Run r =
            gpuplan(words(QString::fromLatin1(kBuyer) + "--api-price 0.55,0.14,2.19 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonArray apis = json(r).value("apis").toArray();
        QCOMPARE(apis.size(), 1); // the typed price alone, not the stored ones of the model
        const QJsonObject api = apis.first().toObject();
        QVERIFY(std::abs(api.value("cost_per_hour").toDouble() - 236.88) < 1e-9);
        QVERIFY(api.value("break_even_found").toBool());
        QVERIFY(api.value("break_even_requests_per_second").toDouble() < 20);
        const Run table = gpuplan(words(QString::fromLatin1(kBuyer) + "--api-price 0.55,,2.19 --top 1"));
        QCOMPARE(table.status, 0);
        QVERIFY2(table.out.contains(QLatin1String("Self-hosting costs less than this API from about")),
                 qPrintable(table.out));
        QVERIFY(table.out.contains(QLatin1String("per million prompt tokens computed")));
        // Without a rent for every card there is nothing to compare.
        const Run unpriced =
            gpuplan(split("plan serve --model llama3-8b --gpus h100-sxm --rps 1 --input-tokens 100 "
                          "--output-tokens 100 --api-price 1,1,1"));
        QCOMPARE(unpriced.status, 2);
        QVERIFY(unpriced.err.contains(QLatin1String("--api-price needs a rent for every GPU type")));
    }

    // Each deployment's power with every GPU at board power, and its output tokens per MWh at the load.
    void powerPerDeployment() {
        const Run r =
            gpuplan(split("plan serve --model llama3-8b --rps 2 --input-tokens 500 --output-tokens 250 "
                          "--gpus h100-sxm --mode aggregated --top 1 --pue 1.25 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject best = json(r).value("options").toArray().first().toObject();
        const int gpus = best.value("gpus").toInt();
        const double itKw = gpus * 0.7 + ((gpus + 7) / 8) * 1.3; // H100 SXM 700 W, a 1.3 kW host per 8
        QVERIFY(std::abs(best.value("it_kw").toDouble() - itKw) < 1e-9);
        QCOMPARE(best.value("pue").toDouble(), 1.25);
        QVERIFY(std::abs(best.value("output_tokens_per_mwh").toDouble() -
                         500.0 * 3600 / (itKw * 1.25 / 1000)) < 1);
        const Run table =
            gpuplan(split("plan serve --model llama3-8b --rps 2 --input-tokens 500 --output-tokens 250 "
                          "--gpus h100-sxm --top 1"));
        QVERIFY2(table.out.contains(QLatin1String("kW with every GPU at board power")) &&
                     table.out.contains(QLatin1String("at PUE 1.5, default")) &&
                     table.out.contains(QLatin1String("million output tokens per MWh")),
                 qPrintable(table.out));
        QCOMPARE(gpuplan(split("plan serve --model llama3-8b --rps 2 --input-tokens 500 --output-tokens 250 "
                               "--gpus h100-sxm --pue 0.9"))
                     .status,
                 2);
    }

    // Owning the first deployment against renting it, by hand from the stored figures: the region's cheapest
    // server price, its electricity and PUE, three years around the clock at board power.
    void owningAgainstRentingByHand() {
        const QStringList args =
            split("plan serve --model llama3-70b --rps 4 --input-tokens 1000 --output-tokens 300 "
                  "--gpus b200 --rent b200=4.99 --price-region us-east --mode aggregated "
                  "--top 1 --format json");
        const Run r = gpuplan(args);
        QCOMPARE(r.status, 0);
        const QJsonObject doc = json(r);
        const QJsonObject own = doc.value("owning").toObject();
        const int gpus = doc.value("options").toArray().first().toObject().value("gpus").toInt();
        double electricity = 0, pue = 0, server = 0;
        for (const QJsonValue& v :
             QJsonDocument::fromJson(gpuplan(split("regions --format json")).out.toUtf8()).array())
            if (v.toObject().value("id").toString() == QLatin1String("us-east")) {
                electricity = v.toObject().value("electricity_per_kwh").toDouble();
                pue = v.toObject().value("pue").toDouble();
            }
        for (const QJsonValue& v :
             QJsonDocument::fromJson(
                 gpuplan(split("prices --gpu b200 --kind purchase --format json")).out.toUtf8())
                 .array())
            if (v.toObject().value("unit").toString() == QLatin1String("one-off"))
                server = v.toObject().value("amount").toString().toDouble();
        QVERIFY(electricity > 0 && pue >= 1 && server > 0);
        const int servers = (gpus + 7) / 8;
        const double perHour = servers * server / (3 * 8760.0) +
                               (gpus * 1.0 + servers * 1.3) * pue * electricity; // B200 1,000 W
        QVERIFY2(std::abs(own.value("own_per_hour").toDouble() - perHour) < 0.01,
                 qPrintable(QString::number(own.value("own_per_hour").toDouble()) + " vs " +
                            QString::number(perHour)));
        QCOMPARE(own.value("rent_per_hour").toDouble(), gpus * 4.99);
        QVERIFY(std::abs(own.value("break_even_busy_share").toDouble() - perHour / (gpus * 4.99)) < 1e-4);
        const Run text = gpuplan(args.mid(0, args.size() - 2));
        // Two cards, but a whole server of eight is bought: owning costs more even when always busy.
        QCOMPARE(gpus, 2);
        QVERIFY(own.value("break_even_busy_share").toDouble() > 1);
        QVERIFY2(text.out.contains(QLatin1String("1 b200 server at")) &&
                     text.out.contains(
                         QLatin1String("Owning costs more than renting even with the deployment busy")),
                 qPrintable(text.out));
        // Sixteen cards fill their servers: owning costs less above a busy share, named with its average
        // load.
        const Run busy =
            gpuplan(split("plan serve --model llama3-70b --rps 40 --input-tokens 1000 --output-tokens "
                          "300 --gpus b200 --rent b200=4.99 --price-region us-east --mode aggregated "
                          "--top 1"));
        QVERIFY2(busy.out.contains(QLatin1String("Owning costs less when the load keeps it busy more than")),
                 qPrintable(busy.out));
        // Without a region there is no purchase price or tariff to own it by, and the output says so.
        const Run noRegion =
            gpuplan(split("plan serve --model llama3-70b --rps 4 --input-tokens 1000 --output-tokens "
                          "300 --gpus b200 --rent b200=4.99 --top 1"));
        QVERIFY(noRegion.out.contains(
            QLatin1String("Owning the first deployment is not costed: give --price-region")));
    }

    // --chunk-tokens off: a prompt prefilled in one step pauses decoding for all of it, not one chunk.
    void prefillWithoutChunking() {
        auto stall = [](const char* chunk) {
            const Run r =
                gpuplan(split(QByteArray("plan serve --model llama3-70b --rps 1 --input-tokens 8000 "
                                         "--output-tokens 300 --gpus h100-sxm --mode aggregated --precision "
                                         "fp8 --top 1 --format json --chunk-tokens ") +
                              chunk));
            return r.status == 0 ? json(r)
                                       .value("options")
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value("decode_stall_seconds")
                                       .toDouble()
                                 : -1.0;
        };
        const double chunked = stall("512"), whole = stall("off");
        QVERIFY2(chunked > 0 && whole > 8 * chunked,
                 qPrintable(QStringLiteral("%1 vs %2").arg(whole).arg(chunked)));
        QCOMPARE(stall("0"), whole);
    }

    // --lengths FILE: a trace's mean and p90 of each side, the same load as typed by hand.
    void lengthsFromATrace() {
        QTemporaryDir dir;
        QFile trace(dir.filePath("trace.csv"));
        QVERIFY(trace.open(QIODevice::WriteOnly));
        trace.write("prompt_tokens,completion_tokens\n");
        for (int i = 1; i <= 20; ++i) // prompts 200, 400, ..., 4000 (mean 2100, p90 3600); answers 300
            trace.write(QByteArray::number(200 * i) + ",300\n");
        trace.close();
        const QString base = "plan serve --model llama3-8b --rps 2 --gpus h100-sxm --top 1 --format json ";
        const Run fromTrace = gpuplan(words(base + "--lengths " + trace.fileName()));
        QCOMPARE(fromTrace.status, 0);
        QCOMPARE(json(fromTrace).value("lengths").toString(),
                 "Lengths from " + trace.fileName() +
                     ": 20 requests; prompts mean 2100, p90 3600 tokens; answers mean 300, p90 300 tokens");
        const Run typed = gpuplan(words(base + "--input-tokens 2100 --input-p90 3600 --output-tokens 300"));
        QCOMPARE(json(fromTrace).value("options"), json(typed).value("options"));
        const Run both = gpuplan(words(base + "--lengths " + trace.fileName() + " --input-tokens 100"));
        QCOMPARE(both.status, 2);
        QVERIFY(both.err.contains("give the lengths as --lengths FILE or as --input-tokens"));
        const Run missing = gpuplan(words(base + "--lengths " + dir.filePath("none.csv")));
        QCOMPARE(missing.status, 2);
        QVERIFY2(missing.err.contains("cannot read --lengths"), qPrintable(missing.err));
    }

    // --think 0: a fixed concurrency, as benchmarks run it; the rate is the users over the request time.
    void usersWithoutThinkTime() {
        const Run r =
            gpuplan(split("plan serve --model llama3-8b --users 16 --think 0 --input-tokens 1000 "
                          "--output-tokens 200 --gpus h100-sxm --mode aggregated --max-gpus 1 --top 1 "
                          "--format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject best = json(r).value("options").toArray().first().toObject();
        const double rate = best.value("requests_per_second").toDouble();
        const double e2e =
            best.value("ttft_mean_seconds").toDouble() + 199 * best.value("tpot_mean_seconds").toDouble();
        QVERIFY2(std::abs(rate * e2e - 16) < 0.1, qPrintable(QStringLiteral("%1 x %2").arg(rate).arg(e2e)));
    }

    void theFrontierNeedsNoLoad() {
        const Run r = gpuplan(split("plan serve --model llama3-8b --gpus h100-sxm --input-tokens 1000 "
                                    "--output-tokens 200 --frontier"));
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith(QLatin1String(
            "gpu,tp,ep,batch,tokens_per_second_per_user,tokens_per_second_per_gpu\nh100-sxm,")));
        QVERIFY(r.out.count('\n') > 10);
        const Run costed = gpuplan(split("plan serve --model llama3-8b --gpus h100-sxm --input-tokens 1000 "
                                         "--output-tokens 200 --frontier --api-price 1,0.1,2"));
        QCOMPARE(costed.status, 2);
        QVERIFY(costed.err.contains(QLatin1String("no costs or power: leave out --api-price")));
    }

    void theCheapestDeploymentInEachRegion() {
        // One search per region over the cards priced there, from a fresh store's bundled prices; Hong Kong
        // has monthly rents only, so on-demand finds nothing there and says what to try.
        const Run r =
            gpuplan(split("plan serve --model llama3-70b --rps 5 --input-tokens 2000 --output-tokens 500 "
                          "--max-ttft 2s --max-tpot 40ms --precision fp8 --gpus h100-sxm,h200-sxm,b200 "
                          "--regions us-east,hk --format json"));
        QCOMPARE(r.status, 0);
        const QJsonArray regions = json(r).value("regions").toArray();
        QCOMPARE(regions.size(), 2);
        const QJsonObject east = regions.at(0).toObject();
        QCOMPARE(east.value("region").toString(), QStringLiteral("us-east"));
        const QJsonObject best = east.value("best").toObject();
        QVERIFY(best.value("cost_per_hour").toDouble() > 0);
        QVERIFY(best.value("ttft_seconds").toDouble() <= 2 && best.value("tpot_seconds").toDouble() <= 0.040);
        // Its power at the region's own PUE.
        double pue = 0;
        for (const QJsonValue& v :
             QJsonDocument::fromJson(gpuplan(split("regions --format json")).out.toUtf8()).array())
            if (v.toObject().value("id").toString() == QLatin1String("us-east"))
                pue = v.toObject().value("pue").toDouble();
        QCOMPARE(best.value("pue").toDouble(), pue);
        QVERIFY(regions.at(1).toObject().value("problem").toString().contains(
            QLatin1String("--price-kind monthly")));
        QCOMPARE(
            gpuplan(split("plan serve --model llama3-70b --rps 5 --input-tokens 2000 --output-tokens 500 "
                          "--regions nowhere"))
                .err.contains(QLatin1String("unknown region 'nowhere'")),
            true);
        const Run both =
            gpuplan(split("plan serve --model llama3-70b --rps 5 --input-tokens 2000 --output-tokens 500 "
                          "--regions us-east --price-region hk"));
        QCOMPARE(both.status, 2);
        QVERIFY(both.err.contains(QLatin1String("give --price-region with one region at a time")));
    }

    void withoutPricesTheFewestGpus() {
        const Run r =
            gpuplan(split("plan serve --model llama3-8b --rps 1 --input-tokens 1000 --output-tokens 100 "
                          "--gpus h100-sxm --mode aggregated --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("ranked_by").toString(), QStringLiteral("gpus"));
        const QJsonObject first = o.value("options").toArray().first().toObject();
        QCOMPARE(first.value("gpus").toInt(), 1);
        QCOMPARE(first.value("cost_per_hour").toDouble(), 0.0);
    }

    void badInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("fragment");
        const QString base = QStringLiteral("plan serve --model llama3-8b --gpus h100-sxm ");
        const QString tokens = QStringLiteral("--input-tokens 1000 --output-tokens 100 ");
        QTest::newRow("no load") << base + tokens << "give the load as --rps";
        QTest::newRow("rps and users") << base + tokens + "--rps 1 --users 5"
                                       << "give the load as --rps";
        QTest::newRow("no output tokens") << base + "--rps 1 --input-tokens 10"
                                          << "no --output-tokens";
        QTest::newRow("p90 below the mean") << base + tokens + "--rps 1 --input-p90 500"
                                            << "--input-p90 500 is below the mean --input-tokens 1000";
        QTest::newRow("prefix share") << base + tokens + "--rps 1 --prefix-hit 120%"
                                      << "--prefix-hit is a share";
        QTest::newRow("tpot twice") << base + tokens + "--rps 1 --max-tpot 20ms --min-tokens-per-user 30"
                                    << "not both";
        QTest::newRow("percentile") << base + tokens + "--rps 1 --percentile 100"
                                    << "--percentile";
        QTest::newRow("mode") << base + tokens + "--rps 1 --mode split"
                              << "unknown --mode 'split'";
        QTest::newRow("precision") << base + tokens + "--rps 1 --precision fp2"
                                   << "unknown --precision 'fp2'";
        QTest::newRow("kv precision") << base + tokens + "--rps 1 --kv-precision int4"
                                      << "unknown --kv-precision 'int4'";
        QTest::newRow("acceptance") << base + tokens + "--rps 1 --acceptance-length 0.5"
                                    << "--acceptance-length";
        QTest::newRow("acceptance over drafts")
            << base + tokens + "--rps 1 --acceptance-length 3 --draft-tokens 1"
            << "more than the 1 drafted tokens plus one";
        QTest::newRow("unknown gpu") << "plan serve --model llama3-8b --gpus h1000 --rps 1 " + tokens
                                     << "unknown GPU 'h1000'";
        QTest::newRow("no gpu") << "plan serve --model llama3-8b --rps 1 " + tokens
                                << "no GPU type to consider";
        QTest::newRow("api price") << base + tokens + "--rps 1 --api-price 1,2"
                                   << "--api-price is INPUT,CACHED,OUTPUT";
        QTest::newRow("unreachable limit") << base + tokens + "--rps 1 --max-tpot 0.1ms"
                                           << "no deployment meets the limits";
    }

    void badInput() {
        QFETCH(QString, args);
        QFETCH(QString, fragment);
        const Run r = gpuplan(words(args));
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(fragment), qPrintable(r.err));
    }
};

QTEST_MAIN(TestCliServe)
#include "test_cli_serve.moc"
