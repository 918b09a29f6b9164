// Sweeps: log-spaced sizes, every point planned, time rising with size, costs from prices.
#include "test_support.h"

#include "core/planning/sweep.h"

#include <set>

using namespace gpuplan;
using namespace gpuplan::core;

class TestSweep : public QObject {
    Q_OBJECT
private slots:
    void logSpacing() {
        const std::vector<double> s = logSpaced(1e9, 1e12, 40);
        QCOMPARE(s.size(), std::size_t(40));
        QCOMPARE(s.front(), 1e9);
        QCOMPARE(s.back(), 1e12);
        for (std::size_t i = 1; i < s.size(); ++i)
            QVERIFY(qFuzzyCompare(s[i] / s[i - 1], s[1] / s[0]));
        QVERIFY(logSpaced(1e9, 1e9, 40).empty());
    }

    void fixedCountSweep() {
        SweepRequest req;
        req.catalog = &test::catalog();
        req.gpuIds = {"a100-80gb-sxm", "h100-sxm"};
        req.sizes = logSpaced(1e9, 1e12, 40);
        req.job.tokens = 100e9;
        req.gpuCount = 64;
        req.pricePerGpuHour = {{"h100-sxm", 2.99}};
        const std::vector<SweepPoint> pts = runSweep(req);
        QCOMPARE(pts.size(), std::size_t(80));
        double previous = 0;
        for (std::size_t i = 0; i < 40; ++i) { // A100, growing sizes
            const SweepPoint& p = pts[i];
            QCOMPARE(p.gpuId, std::string("a100-80gb-sxm"));
            if (!p.ok) {
                QVERIFY(!p.problem.empty());
                continue;
            }
            QVERIFY(p.best.wallSeconds >= previous);
            previous = p.best.wallSeconds;
            QVERIFY(!p.priced);
        }
        QVERIFY(pts[0].ok);
        QVERIFY(!pts[39].ok); // 1T parameters do not fit on 64 A100s
        const SweepPoint& h = pts[40];
        QVERIFY(h.ok && h.priced);
        QVERIFY(qFuzzyCompare(h.cost, h.best.gpuHours * 2.99));
        // The same size is faster on H100 than on A100.
        QVERIFY(h.best.wallSeconds < pts[0].best.wallSeconds);
    }

    void deadlineSweepAndCancel() {
        SweepRequest req;
        req.catalog = &test::catalog();
        req.gpuIds = {"h100-sxm"};
        req.sizes = logSpaced(7e9, 70e9, 4);
        req.job.tokens = 1e12;
        req.deadlineSeconds = 30 * 86400.0;
        const std::vector<SweepPoint> pts = runSweep(req);
        int previous = 0;
        for (const SweepPoint& p : pts) {
            QVERIFY(p.ok);
            QVERIFY(p.best.wallSeconds <= req.deadlineSeconds);
            QVERIFY(p.gpus >= previous); // bigger models need at least as many cards
            previous = p.gpus;
        }
        int calls = 0;
        const std::vector<SweepPoint> cut = runSweep(req, [&](int done, int total) {
            ++calls;
            return !(done == 2 && total == 4);
        });
        QCOMPARE(cut.size(), std::size_t(2));
        QCOMPARE(calls, 2);
    }

    // The points are computed on several threads in batches: the result must be what each point gives
    // alone, in GPU-major order, and a cancel mid-batch keeps exactly the points reported.
    void parallelSweepEqualsPointByPoint() {
        SweepRequest req;
        req.catalog = &test::catalog();
        req.gpuIds = {"a100-80gb-sxm", "h100-sxm", "l40s", "gpt-99"};
        req.sizes = logSpaced(1e9, 400e9, 7);
        req.job.tokens = 100e9;
        req.gpuCount = 64;
        req.pricePerGpuHour = {{"h100-sxm", 2.99}};
        const std::vector<SweepPoint> all = runSweep(req);
        QCOMPARE(all.size(), req.gpuIds.size() * req.sizes.size());
        std::size_t i = 0;
        for (const std::string& id : req.gpuIds) {
            for (double size : req.sizes) {
                SweepRequest one = req;
                one.gpuIds = {id};
                one.sizes = {size};
                const std::vector<SweepPoint> alone = runSweep(one);
                QCOMPARE(alone.size(), std::size_t(1));
                const SweepPoint& p = all[i++];
                QCOMPARE(p.gpuId, id);
                QCOMPARE(p.params, size);
                QCOMPARE(p.ok, alone[0].ok);
                QCOMPARE(p.problem, alone[0].problem);
                QCOMPARE(p.best.tokensPerSecond, alone[0].best.tokensPerSecond);
                QCOMPARE(p.cost, alone[0].cost);
            }
        }
        std::vector<int> reported;
        std::set<int> totals;
        const std::vector<SweepPoint> cut = runSweep(req, [&](int done, int total) {
            totals.insert(total);
            reported.push_back(done);
            return done < 5;
        });
        QCOMPARE(totals, (std::set<int>{static_cast<int>(all.size())}));
        QCOMPARE(cut.size(), std::size_t(5));
        QCOMPARE(reported, (std::vector<int>{1, 2, 3, 4, 5}));
        QCOMPARE(cut.back().best.tokensPerSecond, all[4].best.tokensPerSecond);
    }
};

QTEST_APPLESS_MAIN(TestSweep)
#include "test_sweep.moc"
