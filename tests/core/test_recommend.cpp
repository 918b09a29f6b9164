// Recommendations reproduce the seeds' decision logic from the numbers: large pre-training and
// FP8 favour H100-class cards; fine-tuning and serving small models on a budget favour A100-class;
// small light serving favours the cheapest card that fits (the first seed's test tier).
// Prices: the second seed's monthly CNY rents (A100 3,500-6,500, H100 6,000-11,000 per card-month)
// and real per-GPU-hour prices from shared/data/skypilot_sample_vms.csv (Lambda, RunPod).
#include "test_support.h"

#include "core/planning/recommend.h"
#include "core/planning/recommend_rl.h"
#include "core/prices/cost.h"
#include "core/serving/serving_search.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

RecommendRequest base(Workload w, const char* model) {
    RecommendRequest r;
    r.catalog = &test::catalog();
    r.workload = w;
    r.model = *test::catalog().model(model);
    r.currency = "CNY";
    return r;
}

double monthly(double cny) {
    return cny / kHoursPerMonth;
}

} // namespace

class TestRecommend : public QObject {
    Q_OBJECT
private slots:
    void largePretrainingFavoursH100() {
        // 70B+ multi-node full training: H100 at mid-range seed prices beats A100 (FP8 plan).
        RecommendRequest r = base(Workload::Pretrain, "llama2-70b");
        r.train.tokens = 2e12;
        r.deadlineSeconds = 60 * 86400.0;
        r.pricePerGpuHour = {{"a100-80gb-sxm", monthly(5000)}, {"h100-sxm", monthly(8500)}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.front().gpuId, std::string("h100-sxm"));
        QCOMPARE(rec.options.front().precision, std::string("fp8"));
        QVERIFY(rec.options.front().nodes > 1);
        QVERIFY(rec.options.front().feasible);
        QVERIFY(QString::fromStdString(rec.summary).contains(QLatin1String("H100")));
        // Even without FP8 (BF16 only) the H100 wins 10B+ full training at these prices.
        r.allowFp8 = false;
        QCOMPARE(recommend(r).value().options.front().gpuId, std::string("h100-sxm"));
    }

    void smallFinetuneOnABudgetFavoursA100() {
        // LoRA on a 13B model in BF16 (a team that has not moved to FP8), at the cheap end of the A100
        // range and the dear end of H100's: the H100 premium exceeds its speed-up.
        RecommendRequest r = base(Workload::Finetune, "llama2-13b");
        r.train.tokens = 1e9;
        r.train.method = Method::Lora;
        r.allowFp8 = false;
        r.pricePerGpuHour = {{"a100-80gb-sxm", monthly(3500)}, {"h100-sxm", monthly(11000)}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.front().gpuId, std::string("a100-80gb-sxm"));
        QVERIFY(rec.options[1].wallSeconds < rec.options[0].wallSeconds); // H100 is faster...
        QVERIFY(QString::fromStdString(rec.options[1].reasons.front())
                    .contains(QLatin1String("sooner"))); // ...and says so
    }

    void smallModelServingFavoursA100() {
        // Serving a 7B model in 16 bits at modest concurrency: one card of either type carries the
        // load, and the seed's mid-range rents make the A100 the cheaper month.
        RecommendRequest r = base(Workload::Serve, "llama2-7b");
        r.serve.inputTokens = 512;
        r.serve.outputTokens = 256;
        r.serve.maxTpotSeconds = 0.03;
        r.targetOutputTokensPerSecond = 1000;
        r.allowFp8 = false;
        r.pricePerGpuHour = {{"a100-80gb-sxm", monthly(5000)}, {"h100-sxm", monthly(8500)}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.front().gpuId, std::string("a100-80gb-sxm"));
        QCOMPARE(rec.options.front().gpus, 1);
        QVERIFY(rec.options.front().cost < rec.options[1].cost);
        // Decode of a small model is bandwidth-bound: the reason says so.
        QVERIFY(QString::fromStdString(rec.options.front().reasons.back())
                    .contains(QLatin1String("memory-bound")));
    }

