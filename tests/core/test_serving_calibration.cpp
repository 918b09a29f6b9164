// The serving-under-load calibration (issue 32): published load points against the serving model, the
// fit of the mixture-of-experts parameters on them and the error on publications the fit never saw.
#include "test_support.h"

#include "core/calibration/serving_load_calibration.h"
#include "core/serving/burst_run.h"

#include <algorithm>
#include <cmath>
#include <tuple>

using namespace gpuplan;
using namespace gpuplan::core;

namespace {

const char* const kHeader =
    "id,model,gpu,gpus,tp,ep,precision,input_tokens,output_tokens,concurrency,metric,statistic,reported,fit,"
    "group,date,source\n";

std::vector<PublishedServingPoint> bundled() {
    auto points = cli::loadBundledPublishedServing();
    if (!points)
        qFatal("published serving does not load: %s", points.error().c_str());
    return points.value();
}

const ServingCalibrationRow& rowOf(const ServingCalibrationReport& r, const std::string& id,
                                   ServingMetric m) {
    for (const ServingCalibrationRow& row : r.rows)
        if (row.point->id == id && row.point->metric == m)
            return row;
    qFatal("no row %s", id.c_str());
}

} // namespace

class TestServingCalibration : public QObject {
    Q_OBJECT
private slots:
    void parsesAPointsFigures() {
        const std::string text =
            std::string(kHeader) +
            "P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,ttft,p99,0.5,yes,G,2025,src\n"
            "P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,output_tps,burst,100,no,G,2025,src\n";
        auto points = parsePublishedServing(text);
        QVERIFY2(points.ok(), points.ok() ? "" : points.error().c_str());
        QCOMPARE(points->size(), std::size_t(2));
        QCOMPARE((*points)[0].metric, ServingMetric::Ttft);
        QCOMPARE((*points)[0].percentile, 0.99);
        QCOMPARE((*points)[1].percentile, 0.5);
        QVERIFY((*points)[0].fitted);
        QVERIFY(!(*points)[1].fitted);
    }

    void readsTheAnswersSpread() {
        const std::string text =
            "id,model,gpu,gpus,tp,ep,precision,input_tokens,output_tokens,output_p90,output_max,concurrency,"
            "metric,statistic,reported,fit,group,date,source\n"
            "S1,qwen3-32b,h100-sxm,1,1,1,bf16,215,200,410,698,1000,output_tps,burst,900,yes,G,d,s\n"
            "S2,qwen3-32b,h100-sxm,1,1,1,bf16,2000,100,,,500,total_tps,burst,900,yes,G,d,s\n"
            "S3,qwen3-32b,h100-sxm,1,1,1,bf16,2000,100,,,4,ttft,median,0.1,yes,G,d,s\n";
        auto points = parsePublishedServing(text);
        QVERIFY2(points.ok(), points.ok() ? "" : points.error().c_str());
        QCOMPARE((*points)[0].outputP90, 410.0);
        QCOMPARE((*points)[0].outputMax, 698.0);
        QVERIFY((*points)[0].burst);
        QCOMPARE((*points)[1].outputP90, 0.0); // every answer of the stated length
        QVERIFY((*points)[1].burst);
        QVERIFY(!(*points)[2].burst);
        const std::string header =
            "id,model,gpu,gpus,tp,ep,precision,input_tokens,output_tokens,output_p90,output_max,concurrency,"
            "metric,statistic,reported,fit,group,date,source\n";
        const struct {
            const char* row;
            const char* says;
        } cases[] = {
            {"S1,qwen3-32b,h100-sxm,1,1,1,bf16,215,200,150,,1000,output_tps,burst,900,yes,G,d,s",
             "output_p90 must be at least output_tokens"},
            {"S1,qwen3-32b,h100-sxm,1,1,1,bf16,215,200,410,300,1000,output_tps,burst,900,yes,G,d,s",
             "output_max must be at least"},
            {"S1,qwen3-32b,h100-sxm,1,1,1,bf16,215,200,x,,1000,output_tps,burst,900,yes,G,d,s", "output_p90"},
            {"S1,qwen3-32b,h100-sxm,1,1,1,bf16,215,200,,,1000,ttft,burst,9,yes,G,d,s",
             "a burst gives only its throughput"},
        };
        for (const auto& c : cases) {
            auto bad = parsePublishedServing(header + c.row + "\n");
            QVERIFY2(!bad.ok(), c.row);
            QVERIFY2(bad.error().find(c.says) != std::string::npos, bad.error().c_str());
            QVERIFY2(bad.error().find("line 2") != std::string::npos, bad.error().c_str());
        }
    }

