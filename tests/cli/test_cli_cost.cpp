// gpuplan's serving, cost, sweep and recommendation commands end to end, and their bad input.
#include "cli_runner.h"

using namespace clitest;

class TestCliCost : public QObject {
    Q_OBJECT
private slots:
    void estimateInferJson() {
        const Run r =
            gpuplan(split("estimate infer --gpu h100-sxm --gpus 1 --model llama2-7b --input-tokens 128 "
                          "--output-tokens 128 --precision fp8 --price 2.99 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        for (const char* key :
             {"ttft_seconds", "tpot_seconds", "output_tokens_per_second", "batch", "memory_per_gpu_bytes",
              "fits", "max_concurrency", "cost_per_million_output_tokens"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value("fits").toBool());
        QVERIFY(o.value("batch").toInt() >= 1);
        // cost per million = price / (tokens/s per GPU x 3600) x 1e6
        const double perGpu = o.value("output_tokens_per_second_per_gpu").toDouble();
        QVERIFY(qFuzzyCompare(o.value("cost_per_million_output_tokens").toDouble(),
                              2.99 / (perGpu * 3600) * 1e6));
        const Run limited =
            gpuplan(split("estimate infer --gpu h100-sxm --gpus 1 --model llama2-7b --input-tokens 128 "
                          "--output-tokens 128 --max-tpot 15ms --format json"));
        QCOMPARE(limited.status, 0);
        QVERIFY(json(limited).value("tpot_seconds").toDouble() <= 0.015);
        QCOMPARE(json(limited).value("batch_limited_by").toString(),
                 QStringLiteral("time per output token limit"));
        const Run w8a16 =
            gpuplan(split("estimate infer --gpu a100-80gb-sxm --gpus 1 --model llama2-7b --input-tokens 128 "
                          "--output-tokens 128 --precision fp8"));
        QCOMPARE(w8a16.status, 0);
        QVERIFY(w8a16.out.contains("weight-only"));
    }

    void costSeedExample() {
        // The second seed: 8xA100 100 h at A = 100A; 8xH100 45 h at 1.5A = 67.5A; FP8 30 h = 45A (A = 120
        // CNY).
        const struct {
            const char* args;
            const char* rent;
        } cases[] = {{"--gpu a100-80gb-sxm --hours 100 --price 120", "12000.00 CNY"},
                     {"--gpu h100-sxm --hours 45 --price 180", "8100.00 CNY"},
                     {"--gpu h100-sxm --hours 30 --price 180", "5400.00 CNY"}};
        for (const auto& c : cases) {
            const Run r =
                gpuplan(split("cost --gpus 8 --price-unit machine-hour --currency CNY") + split(c.args));
            QCOMPARE(r.status, 0);
            QVERIFY2(r.out.contains(QLatin1String("Rent            ") + QLatin1String(c.rent)),
                     qPrintable(r.out));
        }
    }

    void costWithOwnershipAndRanges() {
        const Run r = gpuplan(
            split("cost --gpu h100-sxm --gpus 8 --model llama2-13b --tokens 100B --price 8500 "
                  "--price-unit gpu-month --currency CNY --price-range 6000:11000 --server-price 2200000 "
                  "--electricity 0.8 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        const QJsonObject range = o.value("rent").toObject().value("range").toObject();
        QVERIFY(range.value("low").toDouble() <= range.value("typical").toDouble());
        QVERIFY(range.value("typical").toDouble() <= range.value("high").toDouble());
        QVERIFY(range.value("low").toDouble() < range.value("high").toDouble());
        const QJsonObject buy = o.value("buy").toObject();
        QVERIFY(qFuzzyCompare(buy.value("capex").toDouble(), 2200000.0));
        QVERIFY(buy.value("energy").toDouble() > 0);
        QVERIFY(o.value("rent_per_million_tokens").toDouble() > 0);
        const QJsonArray sens = o.value("sensitivity").toArray();
        QCOMPARE(sens.size(), 3);
        for (const QJsonValue& v : sens) {
            const QJsonObject t = v.toObject();
            if (t.value("input").toString() == "rent price")
                QVERIFY(t.value("at_low").toDouble() < t.value("at_high").toDouble());
            if (t.value("input").toString() == "efficiency")
                QVERIFY(t.value("at_low").toDouble() > t.value("at_high").toDouble());
        }
        const Run usd = gpuplan(split("cost --gpu h100-sxm --gpus 8 --hours 10 --price 100 --currency CNY "
                                      "--display-currency USD --rate CNY=0.14"));
        QCOMPARE(usd.status, 0);
        QVERIFY(usd.out.contains("1120.00 USD")); // 8 x 10 x 100 CNY x 0.14
    }

    // A GB300 NVL72 is bought by the rack (issue 31): --server-price is the rack's, 64 GPUs take one whole
    // rack, and the rest of the rack draws the catalog's 142 kW less its GPUs' 100.8 kW.
    void aRackIsBoughtWhole() {
        const Run r = gpuplan(split("cost --gpu gb300-nvl72 --gpus 64 --hours 100 --price 6 --server-price "
                                    "3500000 --electricity 0.1 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject buy = json(r).value("buy").toObject();
        QVERIFY(qFuzzyCompare(buy.value("capex").toDouble(), 3500000.0));
        QCOMPARE(buy.value("servers").toInt(), 1);
        QVERIFY(qFuzzyCompare(buy.value("it_kw").toDouble(), 64 * 1.4 * 0.7 + (142 - 72 * 1.4)));
        const Run text =
            gpuplan(split("cost --gpu gb300-nvl72 --gpus 64 --hours 100 --price 6 --server-price "
                          "3500000 --electricity 0.1"));
        QVERIFY2(
            text.out.contains("bought by the rack: --server-price is one rack of 72 GPUs, drawing 41.2 kW "
                              "besides them (the catalog's system power)"),
            qPrintable(text.out));
        // Counted by the rack: --racks 2 is 144 GPUs.
        const Run racks = gpuplan(
            split("estimate train --gpu gb300-nvl72 --racks 2 --model llama2-7b --tokens 1B --format json"));
        QCOMPARE(racks.status, 0);
        QCOMPARE(json(racks).value("gpus").toInt(), 144);
    }

    void sweepCsvAndJson() {
        const Run csv =
            gpuplan(split("sweep --gpus a100-80gb-sxm,h100-sxm --tokens 100B --count 64 --points 40 "
                          "--rent h100-sxm=2.99"));
        QCOMPARE(csv.status, 0);
        const QStringList lines = csv.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 81);
        QVERIFY(lines.first().startsWith("gpu,params,ok,gpus,wall_seconds"));
        const Run js =
            gpuplan(split("sweep --gpus h100-sxm --tokens 1T --deadline 30d --points 5 --max-params 70B "
                          "--min-params 7B --format json"));
        QCOMPARE(js.status, 0);
        const QJsonArray pts = json(js).value("points").toArray();
        QCOMPARE(pts.size(), 5);
        for (const QJsonValue& v : pts)
            QVERIFY(v.toObject().value("wall_seconds").toDouble() <= 30 * 86400.0);
    }

    void recommendJson() {
        const Run r =
            gpuplan(split("recommend --workload pretrain --model llama2-70b --tokens 2T --deadline 60d "
                          "--rent a100-80gb-sxm=6.85,h100-sxm=11.64 --currency CNY --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        const QJsonArray options = o.value("options").toArray();
        QCOMPARE(options.size(), 2);
        QCOMPARE(options.first().toObject().value("gpu").toString(), QStringLiteral("h100-sxm"));
        QVERIFY(!options.first().toObject().value("reasons").toArray().isEmpty());
        QVERIFY(o.value("summary").toString().startsWith("Recommended"));
        const Run normalised = gpuplan(
            split("recommend --workload pretrain --params 13B --tokens 300B --count 8 "
                  "--rent a100-80gb-sxm=6.85,h100-sxm=11.64 --currency CNY --baseline a100-80gb-sxm"));
        QCOMPARE(normalised.status, 0);
        QVERIFY(normalised.out.contains("unit cost 1.00 x a100-80gb-sxm"));
        // One card is "1 card" (it read "1 cards").
        const Run one = gpuplan(split("recommend --workload serve --model llama3-8b --input-tokens 500 "
                                      "--output-tokens 200 --load 100 --rent b200=4,h100-sxm=2.5"));
        QCOMPARE(one.status, 0);
        QVERIFY2(one.out.contains(": 1 card, ") && !one.out.contains(" 1 cards"), qPrintable(one.out));
        // --fp4 (issue 31): each card in the lowest precision it has; without it FP4 is never chosen.
        for (const bool fp4 : {true, false}) {
            const QJsonArray cards =
                json(gpuplan(split(
                         fp4 ? "recommend --workload pretrain --model llama3-70b --tokens 100B --count 64 "
                               "--rent b200=4,h100-sxm=2.5 --format json --fp4"
                             : "recommend --workload pretrain --model llama3-70b --tokens 100B --count 64 "
                               "--rent b200=4,h100-sxm=2.5 --format json")))
                    .value("options")
                    .toArray();
            QCOMPARE(cards.size(), 2);
            for (const QJsonValue& v : cards) {
                const QJsonObject card = v.toObject();
                const bool b200 = card.value("gpu").toString() == QLatin1String("b200");
                QCOMPARE(card.value("precision").toString(), QLatin1String(b200 && fp4 ? "fp4" : "fp8"));
            }
        }
    }

    // An RL run ranked across cards (issue 34): each card's cost is its rent for the run's GPU-hours, the
    // cheapest first; an FP8 run takes BF16 on the A100; a deadline no card meets leaves none recommended.
    void recommendAnRlRun() {
        const QString run = QStringLiteral(
            "recommend --workload rl --model qwen3-8b --prompts 64 --rollouts 8 --prompt-tokens 256 "
            "--generated-tokens 1000 --max-generated 4000 --steps 20 --count 8 --placement colocated "
            "--rent a100-80gb-sxm=1.5,h100-sxm=2.5 --format json ");
        const Run r = gpuplan(split(qPrintable(run + "--precision fp8")));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QVERIFY2(o.value("summary").toString().startsWith("Recommended: 8 x "), qPrintable(r.out));
        const QJsonArray options = o.value("options").toArray();
        QCOMPARE(options.size(), 2);
        double previous = 0;
        for (const QJsonValue& v : options) {
            const QJsonObject card = v.toObject();
            const bool a100 = card.value("gpu").toString() == QLatin1String("a100-80gb-sxm");
            QCOMPARE(card.value("precision").toString(), QLatin1String(a100 ? "bf16" : "fp8"));
            QCOMPARE(card.value("gpus").toInt(), 8);
            const double cost = card.value("cost").toDouble();
            QVERIFY(qAbs(cost - card.value("gpu_hours").toDouble() * (a100 ? 1.5 : 2.5)) < 1e-9 * cost);
            QVERIFY(cost >= previous);
            previous = cost;
            QVERIFY(card.value("plan").toString().startsWith("colocated on 8"));
        }
        // A reward model scoring every rollout makes every card's run longer and dearer.
        const QJsonArray scored =
            json(gpuplan(split(qPrintable(run + "--precision fp8 --reward-model qwen3-8b"))))
                .value("options")
                .toArray();
        QCOMPARE(scored.size(), options.size());
        for (const QJsonValue& v : scored)
            for (const QJsonValue& w : options)
                if (v.toObject().value("gpu") == w.toObject().value("gpu"))
                    QVERIFY(v.toObject().value("cost").toDouble() > w.toObject().value("cost").toDouble());
        const QJsonObject late = json(gpuplan(split(qPrintable(run + "--deadline 1m"))));
        QCOMPARE(late.value("summary").toString(),
                 QStringLiteral("No GPU meets every constraint; the options below say what each misses."));
        for (const QJsonValue& v : late.value("options").toArray())
            QVERIFY(
                v.toObject().value("problems").toArray().first().toString().contains("past the deadline"));
    }

    // Split pools across cards: every ranked card trains while the H20 generates (the fastest split, or the
    // size given), each pool at its own card's rent; the H20 itself runs the whole run.
    void recommendAnRlRunGeneratingOnItsOwnCard() {
        const QString run = QStringLiteral(
            "recommend --workload rl --model qwen3-8b --prompts 64 --rollouts 8 --prompt-tokens 256 "
            "--generated-tokens 1000 --max-generated 4000 --steps 20 --count 16 --staleness 1 "
            "--generation-gpu h20 --rent a100-80gb-sxm=1.5,h100-sxm=2.5,h20=1 --format json ");
        for (const char* placement : {"", "--placement split --generation-gpus 8"}) {
            const Run r = gpuplan(split(qPrintable(run + QLatin1String(placement))));
            QCOMPARE(r.status, 0);
            const QJsonArray options = json(r).value("options").toArray();
            QCOMPARE(options.size(), 3);
            for (const QJsonValue& v : options) {
                const QJsonObject card = v.toObject();
                const QString id = card.value("gpu").toString();
                QCOMPARE(card.value("gpus").toInt(), 16);
                const QString plan = card.value("plan").toString();
                const double cost = card.value("cost").toDouble();
                const double hours = card.value("gpu_hours").toDouble() / 16; // the run's wall hours
                if (id == QLatin1String("h20")) {                             // all on the H20: one rent
                    QVERIFY2(!plan.contains("H20"), qPrintable(plan));        // no second card to name
                    QVERIFY(qAbs(cost - hours * 16 * 1.0) < 1e-9 * cost);
                    continue;
                }
                const QRegularExpressionMatch m =
                    QRegularExpression(QStringLiteral("^(\\d+) x H20 96GB \\(HGX\\) generate \\+ (\\d+) x "))
                        .match(plan);
                QVERIFY2(m.hasMatch(), qPrintable(plan));
                const int generating = m.captured(1).toInt();
                if (*placement)
                    QCOMPARE(generating, 8);
                QCOMPARE(generating + m.captured(2).toInt(), 16);
                const double rent = id == QLatin1String("h100-sxm") ? 2.5 : 1.5;
                QVERIFY2(qAbs(cost - hours * (generating * 1.0 + (16 - generating) * rent)) < 1e-9 * cost,
                         qPrintable(QString::number(cost)));
            }
        }
    }

    void badInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("fragment");
        const QString infer = QStringLiteral("estimate infer --gpu h100-sxm --gpus 1 --model llama2-7b ");
        QTest::newRow("infer without tokens") << infer + "--output-tokens 10"
                                              << "no --input-tokens";
        QTest::newRow("infer bad precision") << infer + "--input-tokens 10 --output-tokens 10 --precision fp2"
                                             << "unknown serving --precision";
        QTest::newRow("infer fp4 on a card without it")
            << infer + "--input-tokens 10 --output-tokens 10 --precision fp4"
            << "H100 SXM 80GB has no fp4 tensor cores (it has fp32, tf32, bf16, fp16, fp8, int8)";
        QTest::newRow("infer kv cache in int4")
            << infer + "--input-tokens 10 --output-tokens 10 --kv-precision int4"
            << "unknown --kv-precision 'int4' (fp16, bf16, fp8 or fp4)";
        QTest::newRow("infer fp4 kv cache on a card without it")
            << infer + "--input-tokens 10 --output-tokens 10 --precision fp8 --kv-precision fp4"
            << "cannot keep the KV cache in fp4";
        QTest::newRow("infer batch and max")
            << infer + "--input-tokens 10 --output-tokens 10 --batch 4 --max-throughput"
            << "not both";
        QTest::newRow("infer batch too big")
            << infer + "--input-tokens 4096 --output-tokens 4096 --batch 100000"
            << "at most";
        QTest::newRow("infer bad limit") << infer + "--input-tokens 10 --output-tokens 10 --max-ttft soon"
                                         << "--max-ttft";
        QTest::newRow("infer model too big")
            << "estimate infer --gpu a10 --gpus 1 --model llama2-70b --input-tokens 10 --output-tokens 10"
            << "cannot be served";
        QTest::newRow("infer tp not dividing") << infer + "--input-tokens 10 --output-tokens 10 --tp 3"
                                               << "does not divide";
        QTest::newRow("cost without price") << "cost --gpu h100-sxm --gpus 8 --hours 10"
                                            << "no rent price";
        QTest::newRow("cost negative price") << "cost --gpu h100-sxm --gpus 8 --hours 10 --price -5"
                                             << "--price must be positive";
        QTest::newRow("cost bad currency")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --currency XYZ"
            << "unknown currency 'XYZ'";
        QTest::newRow("cost bad unit")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --price-unit fortnight"
            << "unknown --price-unit";
        QTest::newRow("cost missing rate")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --currency CNY --display-currency KRW"
            << "no exchange rate";
        QTest::newRow("cost server without power price")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --server-price 100000"
            << "needs --electricity";
        QTest::newRow("racks of a card not sold by the rack")
            << "estimate train --gpu h100-sxm --racks 2 --model llama2-7b --tokens 1B"
            << "H100 SXM 80GB is not sold by the rack: give --gpus N";
        QTest::newRow("gpus and racks")
            << "estimate train --gpu gb300-nvl72 --gpus 72 --racks 1 --model llama2-7b "
               "--tokens 1B"
            << "give --gpus or --racks, not both";
        QTest::newRow("owning a TPU, whose power is not published")
            << "cost --gpu tpu-v6e --gpus 8 --hours 10 --price 2.7 --server-price 100000 --electricity 0.1"
            << "TPU v6e (Trillium) 32GB's board power is not published: owning it is not costed";
        QTest::newRow("cost bad utilization") << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 "
                                                 "--server-price 100000 --electricity 0.1 --utilization 1.5"
                                              << "--utilization";
        QTest::newRow("ownership option without a server price")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --region us-east"
            << "give --server-price too";
        QTest::newRow("cost bad range")
            << "cost --gpu h100-sxm --gpus 8 --hours 10 --price 5 --price-range 9:4"
            << "LOW <= HIGH";
        QTest::newRow("sweep no gpus") << "sweep --tokens 1T --count 8"
                                       << "no GPUs";
        QTest::newRow("sweep unknown gpu") << "sweep --gpus h1000 --tokens 1T --count 8"
                                           << "unknown GPU 'h1000'";
        QTest::newRow("sweep no count") << "sweep --gpus h100-sxm --tokens 1T"
                                        << "--count";
        QTest::newRow("sweep bad format") << "sweep --gpus h100-sxm --tokens 1T --count 8 --format table"
                                          << "unknown --format";
        QTest::newRow("recommend no workload") << "recommend --model llama2-7b --tokens 1T --rent h100-sxm=2"
                                               << "--workload";
        QTest::newRow("recommend no prices") << "recommend --workload pretrain --model llama2-7b --tokens 1T"
                                             << "needs prices";
        QTest::newRow("recommend bad price")
            << "recommend --workload pretrain --model llama2-7b --tokens 1T --rent h100-sxm=free"
            << "not a positive price";
        const QString rl = QStringLiteral("recommend --workload rl --prompts 64 --prompt-tokens 256 "
                                          "--generated-tokens 1000 --steps 20 --rent h100-sxm=2 ");
        QTest::newRow("recommend rl without a preset") << rl + "--params 8B"
                                                       << "an RL run is ranked for a preset model";
        QTest::newRow("recommend rl split without its size") << rl + "--model qwen3-8b --placement split"
                                                             << "split pools need --generation-gpus";
        QTest::newRow("recommend rl sideways") << rl + "--model qwen3-8b --placement sideways"
                                               << "unknown --placement 'sideways'";
        QTest::newRow("recommend rl size without split") << rl + "--model qwen3-8b --generation-gpus 4"
                                                         << "--generation-gpus needs --placement split";
        QTest::newRow("recommend rl card colocated")
            << rl + "--model qwen3-8b --placement colocated --generation-gpu h20"
            << "--generation-gpu needs --placement split or search";
        QTest::newRow("recommend rl unknown card") << rl + "--model qwen3-8b --generation-gpu h21"
                                                   << "unknown --generation-gpu 'h21'";
        QTest::newRow("recommend rl unknown reward model") << rl + "--model qwen3-8b --reward-model gpt-9"
                                                           << "--reward-model: unknown model preset 'gpt-9'";
        QTest::newRow("recommend rl unpriced card") << rl + "--model qwen3-8b --generation-gpu h20"
                                                    << "--generation-gpu h20 needs a price";
        QTest::newRow("recommend rl two precisions")
            << rl + "--model qwen3-8b --precision bf16 --generation-precision fp8"
            << "engines run in the update's precision";
        QTest::newRow("recommend rl rack") << rl + "--model qwen3-8b --rack-kw 40"
                                           << "--rack-kw is not checked for an RL run";
        QTest::newRow("recommend rl baseline") << rl + "--model qwen3-8b --baseline h100-sxm"
                                               << "not of an RL run";
        QTest::newRow("recommend rl no steps")
            << "recommend --workload rl --model qwen3-8b --prompts 64 --prompt-tokens 256 "
               "--generated-tokens 1000 --rent h100-sxm=2"
            << "no --steps";
        QTest::newRow("recommend serve no load") << "recommend --workload serve --model llama2-7b "
                                                    "--input-tokens 10 --output-tokens 10 --rent h100-sxm=2"
                                                 << "--load";
    }
    void badInput() {
        QFETCH(QString, args);
        QFETCH(QString, fragment);
        expectOneLineError(args, fragment);
    }
};

QTEST_GUILESS_MAIN(TestCliCost)
#include "test_cli_cost.moc"
