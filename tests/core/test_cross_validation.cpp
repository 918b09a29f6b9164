// Leave-one-publication-out cross-validation of the calibration (issue 14): the grouping of the
// published rows, and the errors on groups the fit never saw against the targets the estimator is
// held to (training median <= 12%, worst <= 40%; serving median <= 20%).
#include "test_support.h"

#include "core/calibration/cross_validation.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace gpuplan;

namespace {

QString describe(const core::CrossValidationReport& r) {
    QString s = QStringLiteral("median %1, worst %2 (%3); groups:")
                    .arg(r.medianAbsError)
                    .arg(r.worstAbsError)
                    .arg(QString::fromStdString(r.worstId));
    for (const core::GroupResult& g : r.groups)
        s += QStringLiteral(" %1 %2/%3")
                 .arg(QString::fromStdString(g.group))
                 .arg(g.medianAbsError)
                 .arg(g.worstAbsError);
    return s;
}

const core::CrossValidationReport& trainingCv() {
    static const core::CrossValidationReport r = [] {
        auto runs = cli::loadBundledPublishedRuns();
        if (!runs)
            qFatal("published runs do not load: %s", runs.error().c_str());
        return core::crossValidateTraining(test::catalog(), runs.value());
    }();
    return r;
}

const core::CrossValidationReport& inferenceCv() {
    static const core::CrossValidationReport r = [] {
        auto runs = cli::loadBundledPublishedInference();
        if (!runs)
            qFatal("published inference does not load: %s", runs.error().c_str());
        return core::crossValidateInference(test::catalog(), runs.value());
    }();
    return r;
}

} // namespace

class TestCrossValidation : public QObject {
    Q_OBJECT
private slots:
    void groupIsTheColumnOrTheSourcesFirstWord() {
        QCOMPARE(core::sourceGroup("", "arxiv.org/abs/2104.04473 Table 1"),
                 std::string("arxiv.org/abs/2104.04473"));
        QCOMPARE(core::sourceGroup("  ", " github.com/meta-llama/llama; arxiv.org/abs/2307.09288"),
                 std::string("github.com/meta-llama/llama"));
        QCOMPARE(core::sourceGroup(" Llama 2 paper ", "github.com/meta-llama/llama MODEL_CARD.md"),
                 std::string("Llama 2 paper"));
        QCOMPARE(core::sourceGroup("", ""), std::string());
    }

    void bundledRowsFallIntoTheirPublications() {
        auto runs = cli::loadBundledPublishedRuns();
        QVERIFY(runs.ok());
        std::map<std::string, std::string> group;
        for (const core::PublishedRun& r : runs.value())
            group[r.id] = r.group;
        QCOMPARE(group["A-05"], group["A-08"]); // the Llama 2 paper
        QCOMPARE(group["B-14"], group["B-31"]); // one MLPerf round
        QVERIFY(group["A-04"] != group["A-05"]);
        for (const auto& [id, g] : group) {
            if (id.rfind("A2-MEG-", 0) == 0)
                QCOMPARE(g, group["A2-MEG-01"]);
            if (id.rfind("A2-LF-", 0) == 0)
                QCOMPARE(g, group["A2-LF-01"]);
            if (id.rfind("A2-LAM-", 0) == 0) // one-card runs of one benchmark repository
                QCOMPARE(g, group["A2-LAM-01"]);
        }
        QCOMPARE(core::sourceGroups(runs.value()).size(), std::size_t(19));

        auto serving = cli::loadBundledPublishedInference();
        QVERIFY(serving.ok());
        const std::vector<std::string> groups = core::sourceGroups(serving.value());
        QCOMPARE(groups.size(), std::size_t(6));
        // The two TensorRT-LLM documents share their source's first word but are separate releases.
        QVERIFY(serving->at(0).group != serving->at(12).group);
    }

    void everyRowIsPredictedByTheFoldWithoutItsGroup() {
        const core::CrossValidationReport& r = trainingCv();
        QCOMPARE(r.rows.size(), std::size_t(114));
        QCOMPARE(r.groups.size(), std::size_t(19));
        std::set<std::string> groups;
        for (const core::GroupResult& g : r.groups)
            groups.insert(g.group);
        int counted = 0;
        for (const core::HeldOutRow& row : r.rows) {
            QVERIFY2(row.estimated, qPrintable(QString::fromStdString(row.id + ": " + row.problem)));
            QVERIFY(groups.count(row.group));
        }
        for (const core::GroupResult& g : r.groups)
            counted += g.rows;
        QCOMPARE(counted, 114);
    }

    void aParameterOnlyOneGroupFitsIsReported() {
        // Of llm-foundry and NeMo, only llm-foundry measured an A100: without it no run constrains GA100's
        // efficiency, and the report says so with the default used. Both measured H100, so leaving out
        // NeMo leaves nothing unconstrained.
        auto runs = cli::loadBundledPublishedRuns();
        QVERIFY(runs.ok());
        std::vector<core::PublishedRun> two;
        for (const core::PublishedRun& r : runs.value())
            if (r.group == "github.com/mosaicml/llm-foundry" || r.group == "github.com/NVIDIA/NeMo")
                two.push_back(r);
        const core::CrossValidationReport cv = core::crossValidateTraining(test::catalog(), two);
        QCOMPARE(cv.groups.size(), std::size_t(2));
        for (const core::GroupResult& g : cv.groups) {
            const bool foundry = g.group == "github.com/mosaicml/llm-foundry";
            bool noted = false;
            for (const std::string& note : g.unconstrained) {
                noted = noted || note.find("GA100 matmul efficiency") != std::string::npos;
                QVERIFY2(note.find("GH100") == std::string::npos, note.c_str());
            }
            QCOMPARE(noted, foundry);
        }
    }

