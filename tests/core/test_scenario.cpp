// Scenarios of the workbench table: the figures equal the planner's and the inference model's for
// the same inputs, every bad input names its field, and costs follow the chosen stored prices.
#include "test_support.h"

#include "core/inference/inference_estimator.h"
#include "core/planning/scenario_cost.h"
#include "core/serving/serving_search.h"
#include "core/training/planner.h"

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

bool containsPlain(const Message& m) {
    if (m.id == MessageId::Plain)
        return true;
    for (const MessageArg& a : m.args)
        if (a.nested && containsPlain(*a.nested))
            return true;
    return false;
}

Scenario lora70b(int gpus) {
    Scenario s;
    s.name = "LoRA 70B";
    s.kind = ScenarioKind::Lora;
    s.modelId = "llama2-70b";
    s.tokens = 1e9;
    s.gpuId = "a100-80gb-sxm";
    s.gpus = gpus;
    s.regionId = "cn-shanghai";
    return s;
}

TrainingScenario direct(const char* modelId, const char* gpuId, int gpus, Method method, double tokens) {
    const Catalog& c = test::catalog();
    TrainingScenario t;
    t.model = c.model(modelId);
    t.cluster = Cluster{c.gpu(gpuId), gpus, c.gpu(gpuId)->defaultGpusPerNode,
                        *c.network(c.gpu(gpuId)->defaultNetwork)};
    t.job.method = method;
    t.job.tokens = tokens;
    t.efficiency = &c.efficiency(gpuId);
    t.params = &c.globals();
    return t;
}

PriceRecord price(std::int64_t id, const char* gpu, PriceKind kind, PriceUnit unit, const char* amount,
                  const char* currency = "CNY") {
    PriceRecord p;
    p.id = id;
    p.gpuId = gpu;
    p.providerId = "idc-cn";
    p.regionId = "cn-shanghai";
    p.kind = kind;
    p.unit = unit;
    p.amount = Money::parse(amount, currency).value();
    p.effectiveDate = "2025-01-01";
    p.source = "test";
    return p;
}

Region shanghai(std::optional<double> electricity = std::nullopt) {
    Region r;
    r.id = "cn-shanghai";
    r.nameEn = "Shanghai";
    r.currency = "CNY";
    r.electricityPerKwh = electricity;
    r.pue = 1.4;
    return r;
}

ScenarioEstimate fixedJob(int gpus, double hours) {
    ScenarioEstimate e;
    e.ok = true;
    e.gpus = gpus;
    e.wallSeconds = hours * 3600;
    e.gpuHours = gpus * hours;
    e.tokensPerSecond = 1000;
    e.gpuWatts = 400;
    return e;
}