    void aBurstDrainsItsLongestAnswers() {
        // The lengths of a burst: the distribution's quantiles, capped, their mean the distribution's where
        // no cap cuts it, in an order that does not follow their length.
        const LengthDistribution shareGpt{200, 410};
        const std::vector<double> lengths = burstLengths(1000, shareGpt, 698);
        QCOMPARE(lengths.size(), std::size_t(1000));
        QCOMPARE(*std::max_element(lengths.begin(), lengths.end()), 698.0);
        const std::vector<double> uncapped = burstLengths(1000, shareGpt, 0);
        double sum = 0;
        for (double l : uncapped)
            sum += l;
        QVERIFY2(std::fabs(sum / 1000 - 200) < 2, qPrintable(QString::number(sum / 1000)));
        QVERIFY(!std::is_sorted(lengths.begin(), lengths.begin() + 10));
        // A ShareGPT burst of gpustack's (Qwen3-235B-A22B on 8 A100, 1,000 prompts at once) with its answers'
        // spread against the same burst with every answer of the mean length: the longest answers decode at a
        // small batch after the rest have ended, so the run's throughput falls towards the measurement (which
        // stays 80% below it: docs/estimation.md 7.5).
        std::vector<PublishedServingPoint> points;
        for (const PublishedServingPoint& p : bundled())
            if (p.id == "N065" && p.metric == ServingMetric::OutputTokensPerSecond)
                points.push_back(p);
        QCOMPARE(points.size(), std::size_t(1));
        QVERIFY(points[0].burst && points[0].outputP90 > points[0].outputTokens);
        const double spread = evaluateServingCalibration(test::catalog(), points).rows[0].estimate;
        points[0].outputP90 = 0;
        points[0].outputMax = 0;
        const double even = evaluateServingCalibration(test::catalog(), points).rows[0].estimate;
        QVERIFY2(spread < 0.85 * even, qPrintable(QStringLiteral("%1 %2").arg(spread).arg(even)));
        QVERIFY2(spread > points[0].reported,
                 qPrintable(QStringLiteral("%1 %2").arg(spread).arg(points[0].reported)));
    }

    void refusesBadRowsNamingTheLine() {
        const struct {
            const char* row;
            const char* says;
        } cases[] = {
            {"P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,latency,median,1,yes,G,d,s",
             "unknown metric 'latency'"},
            {"P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,ttft,mode,1,yes,G,d,s", "unknown statistic 'mode'"},
            {"P1,llama3-70b,h100-sxm,3,2,1,fp8,5000,500,4,ttft,median,1,yes,G,d,s", "multiple of tp x ep"},
            {"P1,llama3-70b,h100-sxm,2,2,1,fp9,5000,500,4,ttft,median,1,yes,G,d,s",
             "unknown precision 'fp9'"},
            {"P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,0,ttft,median,1,yes,G,d,s",
             "concurrency must be positive"},
            {"P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,ttft,median,1,yes,G,d,", "source are required"},
        };
        for (const auto& c : cases) {
            auto points = parsePublishedServing(std::string(kHeader) + c.row + "\n");
            QVERIFY2(!points.ok(), c.row);
            QVERIFY2(points.error().find(c.says) != std::string::npos, points.error().c_str());
            QVERIFY2(points.error().find("line 2") != std::string::npos, points.error().c_str());
        }
        // The figures of one point share its setup.
        auto points = parsePublishedServing(
            std::string(kHeader) + "P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,4,ttft,median,1,yes,G,d,s\n"
                                   "P1,llama3-70b,h100-sxm,2,2,1,fp8,5000,500,8,tpot,median,1,yes,G,d,s\n");
        QVERIFY(!points.ok());
        QVERIFY2(points.error().find("another setup") != std::string::npos, points.error().c_str());
    }

    void bundledSetLoadsAndEveryFittedPointIsEstimated() {
        const std::vector<PublishedServingPoint> points = bundled();
        QVERIFY(points.size() >= 150);
        const ServingCalibrationReport r = evaluateServingCalibration(test::catalog(), points);
        int missing = 0;
        for (const ServingCalibrationRow& row : r.rows)
            missing += row.estimated ? 0 : 1;
        // Qwen3-32B's 32k-token bursts on a single H100 (G11) and A100 (N057, two figures) do not fit the
        // catalog's 80 GB (docs/estimation.md 7.5).
        QCOMPARE(missing, 3);
    }