    void foldsDoNotSeeTheCatalogsFittedEfficiencies() {
        // The bundled efficiencies were fitted on every group; a fold that read them would leak the
        // left-out group into its prediction. Poisoned ones must give the same answer.
        auto runs = cli::loadBundledPublishedRuns();
        core::Catalog poisoned = test::catalog();
        for (const core::GpuSpec& g : poisoned.gpus())
            for (double& v : poisoned.efficiency(g.id).matmul)
                if (v > 0)
                    v = 0.3;
        const core::CrossValidationReport r = core::crossValidateTraining(poisoned, runs.value());
        QCOMPARE(r.rows.size(), trainingCv().rows.size());
        for (std::size_t i = 0; i < r.rows.size(); ++i)
            QCOMPARE(r.rows[i].estimate, trainingCv().rows[i].estimate);
    }

    // Issue 14's targets: median <= 12%, worst <= 40%, over the 112 fitted runs of 18 publications (issue
    // 30's two DeepSeek-V3 BF16 rows of dgxc-benchmarking v25.05 are compared, not fitted: estimated
    // 36-46% fast fitted or not, they pulled GH100's efficiency from 0.606 to 0.544; docs/estimation.md
    // section 6). Met since each
    // row states the attention kernel its source ran (FlashAttention-2 reaches a third of Hopper's peak)
    // and a die's GEMMs reach one fraction of peak in every precision (a separate FP8 value fitted the
    // rows better and predicted the left-out ones worse: 43.0% at worst instead of 34.7%).
    void trainingMedianWithinTarget() {
        const core::CrossValidationReport& r = trainingCv();
        QVERIFY2(r.medianAbsError <= 0.12, qPrintable(describe(r)));
    }

    void trainingWorstWithinTarget() {
        const core::CrossValidationReport& r = trainingCv();
        QVERIFY2(r.worstAbsError <= 0.40, qPrintable(describe(r)));
        // The rows compared only are predicted and reported, never counted in the target.
        std::set<std::string> compared;
        for (const core::HeldOutRow& row : r.rows)
            if (!row.fitted) {
                QVERIFY(row.estimated);
                compared.insert(row.id);
            }
        QCOMPARE(compared, (std::set<std::string>{"A4-DSV3-01", "A4-DSV3-02"}));
        for (const core::GroupResult& g : r.groups)
            QCOMPARE(g.compared, g.group == "dgxc-benchmarking v25.05 DeepSeek-V3");
    }

    // Issue 31: the Blackwell (B200, GB200) and CDNA 3 (MI325X) rows, each predicted by a fit that never
    // saw its publication, within the 20% median for training; each NVIDIA publication on its
    // own too. Without the AMD group no run constrains the MI300X die: its fold takes the default
    // efficiency, says so, and misses by 21-22% on the two 70B rows (docs/estimation.md section 6).
    void blackwellAndCdnaRowsWithinTwentyPercentWhenLeftOut() {
        const std::set<std::string> nvidia{"NeMo 25.02 performance summary DGX-B200",
                                           "NeMo 25.04 performance summary DGX-GB200",
                                           "dgxc-benchmarking v25.05 GB200"};
        const std::string amd = "AMD Primus MI325X";
        std::set<std::string> seen;
        for (const core::GroupResult& g : trainingCv().groups) {
            if (!nvidia.count(g.group) && g.group != amd)
                continue;
            seen.insert(g.group);
            if (nvidia.count(g.group))
                QVERIFY2(g.medianAbsError <= 0.20, qPrintable(describe(trainingCv())));
            bool defaultNoted = false;
            for (const std::string& note : g.unconstrained)
                defaultNoted = defaultNoted || note.find("MI300X matmul efficiency") != std::string::npos;
            QCOMPARE(defaultNoted, g.group == amd);
        }
        QCOMPARE(seen.size(), std::size_t(4));
        std::vector<double> errors;
        for (const core::HeldOutRow& row : trainingCv().rows)
            if (nvidia.count(row.group) || row.group == amd)
                errors.push_back(std::fabs(row.error));
        QCOMPARE(errors.size(), std::size_t(23));
        std::sort(errors.begin(), errors.end());
        const double median = errors[11]; // the middle of 23
        QVERIFY2(median <= 0.20, qPrintable(QString::number(median)));
    }

    void servingMedianWithinTarget() {
        const core::CrossValidationReport& r = inferenceCv();
        QCOMPARE(r.rows.size(), std::size_t(36));
        for (const core::HeldOutRow& row : r.rows)
            QVERIFY2(row.estimated, qPrintable(QString::fromStdString(row.id + ": " + row.problem)));
        // Over the fitted rows, as the calibration's own figure; the compared-only burst rows are
        // reported apart (their group is marked compared and never changes the fit).
        QVERIFY2(r.medianAbsError <= 0.20, qPrintable(describe(r)));
        // Issue 30's mixtures of experts are compared only (docs/estimation.md section 7 says why).
        const std::set<std::string> comparedGroups{"LambdaLabsML/vllm-benchmark",
                                                   "TensorRT-LLM blogs/Best_perf_practice_on_DeepSeek-R1",
                                                   "gpustack performance-lab"};
        for (const core::GroupResult& g : r.groups)
            QCOMPARE(g.compared, comparedGroups.count(g.group) == 1);
    }
};

QTEST_APPLESS_MAIN(TestCrossValidation)
#include "test_cross_validation.moc"