    void lightServingFavoursTheCheapestCardThatFits() {
        // The first seed's test tier: a 7B assistant with light traffic runs on one A10 (real cloud
        // prices: Lambda A10 0.75, A100 80GB 1.79, H100 SXM from RunPod 2.99 USD per GPU-hour).
        RecommendRequest r = base(Workload::Serve, "llama2-7b");
        r.currency = "USD";
        r.serve.inputTokens = 256;
        r.serve.outputTokens = 256;
        r.targetOutputTokensPerSecond = 100;
        r.pricePerGpuHour = {{"a10", 0.75}, {"a100-80gb-sxm", 1.79}, {"h100-sxm", 2.99}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.front().gpuId, std::string("a10"));
        QCOMPARE(rec.options.front().gpus, 1);
    }

    void unitCostTableNormalisedToA100() {
        // The second seed's unit-cost table: A100 = 1.0; H100 FP16 training below 1, FP8 lower still.
        RecommendRequest r = base(Workload::Pretrain, "llama2-13b");
        r.train.tokens = 300e9;
        r.gpuCount = 8;
        r.baseline = "a100-80gb-sxm";
        r.pricePerGpuHour = {{"a100-80gb-sxm", monthly(5000)}, {"h100-sxm", monthly(8500)}};
        auto ratio = [&](const Recommendation& rec, const char* id) {
            for (const RecommendOption& o : rec.options)
                if (o.gpuId == id)
                    return o.unitCostVsBaseline;
            return -1.0;
        };
        const Recommendation fp8 = recommend(r).value();
        r.allowFp8 = false;
        const Recommendation bf16 = recommend(r).value();
        QCOMPARE(ratio(bf16, "a100-80gb-sxm"), 1.0);
        QVERIFY(ratio(bf16, "h100-sxm") < 1.0);
        QVERIFY(ratio(fp8, "h100-sxm") < ratio(bf16, "h100-sxm"));
        r.baseline = "l4";
        QVERIFY(!recommend(r).ok()); // a baseline must be among the compared cards
    }

    void constraintsAreReported() {
        RecommendRequest r = base(Workload::Pretrain, "llama2-70b");
        r.train.tokens = 2e12;
        r.gpuCount = 64;
        r.deadlineSeconds = 10 * 86400.0;
        r.rackKw = 6;
        r.budget = 1;
        r.pricePerGpuHour = {{"a100-80gb-sxm", 10}, {"h100-sxm", 20}};
        const Recommendation rec = recommend(r).value();
        for (const RecommendOption& o : rec.options) {
            QVERIFY(!o.feasible);
            QString all;
            for (const auto& p : o.problems)
                all += QString::fromStdString(p) + QLatin1Char(';');
            QVERIFY2(all.contains(QLatin1String("budget")), qPrintable(all));
            QVERIFY2(all.contains(QLatin1String("deadline")), qPrintable(all));
        }
        // An 8 x 700 W H100 server (plus 1.3 kW of host) exceeds a 6 kW rack; 8 x 400 W A100 does not.
        auto problems = [&](const char* id) {
            for (const RecommendOption& o : rec.options)
                if (o.gpuId == id) {
                    QString all;
                    for (const auto& p : o.problems)
                        all += QString::fromStdString(p);
                    return all;
                }
            return QString();
        };
        QVERIFY(problems("h100-sxm").contains(QLatin1String("rack")));
        QVERIFY(!problems("a100-80gb-sxm").contains(QLatin1String("rack")));
        QVERIFY(QString::fromStdString(rec.summary).contains(QLatin1String("No GPU meets")));
    }