// The search test::trafficScenario() runs: DeepSeek-R1 on H200 alone in FP8, 2,000 tokens in and 1,000 out,
// p90 TTFT 2 s and 30 tokens/s per user; the arrivals are each test's.
ServingSearchRequest r1OnH200Search(const Catalog& c) {
    ServingSearchRequest req;
    req.catalog = &c;
    req.model = *c.model("deepseek-r1");
    req.gpuIds = {"h200-sxm"};
    req.mixGpuTypes = false;
    req.weights = {ServingPrecision::FP8};
    req.load.input = {2000, 2000};
    req.load.output = {1000, 1000};
    req.load.slo = {0.9, 2, 1.0 / 30, 0};
    return req;
}

} // namespace

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void trainingAtAFixedCountIsThePlannersBest() {
        const ScenarioEstimate e = estimateScenario(lora70b(8), test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        auto est =
            TrainingEstimator::create(direct("llama2-70b", "a100-80gb-sxm", 8, Method::Lora, 1e9)).value();
        const TrainingEstimate best = searchPlans(est, {1, false, false}).best.front();
        QCOMPARE(e.gpus, 8);
        QVERIFY(!e.countChosen);
        QCOMPARE(e.wallSeconds, best.wallSeconds);
        QCOMPARE(e.gpuHours, best.gpuHours);
        QCOMPARE(e.mfu, best.mfu);
        QCOMPARE(e.memoryPerGpu, best.memory.total());
        QVERIFY(e.memoryPerGpu <= e.memoryCapacity);
        QVERIFY(!englishText(e.plan).empty());
    }

    void autoCountIsTheSmallestThatFitsOrMeetsTheDeadline() {
        Scenario s = lora70b(0);
        s.kind = ScenarioKind::FullFinetune;
        ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QVERIFY(e.countChosen);
        const TrainingScenario t = direct("llama2-70b", "a100-80gb-sxm", 1, Method::FullFinetune, 1e9);
        QCOMPARE(e.gpus, smallestFittingCount(t).gpus);
        QVERIFY(e.gpus > 8); // full fine-tuning of 70B needs more than one node of A100 80GB

        s.deadlineHours = 24;
        e = estimateScenario(s, test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QCOMPARE(e.gpus, countForDeadline(t, 24 * 3600.0).gpus);
        QVERIFY(e.wallSeconds <= 24 * 3600.0);
        QVERIFY(e.warnings.empty() || englishText(e.warnings.front()).find("deadline") == std::string::npos);
    }

    // At a count the user chose, offloading to host memory is the last resort, as on the command line: a
    // 70B full fine-tune on 8 x A100 80GB fits only with the optimizer on the host, and says so.
    void aFixedCountThatOnlyFitsWithOffloadUsesIt() {
        Scenario s = lora70b(8);
        s.kind = ScenarioKind::FullFinetune;
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QVERIFY(e.train.plan.offload != Offload::None);
        QVERIFY2(englishText(e.plan).find("offload") != std::string::npos, englishText(e.plan).c_str());
        QVERIFY(e.train.step.offload > 0);
        const bool noted = std::any_of(e.notes.begin(), e.notes.end(), [](const Message& n) {
            return englishText(n).find("host memory") != std::string::npos;
        });
        QVERIFY(noted);
    }

    void aMissedDeadlineAtAFixedCountIsAWarning() {
        Scenario s = lora70b(8);
        s.deadlineHours = 1;
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY(e.ok);
        QCOMPARE(e.warnings.size(), std::size_t(1));
        QVERIFY(englishText(e.warnings.front()).find("past the deadline of 1.0 h") != std::string::npos);
    }

    void everyBadInputNamesItsField_data() {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("words");
        QTest::newRow("model") << int(ScenarioField::Model) << "unknown model preset 'gpt-9'";
        QTest::newRow("size") << int(ScenarioField::Model) << "give a size";
        QTest::newRow("tokens") << int(ScenarioField::Tokens) << "number of tokens";
        QTest::newRow("gpu") << int(ScenarioField::Gpu) << "unknown GPU 'z100'";
        QTest::newRow("precision") << int(ScenarioField::Precision) << "has no fp8 tensor cores";
        QTest::newRow("count") << int(ScenarioField::Count) << "does not fit on 1 x";
        QTest::newRow("negative count") << int(ScenarioField::Count) << "auto or 1 to 65,536";
        QTest::newRow("serving precision") << int(ScenarioField::Precision) << "serving precision 'fp2'";
        QTest::newRow("budget") << int(ScenarioField::Budget) << "budget cannot be negative";
        QTest::newRow("unservable") << int(ScenarioField::Count)
                                    << "Llama 3.1 405B cannot be served on 1 x L4 24GB: the weights (";
    }
    void everyBadInputNamesItsField() {
        QFETCH(int, field);
        QFETCH(QString, words);
        Scenario s = lora70b(8);
        const QString row = QString::fromLatin1(QTest::currentDataTag());
        if (row == "model")
            s.modelId = "gpt-9";
        if (row == "size")
            s.modelId.clear();
        if (row == "tokens")
            s.tokens = 0;
        if (row == "gpu")
            s.gpuId = "z100";
        if (row == "precision")
            s.precision = "fp8"; // the A100 has no FP8
        if (row == "count") {    // too large even with everything offloaded to the host
            s.kind = ScenarioKind::FullFinetune;
            s.modelId = "llama3-405b";
            s.gpus = 1;
        }
        if (row == "negative count")
            s.gpus = -2;
        if (row == "serving precision") {
            s.kind = ScenarioKind::Inference;
            s.precision = "fp2";
        }
        if (row == "budget")
            s.budget = -1;
        if (row == "unservable") {
            s.kind = ScenarioKind::Inference;
            s.modelId = "llama3-405b";
            s.gpuId = "l4";
            s.gpus = 1;
        }
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY(!e.ok);
        QCOMPARE(int(e.problemField), field);
        QVERIFY2(QString::fromStdString(englishText(e.problem)).contains(words),
                 englishText(e.problem).c_str());
        // Every part has an id, so the workbench can translate it (Plain is English text core passed on).
        QVERIFY2(!containsPlain(e.problem), englishText(e.problem).c_str());
    }

    void servingCarriesTheLoadOnTheFewestCards() {
        Scenario s = lora70b(0);
        s.kind = ScenarioKind::Inference;
        s.load = 5000;
        const ScenarioEstimate e = estimateScenario(s, test::catalog());
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QVERIFY(!e.training);
        QVERIFY(e.tokensPerSecond >= 5000);
        QCOMPARE(e.gpuHours, e.gpus * kHoursPerMonth);
        // One replica fewer would not carry the load.
        const int replicas = e.gpus / e.serve.tp;
        QVERIFY((replicas - 1) * e.serve.outputTokensPerSecond < 5000);
        // The figures are the inference model's for that setup.
        const Catalog& c = test::catalog();
        InferenceScenario is;
        is.model = c.model("llama2-70b");
        is.cluster = Cluster{c.gpu("a100-80gb-sxm"), e.serve.tp, 8, *c.network("ib-hdr")};
        is.job.inputTokens = 1024;
        is.job.outputTokens = 256;
        is.job.tp = e.serve.tp;
        is.efficiency = &c.efficiency("a100-80gb-sxm");
        is.params = &c.globals();
        QCOMPARE(estimateInference(is)->outputTokensPerSecond, e.serve.outputTokensPerSecond);

        s.gpus = 8;
        s.load = 1e7; // far beyond 8 cards
        const ScenarioEstimate short8 = estimateScenario(s, c);
        QVERIFY(short8.ok);
        QCOMPARE(short8.gpus, 8);
        QVERIFY(englishText(short8.warnings.front()).find("below the 10000000 asked for") !=
                std::string::npos);
    }

    void servingOnAnAmdCardSaysItsSoftwaresFactor() {
        // The MI300X serves at amd_serving_factor of NVIDIA's fitted rates: the notes say so, with the
        // factor; an NVIDIA card's serving has no such note, nor has training on the MI300X.
        auto amdNote = [](const ScenarioEstimate& e) -> const Message* {
            for (const Message& n : e.notes)
                if (n.id == MessageId::NoteAmdServingSoftware)
                    return &n;
            return nullptr;
        };
        Scenario s = lora70b(0);
        s.kind = ScenarioKind::Inference;
        s.load = 5000;
        s.gpuId = "mi300x";
        const ScenarioEstimate amd = estimateScenario(s, test::catalog());
        QVERIFY2(amd.ok, englishText(amd.problem).c_str());
        QVERIFY(amdNote(amd));
        QVERIFY2(englishText(*amdNote(amd)).find("served at 0.45 of the rates fitted on NVIDIA") !=
                     std::string::npos,
                 englishText(*amdNote(amd)).c_str());
        s.gpuId = "h100-sxm";
        QVERIFY(!amdNote(estimateScenario(s, test::catalog())));
        Scenario training = lora70b(0);
        training.gpuId = "mi300x";
        QVERIFY(!amdNote(estimateScenario(training, test::catalog())));
    }

    void servingSizedForTrafficIsTheSearchsFewestCards() {
        // Issue 32's question on one card type: DeepSeek-R1, 20 requests/s of 2,000 in and 1,000 out, p90
        // TTFT 2 s and 30 tokens/s per user, on H200 in FP8. The scenario takes the deployment search's
        // answer.
        Scenario s = test::trafficScenario();
        s.traffic.maxTpotSeconds = 1.0 / 30;
        const Catalog& c = test::catalog();
        const ScenarioEstimate e = estimateScenario(s, c);
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        QVERIFY(!e.training && e.countChosen);
        ServingSearchRequest req = r1OnH200Search(c);
        req.load.requestsPerSecond = 20;
        const auto r = searchServing(req);
        QVERIFY(r.ok());
        const ServingOption& best = r->options.front();
        QCOMPARE(e.gpus, best.deployment.gpus());
        QCOMPARE(e.tokensPerSecond, 20.0 * 1000);
        QCOMPARE(e.gpuHours, e.gpus * kHoursPerMonth);
        QCOMPARE(e.serve.ttftSeconds, best.outcome.ttftSeconds);
        QVERIFY(e.serve.ttftSeconds <= 2 && e.serve.tpotSeconds <= 1.0 / 30);
        QVERIFY2(englishText(e.plan).find("p90 TTFT") != std::string::npos, englishText(e.plan).c_str());
        QVERIFY(e.memoryPerGpu > 0 && e.memoryPerGpu <= e.memoryCapacity);

        // A given count caps the deployment and is what the scenario rents; too few cards is refused on the
        // count with the search's reason.
        s.gpus = best.deployment.gpus() + 8;
        const ScenarioEstimate capped = estimateScenario(s, c);
        QVERIFY(capped.ok);
        QCOMPARE(capped.gpus, best.deployment.gpus() + 8);
        s.gpus = 8;
        const ScenarioEstimate few = estimateScenario(s, c);
        QVERIFY(!few.ok);
        QCOMPARE(int(few.problemField), int(ScenarioField::Count));
        QVERIFY2(englishText(few.problem).find("no deployment meets the limits") != std::string::npos,
                 englishText(few.problem).c_str());

        // Out-of-range traffic names the problem.
        s.gpus = 0;
        s.traffic.prefixHitShare = 1.5;
        const ScenarioEstimate bad = estimateScenario(s, c);
        QVERIFY(!bad.ok);
        QVERIFY2(englishText(bad.problem).find("prefix hit share is 0 to 1") != std::string::npos,
                 englishText(bad.problem).c_str());
        // So is a p90 below its mean (from a hand-edited file): nine in ten cannot all be shorter than
        // average.
        s.traffic.prefixHitShare = 0;
        s.traffic.outputP90 = s.outputTokens - 1;
        const ScenarioEstimate tail = estimateScenario(s, c);
        QVERIFY(!tail.ok);
        QVERIFY2(englishText(tail.problem).find("at least its mean") != std::string::npos,
                 englishText(tail.problem).c_str());
    }

    // Users who each wait for their answer and think before the next request (a closed loop): the scenario
    // takes the search's answer for that load, and the rate it reports is what the users send at the
    // deployment's latency, at most users / think time.
    void servingSizedForUsersIsTheSearchsClosedLoop() {
        Scenario s = test::trafficScenario();
        s.traffic.requestsPerSecond = 0;
        s.traffic.users = 200;
        s.traffic.thinkSeconds = 10;
        s.traffic.maxTpotSeconds = 1.0 / 30;
        const Catalog& c = test::catalog();
        const ScenarioEstimate e = estimateScenario(s, c);
        QVERIFY2(e.ok, englishText(e.problem).c_str());
        ServingSearchRequest req = r1OnH200Search(c);
        req.load.users = 200;
        req.load.thinkSeconds = 10;
        const auto r = searchServing(req);
        QVERIFY(r.ok());
        const ServingOutcome& o = r->options.front().outcome;
        QCOMPARE(e.gpus, r->options.front().deployment.gpus());
        QCOMPARE(e.tokensPerSecond, o.outputTokensPerSecond);
        QCOMPARE(e.serve.ttftSeconds, o.ttftSeconds);
        // Each user's cycle is the mean answer time plus the think time: 200 users send less than 20 a
        // second.
        QVERIFY(o.requestsPerSecond > 0 && o.requestsPerSecond < 200.0 / 10);
        QVERIFY(std::fabs(o.requestsPerSecond * (10 + o.e2eMeanSeconds) - 200) < 2);

        // A rate and users together, negative users, or a think time without users: refused, saying so.
        for (auto [rate, users, think] :
             {std::tuple{5.0, 200.0, 10.0}, std::tuple{0.0, -1.0, 0.0}, std::tuple{5.0, 0.0, 10.0}}) {
            s.traffic.requestsPerSecond = rate;
            s.traffic.users = users;
            s.traffic.thinkSeconds = think;
            const ScenarioEstimate bad = estimateScenario(s, c);
            QVERIFY(!bad.ok);
            QCOMPARE(int(bad.problemField), int(ScenarioField::Tokens));
            QVERIFY2(englishText(bad.problem).find("not both") != std::string::npos,
                     englishText(bad.problem).c_str());
        }
    }

    // The market's cheapest offer is named only when it is cheaper in one currency: 1.40 USD in Beijing ties
    // 10 CNY in Shanghai at 0.14 USD a yuan (no offer named); 1.30 USD beats it.
    void theMarketsOfferIsComparedInOneCurrency() {
        Region world, china, beijing;
        world.id = "global";
        world.currency = "USD";
        china.id = "cn";
        china.parent = "global";
        china.currency = "CNY";
        beijing.id = "cn-beijing";
        beijing.parent = "cn";
        beijing.currency = "CNY";
        Region city = shanghai();
        city.parent = "cn";
        PriceRecord here = price(1, "a100-80gb-sxm", PriceKind::OnDemand, PriceUnit::GpuHour, "10");
        PriceRecord there = price(2, "a100-80gb-sxm", PriceKind::OnDemand, PriceUnit::GpuHour, "1.40", "USD");
        there.regionId = "cn-beijing";
        ExchangeRates rates;
        rates.set("CNY", 0.14);
        const std::vector<Region> regions{world, china, beijing, city};
        ScenarioPrices chosen = choosePrices(lora70b(8), {here, there}, regions, rates);
        QCOMPARE(chosen.rent->id, std::int64_t(1));
        QVERIFY(chosen.market);
        QVERIFY(!chosen.marketRent);
        there.amount = Money::parse("1.30", "USD").value();
        chosen = choosePrices(lora70b(8), {here, there}, regions, rates);
        QVERIFY(chosen.marketRent);
        QCOMPARE(chosen.marketRent->id, std::int64_t(2));
    }

    void theCheapestNonSpotPriceOfTheRegionIsChosen() {
        const std::vector<PriceRecord> prices{
            price(1, "a100-80gb-sxm", PriceKind::Monthly, PriceUnit::GpuMonth, "5000"),
            price(2, "a100-80gb-sxm", PriceKind::Monthly, PriceUnit::MachineMonth, "39000"), // 4875 a card
            price(3, "a100-80gb-sxm", PriceKind::Spot, PriceUnit::GpuHour, "1"),
            price(4, "h100-sxm", PriceKind::Monthly, PriceUnit::GpuMonth, "100"),
            price(5, "a100-80gb-sxm", PriceKind::Purchase, PriceUnit::OneOff, "900000"),
        };
        Scenario s = lora70b(8);
        ScenarioPrices chosen = choosePrices(s, prices, {shanghai()});
        QCOMPARE(chosen.rent->id, std::int64_t(2));
        QCOMPARE(chosen.purchase->id, std::int64_t(5));
        s.priceId = 3; // spot, named explicitly
        QCOMPARE(choosePrices(s, prices, {shanghai()}).rent->id, std::int64_t(3));
        s.priceId = 4;
        chosen = choosePrices(s, prices, {shanghai()});
        QVERIFY(!chosen.rent);
        QVERIFY(englishText(chosen.rentProblem).find("is for h100-sxm") != std::string::npos);
        s.priceId = 99;
        QVERIFY(englishText(choosePrices(s, prices, {shanghai()}).rentProblem).find("no longer stored") !=
                std::string::npos);
        s.priceId = 0;
        s.gpuId = "l4";
        QVERIFY(englishText(choosePrices(s, prices, {shanghai()}).rentProblem)
                    .find("no stored rent price for l4 in Shanghai") != std::string::npos);
    }

    void theSeedsWorkedExampleIsExact() {
        // 8 A100 for 100 h at A = 120 CNY a machine-hour, 8 H100 for 45 h at 1.5 A, and 30 h with FP8.
        ScenarioPrices a100;
        a100.rent = price(1, "a100-80gb-sxm", PriceKind::OnDemand, PriceUnit::MachineHour, "120");
        ScenarioPrices h100;
        h100.rent = price(2, "h100-sxm", PriceKind::OnDemand, PriceUnit::MachineHour, "180");
        const Scenario s = lora70b(8);
        const ExchangeRates rates;
        QCOMPARE(costScenario(s, fixedJob(8, 100), a100, rates).rent.toString(), std::string("12000.00 CNY"));
        QCOMPARE(costScenario(s, fixedJob(8, 45), h100, rates).rent.toString(), std::string("8100.00 CNY"));
        QCOMPARE(costScenario(s, fixedJob(8, 30), h100, rates).rent.toString(), std::string("5400.00 CNY"));
    }

    void rentRangeAndBudgetFollowThePrice() {
        ScenarioPrices p;
        p.rent = price(1, "a100-80gb-sxm", PriceKind::OnDemand, PriceUnit::MachineHour, "120");
        p.rent->low = Money::parse("100", "CNY").value();
        p.rent->high = Money::parse("150", "CNY").value();
        Scenario s = lora70b(8);
        s.budget = 11000;
        const ScenarioCost c = costScenario(s, fixedJob(8, 100), p, ExchangeRates());
        QCOMPARE(c.rentRange.typical, 12000.0);
        QCOMPARE(c.rentRange.low, 100.0 * 100 / 1.15);
        QCOMPARE(c.rentRange.high, 150.0 * 100 / 0.85);
        QCOMPARE(c.hoursRange.low, 100 / 1.15);
        QVERIFY(c.overBudget);
        QCOMPARE(englishText(c.sensitivity.front().name),
                 std::string("rent price")); // 100-150 swings more than +-15%
        QCOMPARE(c.costPerMillionTokens, costPerMillionTokens(15.0, 1000.0 / 8));
    }

    void owningNeedsAPurchaseAndAnElectricityPrice() {
        ScenarioPrices p;
        p.rent = price(1, "a100-80gb-sxm", PriceKind::OnDemand, PriceUnit::MachineHour, "120");
        p.region = shanghai();
        const Scenario s = lora70b(16);
        ScenarioCost c = costScenario(s, fixedJob(16, 100), p, ExchangeRates());
        QVERIFY(!c.buyKnown);
        QVERIFY(englishText(c.buyProblem).find("no server purchase price") != std::string::npos);
        p.purchase = price(5, "a100-80gb-sxm", PriceKind::Purchase, PriceUnit::OneOff, "1200000");
        c = costScenario(s, fixedJob(16, 100), p, ExchangeRates());
        QVERIFY(englishText(c.buyProblem).find("no electricity price") != std::string::npos);
        p.region = p.tariff = shanghai(0.8);
        c = costScenario(s, fixedJob(16, 100), p, ExchangeRates());
        QVERIFY2(c.buyKnown, englishText(c.buyProblem).c_str());
        OwnershipInputs in;
        in.serverPrice = p.purchase->amount;
        in.gpuWatts = 400;
        in.pue = 1.4;
        in.electricityPerKwh = 0.8;
        const OwnershipCost expected = ownershipCost(in, 16).value();
        QCOMPARE(c.ownership.total, expected.total);
        QCOMPARE(c.ownership.servers, 2);
        QCOMPARE(c.buyJobShare, expected.perGpuHour * 1600);
        QVERIFY(c.breakEven && c.breakEven->reached);
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "test_scenario.moc"
