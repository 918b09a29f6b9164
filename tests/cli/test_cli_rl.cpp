// `gpuplan estimate rl` end to end (issue 34): a GRPO run's phases, wall time and cost as JSON and as a
// table, the placements ranked with the reason each loses, and each bad input refused with a message naming
// it.
#include "cli_runner.h"

#include <QJsonArray>

using namespace clitest;

namespace {

QStringList words(const QString& args) {
    return args.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

const char* const kGrpo =
    "estimate rl --model qwen3-32b --gpu h100-sxm --gpus 32 --prompts 128 --rollouts 8 "
    "--prompt-tokens 256 --generated-tokens 3000 --generated-p90 8000 --max-generated 16384 "
    "--steps 500 --updates 4 ";

} // namespace

class TestCliRl : public QObject {
    Q_OBJECT
private slots:
    void aGrpoRunsPhasesTimeAndCost() {
        const Run r = gpuplan(words(QString::fromLatin1(kGrpo) + "--rent h100-sxm=2.5 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        const QJsonObject p = o.value("phase_seconds").toObject();
        const double step = o.value("step_seconds").toDouble();
        QVERIFY(p.value("generation").toDouble() > 0 && p.value("training").toDouble() > 0);
        QCOMPARE(step, p.value("generation").toDouble() + p.value("reward").toDouble() +
                           p.value("logprobs").toDouble() + p.value("training").toDouble() +
                           p.value("refit").toDouble() + p.value("optimizer_swap").toDouble());
        QVERIFY(p.value("optimizer_swap").toDouble() > 0); // colocated: the optimizer states' round trip
        QCOMPARE(o.value("gpus").toInt(), 32);
        QCOMPARE(o.value("cost").toDouble(), o.value("gpu_hours").toDouble() * 2.5);
        const QJsonObject g = o.value("generation").toObject();
        QCOMPARE(g.value("replicas").toInt() * g.value("rollouts_per_replica").toDouble() >= 1024, true);
        QVERIFY(g.value("longest_tokens").toDouble() <= 16384);
        QVERIFY(o.value("notes").toArray().size() >= 2);

        const Run table = gpuplan(words(QString::fromLatin1(kGrpo) + "--rent h100-sxm=2.5"));
        QCOMPARE(table.status, 0);
        for (const char* line :
             {"GRPO on Qwen3 32B", "Generation", "Update", "Step", "Run", "Cost", "calibrated on NeMo RL"})
            QVERIFY2(table.out.contains(QLatin1String(line)), qPrintable(table.out));
    }

    void splitPoolsOfTwoTypesAreCostedAtEachRent() {
        // H200s generate, H100s train: each pool at its own rent per GPU-hour.
        const Run r = gpuplan(words(QString::fromLatin1(kGrpo) +
                                    "--placement split --generation-gpus 16 --generation-gpu h200-sxm "
                                    "--rent h100-sxm=2,h200-sxm=3 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("gpus").toInt(), 48);
        const double hours = o.value("wall_seconds").toDouble() / 3600;
        QVERIFY(std::abs(o.value("cost").toDouble() - hours * (32 * 2.0 + 16 * 3.0)) < 1e-6);
        // Without the H200's rent there is no cost, and the table says which rent is missing.
        const Run missing = gpuplan(words(QString::fromLatin1(kGrpo) +
                                          "--placement split --generation-gpus 16 --generation-gpu h200-sxm "
                                          "--rent h100-sxm=2"));
        QCOMPARE(missing.status, 0);
        QVERIFY2(missing.out.contains(QLatin1String("no rent for h200-sxm among")), qPrintable(missing.out));
        // Stored rents of a region, in its currency.
        const Run stored =
            gpuplan(words(QString::fromLatin1(kGrpo) + "--price-region us-east --format json"));
        QCOMPARE(stored.status, 0);
        QVERIFY2(json(stored).value("cost").toDouble() > 0, qPrintable(stored.out + stored.err));
        QCOMPARE(json(stored).value("currency").toString(), QStringLiteral("USD"));
    }

    void thePlacementsAreRankedWithWhyEachLoses() {
        const Run r = gpuplan(words(QString::fromLatin1(kGrpo) + "--gpus 64 --placement search --staleness 1 "
                                                                 "--format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("evaluated").toInt(), 8); // colocated, and 8 to 56 GPUs generating
        const QJsonArray ranked = o.value("placements").toArray();
        QVERIFY(ranked.size() >= 2);
        QVERIFY(ranked.at(0).toObject().value("loses").isNull());
        for (int i = 1; i < ranked.size(); ++i) {
            QVERIFY(ranked.at(i).toObject().value("step_seconds").toDouble() >=
                    ranked.at(0).toObject().value("step_seconds").toDouble());
            QVERIFY(
                ranked.at(i).toObject().value("loses").toString().contains(QLatin1String("a step slower")));
        }
        const Run table =
            gpuplan(words(QString::fromLatin1(kGrpo) + "--gpus 64 --placement search --staleness 1"));
        QCOMPARE(table.status, 0);
        QVERIFY2(table.out.contains(QLatin1String("(best)")) &&
                     table.out.contains(QLatin1String("colocated on 64")),
                 qPrintable(table.out));
    }

    void theSearchSplitsTheGpusBetweenTwoCardTypes() {
        // 32 GPUs with H20s generating: every whole node of H20s from 8 to 24, the rest H100s training; no
        // colocation, since one GPU cannot be both cards.
        const QString search =
            QString::fromLatin1(kGrpo) + "--placement search --staleness 1 --generation-gpu h20 ";
        const Run r = gpuplan(words(search + "--rent h100-sxm=2,h20=1 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value("evaluated").toInt(), 3);
        const QJsonArray ranked = o.value("placements").toArray();
        QCOMPARE(ranked.size(), 3);
        QList<int> pools;
        for (const QJsonValue& v : ranked) {
            const QJsonObject p = v.toObject();
            QVERIFY(p.value("placement").toString().startsWith(QLatin1String("split ")));
            QCOMPARE(p.value("gpus").toInt(), 32);
            QCOMPARE(p.value("generation_gpu").toString(), QStringLiteral("h20"));
            const int generating = p.value("generation_gpus").toInt();
            pools.append(generating);
            // Each pool at its own card's rent.
            const double hours = p.value("wall_seconds").toDouble() / 3600;
            QVERIFY(std::abs(p.value("cost").toDouble() -
                             hours * (generating * 1.0 + (32 - generating) * 2.0)) < 1e-6);
        }
        std::sort(pools.begin(), pools.end());
        QCOMPARE(pools, (QList<int>{8, 16, 24}));
        // The best is the run `--placement split` gives for its pools.
        const QJsonObject best = ranked.at(0).toObject();
        const Run named = gpuplan(
            words(QString::fromLatin1(kGrpo) +
                  QStringLiteral(
                      "--staleness 1 --placement split --generation-gpu h20 --generation-gpus %1 --gpus %2 "
                      "--format json")
                      .arg(best.value("generation_gpus").toInt())
                      .arg(32 - best.value("generation_gpus").toInt())));
        QCOMPARE(named.status, 0);
        QCOMPARE(json(named).value("step_seconds").toDouble(), best.value("step_seconds").toDouble());

        const Run table = gpuplan(words(search));
        QCOMPARE(table.status, 0);
        QVERIFY2(
            table.out.contains(QLatin1String("generating on H20 96GB (HGX) and training on H100 SXM 80GB")) &&
                table.out.contains(QLatin1String("generate on H20 96GB (HGX) + ")) &&
                !table.out.contains(QLatin1String("colocated on")),
            qPrintable(table.out));
        // One GPU cannot hold a pool of each card.
        const Run one = gpuplan(words(search + "--gpus 1"));
        QCOMPARE(one.status, 2);
        QVERIFY2(one.err.contains(QLatin1String("needs more GPUs than 1")), qPrintable(one.err));
    }

    void aRewardModelScoresEveryRollout() {
        const Run rule = gpuplan(words(QString::fromLatin1(kGrpo) + "--format json"));
        const Run scored =
            gpuplan(words(QString::fromLatin1(kGrpo) + "--reward-model llama3-8b --format json"));
        QCOMPARE(scored.status, 0);
        const double seconds = json(scored).value("reward_model_seconds").toDouble();
        QVERIFY(seconds > 0);
        QCOMPARE(json(rule).value("reward_model_seconds").toDouble(), 0.0);
        const double before = json(rule).value("phase_seconds").toObject().value("logprobs").toDouble();
        const double after = json(scored).value("phase_seconds").toObject().value("logprobs").toDouble();
        QVERIFY(std::abs(after - before - seconds) < 1e-6 * after);
        const Run table = gpuplan(words(QString::fromLatin1(kGrpo) + "--reward-model llama3-8b"));
        QVERIFY2(table.out.contains(QLatin1String("Reward model      Llama 3.1 8B: ")) &&
                     table.out.contains(QLatin1String("reward model Llama 3.1 8B: one forward pass")),
                 qPrintable(table.out));
    }

    void planWithAnRlMethodRanksThePlacements() {
        // `plan --method grpo` is `estimate rl --placement search` (the algorithm from --method).
        const QString job =
            QStringLiteral("--model qwen3-32b --gpu h100-sxm --gpus 32 --prompts 128 --rollouts 8 "
                           "--prompt-tokens 256 --generated-tokens 3000 --steps 100 --format json");
        const Run plan = gpuplan(words(QStringLiteral("plan --method grpo ") + job));
        const Run search = gpuplan(words(QStringLiteral("estimate rl --placement search ") + job));
        QCOMPARE(plan.status, 0);
        QCOMPARE(plan.out, search.out);
        QCOMPARE(json(plan).value("evaluated").toInt(), 4);
        const Run dpo = gpuplan(words(QStringLiteral("plan --method dpo ") + job));
        QCOMPARE(dpo.status, 0);
        QCOMPARE(json(dpo).value("evaluated").toInt(), 1); // nothing generated: colocated only
        const Run stray = gpuplan(words(QStringLiteral("plan --method grpo --tokens 1B ") + job));
        QCOMPARE(stray.status, 2);
        QVERIFY2(stray.err.contains(QLatin1String("--tokens has no effect")), qPrintable(stray.err));
    }

    void badInputIsRefusedByName() {
        const auto refused = [](const QString& args, const char* words_) {
            const Run r = gpuplan(words(args));
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.contains(QLatin1String(words_)), qPrintable(r.err));
        };
        const QString base = QString::fromLatin1(kGrpo);
        refused(base + "--algorithm reinforce", "unknown --algorithm 'reinforce'");
        refused(QStringLiteral(
                    "estimate rl --model qwen3-32b --gpu h100-sxm --gpus 8 --steps 5 --prompt-tokens 100 "
                    "--generated-tokens 100"),
                "no --prompts");
        refused(base + "--staleness 1", "needs split pools");
        refused(base + "--placement split", "--generation-gpus");
        refused(base + "--generation-gpus 8", "needs --placement split");
        refused(base + "--placement search --generation-gpus 8", "search tries every size");
        refused(base + "--generation-gpu h20", "needs --placement split or search");
        refused(base + "--placement search --generation-gpu h9000", "unknown --generation-gpu");
        refused(base + "--placement split --generation-gpus 8 --generation-gpu h9000",
                "unknown --generation-gpu");
        refused(base + "--generated-p90 100", "p90 is below their mean");
        refused(base + "--precision fp4", "bf16 or fp8");
        refused(base + "--placement sideways", "unknown --placement");
        refused(base + "--reward-model gpt-9", "--reward-model: unknown model preset 'gpt-9'");
        refused(base + "--reward-model llama3-8b --algorithm dpo", "DPO learns from preference pairs");
    }
};

QTEST_MAIN(TestCliRl)
#include "test_cli_rl.moc"