    void aScenarioBecomesARequest() {
        // The workbench's scenario as the engine's request: FP8 only when the scenario asks for it, the
        // count, deadline and budget carried over, and the saving FP8 brings stated as a number.
        Scenario s;
        s.kind = ScenarioKind::Lora;
        s.modelId = "llama2-70b";
        s.tokens = 1e9;
        s.gpus = 8;
        s.precision = "fp8";
        s.deadlineHours = 48;
        s.budget = 50000;
        s.attention = AttentionKernel::Fused;
        s.framework = Framework::Tuned;
        RecommendRequest r = requestForScenario(s, test::catalog()).value();
        QCOMPARE(r.workload, Workload::Finetune);
        QCOMPARE(r.train.attention, AttentionKernel::Fused); // the report agrees with the table
        QCOMPARE(r.train.framework, Framework::Tuned);
        QCOMPARE(r.train.method, Method::Lora);
        QCOMPARE(r.gpuCount, 8);
        QCOMPARE(r.deadlineSeconds, 48 * 3600.0);
        QCOMPARE(r.budget, 50000.0);
        QVERIFY(r.allowFp8);
        r.pricePerGpuHour = {{"a100-80gb-sxm", monthly(5000)}, {"h100-sxm", monthly(8500)}};
        r.currency = "CNY";
        const Recommendation rec = recommend(r).value();
        for (const RecommendOption& o : rec.options) {
            QVERIFY(o.mfu > 0.05 && o.mfu < 0.8);
            // H100 trains in FP8 and says how much it saves; the A100 has no FP8 to compare.
            QCOMPARE(o.fp8Saving > 0.05, o.gpuId == "h100-sxm");
        }
        s.precision = "bf16";
        s.kind = ScenarioKind::Inference;
        s.modelId.clear();
        s.params = 7e9;
        const RecommendRequest serve = requestForScenario(s, test::catalog()).value();
        QCOMPARE(serve.workload, Workload::Serve);
        QVERIFY(!serve.allowFp8);
        QCOMPARE(serve.deadlineSeconds, 0.0); // serving has no deadline
        QVERIFY(serve.model.params > 6e9);
        s.modelId = "no-such-model";
        QVERIFY(!requestForScenario(s, test::catalog()).ok());
    }

    // Issue 31: a scenario in FP4 ranks each card in the lowest precision it has (B200 in FP4, H100 in
    // FP8, A100 in BF16), says which, and how much FP4 saves; FP4 is never used unless asked for.
    void anFp4ScenarioCostsEachCardInItsLowestPrecision() {
        Scenario s;
        s.kind = ScenarioKind::Pretrain;
        s.modelId = "llama3-70b";
        s.tokens = 1e11;
        s.gpus = 64;
        s.precision = "fp4";
        s.framework = Framework::Tuned;
        RecommendRequest r = requestForScenario(s, test::catalog()).value();
        QVERIFY(r.allowFp4);
        QVERIFY(r.allowFp8);
        r.currency = "USD";
        r.pricePerGpuHour = {{"a100-80gb-sxm", 1.8}, {"h100-sxm", 2.5}, {"b200", 4.0}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.size(), std::size_t(3));
        for (const RecommendOption& o : rec.options) {
            const std::string want = o.gpuId == "b200" ? "fp4" : o.gpuId == "h100-sxm" ? "fp8" : "bf16";
            QCOMPARE(o.precision, want);
            QCOMPARE(o.fp4Saving > 0.05, o.gpuId == "b200");
            QCOMPARE(o.fp8Saving > 0.05, o.gpuId == "h100-sxm");
            if (o.gpuId == "b200") {
                QVERIFY(o.fp4Saving < 0.7); // attention, the BF16 end layers and the casts stay
                bool said = false;
                for (const std::string& why : o.reasons) {
                    said = said || why.rfind("FP4 needs", 0) == 0;
                    QVERIFY2(why.rfind("FP8 needs", 0) != 0, why.c_str());
                }
                QVERIFY(said);
            }
        }
        // The same request without FP4: the B200 trains in FP8.
        r.allowFp4 = false;
        for (const RecommendOption& o : recommend(r).value().options)
            if (o.gpuId == "b200")
                QCOMPARE(o.precision, std::string("fp8"));
        // Serving in FP4 on the card that has it.
        RecommendRequest serve = base(Workload::Serve, "llama3-70b");
        serve.serve.inputTokens = 1000;
        serve.serve.outputTokens = 500;
        serve.targetOutputTokensPerSecond = 5000;
        serve.currency = "USD";
        serve.allowFp4 = true;
        serve.pricePerGpuHour = {{"h100-sxm", 2.5}, {"b200", 4.0}};
        for (const RecommendOption& o : recommend(serve).value().options)
            QCOMPARE(o.precision.substr(0, 3), std::string(o.gpuId == "b200" ? "fp4" : "fp8"));
    }