    void denseLoadCurveFollowsTheMeasurement() {
        // NVIDIA NIM, Llama-3.3-70B FP8 on 2 x H100: one user, then past saturation at 250 users.
        const std::vector<PublishedServingPoint> points = bundled();
        const ServingCalibrationReport r = evaluateServingCalibration(test::catalog(), points);
        for (const char* id : {"L038", "L045"}) {
            for (ServingMetric m : {ServingMetric::OutputTokensPerSecond, ServingMetric::Tpot}) {
                const ServingCalibrationRow& row = rowOf(r, id, m);
                QVERIFY2(std::fabs(row.error) < 0.10,
                         qPrintable(QStringLiteral("%1 %2").arg(id).arg(row.error)));
            }
        }
        // Past saturation the users queue: the time to the first token grows tenfold from 50 to 250 users
        // in the measurement (0.83 s to 88.6 s), and in the model.
        const double at50 = rowOf(r, "L041", ServingMetric::Ttft).estimate;
        const double at250 = rowOf(r, "L045", ServingMetric::Ttft).estimate;
        QVERIFY2(at250 > 10 * at50, qPrintable(QStringLiteral("%1 %2").arg(at50).arg(at250)));
    }

    void fitReproducesTheShippedParameters() {
        const std::vector<PublishedServingPoint> points = bundled();
        Catalog fitted = test::catalog();
        fitServingLoadCalibration(fitted, points);
        const GlobalParams& shipped = test::catalog().globals();
        QCOMPARE(fitted.globals().expertMatmulFactor, shipped.expertMatmulFactor);
        QVERIFY(std::fabs(fitted.globals().moeLayerOverheadSeconds - shipped.moeLayerOverheadSeconds) < 1e-8);
        QVERIFY(std::fabs(fitted.globals().amdServingFactor - shipped.amdServingFactor) < 1e-6);
        // Without them (a dense matmul rate, no per-layer time, AMD at NVIDIA's rates) the points they
        // describe are far off: DeepSeek-R1 at 4 users on H200 decodes 2.5 times too fast, and Llama 3.1
        // 70B alone on 8 MI300X finishes its 2,048 tokens in two thirds of the measured time.
        Catalog plain = test::catalog();
        plain.globals().expertMatmulFactor = 1.0;
        plain.globals().moeLayerOverheadSeconds = 0.0;
        plain.globals().amdServingFactor = 1.0;
        const ServingCalibrationReport before = evaluateServingCalibration(plain, points);
        const ServingCalibrationReport after = evaluateServingCalibration(test::catalog(), points);
        for (const auto& [id, metric, farBefore, closeAfter] :
             {std::tuple{"G04", ServingMetric::Tpot, 0.5, 0.35},
              std::tuple{"L076", ServingMetric::E2e, 0.3, 0.1}}) {
            const double b = rowOf(before, id, metric).error;
            const double a = rowOf(after, id, metric).error;
            QVERIFY2(std::fabs(b) > farBefore, qPrintable(QStringLiteral("%1 %2").arg(id).arg(b)));
            QVERIFY2(std::fabs(a) < closeAfter, qPrintable(QStringLiteral("%1 %2").arg(id).arg(a)));
        }
    }

    void crossValidatedErrorOfTheMoePoints() {
        const std::vector<PublishedServingPoint> points = bundled();
        const ServingCrossValidation cv = crossValidateServingLoad(test::catalog(), points);
        std::vector<double> moe;
        for (const ServingCalibrationRow& row : cv.rows) {
            const ModelSpec* m = test::catalog().model(row.point->modelId);
            if (row.estimated && row.point->fitted && m->hasExpertLayout())
                moe.push_back(std::fabs(row.error));
        }
        QVERIFY(moe.size() >= 100);
        const double median = medianOf(moe);
        // Mixtures of experts predicted from the other publications, and every fitted figure: held to what
        // they measure today (19.9% and 18.2%, docs/estimation.md 7.5), within the serving target of 20%
        // (issue 32), so a change that worsens them fails here.
        QVERIFY2(median <= 0.20, qPrintable(QString::number(median)));
        QVERIFY2(cv.medianAbsError <= 0.19, qPrintable(QString::number(cv.medianAbsError)));
        // The MI300X figures predicted with amd_serving_factor fitted on the other AMD publications.
        std::vector<double> amd;
        for (const ServingCalibrationRow& row : cv.rows)
            if (row.estimated && row.point->fitted && row.point->gpuId == "mi300x")
                amd.push_back(std::fabs(row.error));
        QVERIFY(amd.size() >= 40);
        QVERIFY2(medianOf(amd) <= 0.20, qPrintable(QString::number(medianOf(amd))));
    }
};

QTEST_APPLESS_MAIN(TestServingCalibration)
#include "test_serving_calibration.moc"