    // Serving sized for traffic (issue 32): each card's cheapest deployment meeting the p90 limits at the
    // rate, ranked by its cost a month; the same search `plan serve` runs over that card at that rent.
    void trafficIsRankedByEachCardsCheapestDeployment() {
        RecommendRequest r = base(Workload::Serve, "deepseek-r1");
        r.currency = "USD";
        r.serve.inputTokens = 2000;
        r.serve.outputTokens = 1000;
        r.traffic.requestsPerSecond = 20;
        r.traffic.maxTtftSeconds = 2;
        r.pricePerGpuHour = {{"h100-sxm", 2.99}, {"h200-sxm", 10.60}, {"b200", 4.99}};
        const Recommendation rec = recommend(r).value();
        QCOMPARE(rec.options.size(), std::size_t(3));
        for (const RecommendOption& o : rec.options) {
            QVERIFY2(o.feasible, o.gpuId.c_str());
            QCOMPARE(o.cost, o.gpus * r.pricePerGpuHour.at(o.gpuId) * kHoursPerMonth);
            QVERIFY2(o.plan.find("p90 TTFT") != std::string::npos, o.plan.c_str());
            // The deployment's count is the cheapest search's on that card alone.
            ServingSearchRequest s;
            s.catalog = r.catalog;
            s.model = r.model;
            s.load.requestsPerSecond = 20;
            s.load.input = {2000, 2000};
            s.load.output = {1000, 1000};
            s.load.slo = {0.9, 2, 0, 0};
            s.gpuIds = {o.gpuId};
            s.mixGpuTypes = false;
            s.weights = {ServingPrecision::BF16, ServingPrecision::FP8}; // FP8 is allowed by default
            s.pricePerGpuHour[o.gpuId] = r.pricePerGpuHour.at(o.gpuId);
            QCOMPARE(o.gpus, searchServing(s).value().options.front().deployment.gpus());
        }
        QVERIFY(rec.options[0].cost <= rec.options[1].cost && rec.options[1].cost <= rec.options[2].cost);
        // A count given caps every card's deployment and is rented whole.
        r.gpuCount = 64;
        for (const RecommendOption& o : recommend(r).value().options)
            if (o.feasible)
                QCOMPARE(o.gpus, 64);
    }

    void badRequests() {
        RecommendRequest r = base(Workload::Serve, "llama2-7b");
        QVERIFY(!recommend(r).ok()); // no prices
        r.pricePerGpuHour = {{"h100-sxm", 2}};
        QVERIFY(QString::fromStdString(recommend(r).error()).contains(QLatin1String("load")));
        r.pricePerGpuHour = {{"h1000", 2}};
        r.targetOutputTokensPerSecond = 10;
        r.serve.inputTokens = r.serve.outputTokens = 10;
        QVERIFY(QString::fromStdString(recommend(r).error()).contains(QLatin1String("unknown GPU")));
    }

    // An RL run across cards (issue 34), by hand: each card's rent for its GPU-hours, those that meet the
    // deadline first, cheapest first; the first choice and the others say how they differ; a card without a
    // price is left out.
    void rlRunsRankByCostWithinTheDeadline() {
        Scenario s;
        s.kind = ScenarioKind::Grpo;
        s.deadlineHours = 100;
        std::vector<Scenario> onCards;
        for (const char* id : {"a100-80gb-sxm", "h100-sxm", "b200", "h200-sxm"}) {
            onCards.push_back(s);
            onCards.back().gpuId = id;
        }
        ScenarioEstimate a100;
        a100.ok = true;
        a100.gpus = 16;
        a100.gpuName = "A100";
        a100.wallSeconds = 50 * 3600.0;
        a100.gpuHours = 800;
        a100.tokensPerSecond = 16000;
        ScenarioEstimate h100 = a100, b200 = a100, h200 = a100;
        h100.gpuName = "H100";
        h100.wallSeconds = 20 * 3600.0;
        h100.gpuHours = 320;
        b200.gpuName = "B200"; // the cheapest, but past the deadline
        b200.wallSeconds = 200 * 3600.0;
        b200.gpuHours = 100;
        const std::map<std::string, double> rent{{"a100-80gb-sxm", 2.0}, {"h100-sxm", 4.0}, {"b200", 5.0}};
        const Recommendation r = rankRlRuns(onCards, {a100, h100, b200, h200}, rent, "USD");
        QCOMPARE(int(r.options.size()), 3);
        QCOMPARE(r.options[0].gpuId, std::string("h100-sxm"));
        QCOMPARE(r.options[0].cost, 1280.0);
        QCOMPARE(r.options[0].nodes, 2);
        QCOMPARE(r.options[0].costPerMillionTokens, costPerMillionTokens(4.0, 1000));
        QCOMPARE(r.options[1].cost, 1600.0);
        QVERIFY(r.options[0].feasible && r.options[1].feasible && !r.options[2].feasible);
        QCOMPARE(r.options[0].reasons.front(), std::string("lowest cost: 20% below the next option"));
        QCOMPARE(r.options[1].reasons.front(), std::string("costs 25% more than the first choice"));
        QCOMPARE(r.options[2].reasons.front(),
                 std::string("costs 61% less than the first choice")); // 500 against 1,280
        QCOMPARE(r.options[2].problems.front(), std::string("takes 8.3 days, past the deadline of 4.2 days"));
        QCOMPARE(r.summary, std::string("Recommended: 16 x H100 (bf16), 20.0 hours, 1280 USD"));
    }

    // Planned on each priced card: an FP8 run takes BF16 on a card without FP8, and says so.
    void rlRunsArePlannedOnEachPricedCard() {
        Scenario s;
        s.kind = ScenarioKind::Grpo;
        s.modelId = "qwen3-8b";
        s.precision = "fp8";
        s.gpus = 8;
        s.rl.promptsPerStep = 64;
        s.rl.generatedTokens = 1000;
        s.rl.maxGeneratedTokens = 4000;
        s.rl.steps = 10;
        s.rl.placement = RlPlacementChoice::Colocated;
        auto r = recommendRl(s, test::catalog(), {{"a100-80gb-sxm", 1.5}, {"h100-sxm", 2.5}}, {}, "USD");
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        QCOMPARE(int(r->options.size()), 2);
        for (const RecommendOption& o : r->options) {
            const bool a100 = o.gpuId == "a100-80gb-sxm";
            QCOMPARE(o.precision, std::string(a100 ? "bf16" : "fp8"));
            QCOMPARE(o.gpus, 8);
            QCOMPARE(o.cost, o.gpuHours * (a100 ? 1.5 : 2.5));
            QCOMPARE(std::find(o.reasons.begin(), o.reasons.end(), "runs in bf16: the card has no fp8") !=
                         o.reasons.end(),
                     a100);
        }
        QVERIFY(!recommendRl(s, test::catalog(), {}, {}, "USD").ok());
        Scenario lora = s;
        lora.kind = ScenarioKind::Lora;
        QVERIFY(!recommendRl(lora, test::catalog(), {{"h100-sxm", 2.5}}, {}, "USD").ok());
    }
};

QTEST_APPLESS_MAIN(TestRecommend)
#include "test_recommend.moc"
