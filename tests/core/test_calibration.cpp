// The bundled calibration reproduces the published runs within the documented tolerance
// (median |error| <= 15%, worst <= 40%), and the fit recovers it from a poor starting point.
#include "test_support.h"

#include "core/calibration.h"

using namespace gpuplan;

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void everyRunIsEstimatedWithinTolerance() {
        auto runs = cli::loadBundledPublishedRuns();
        QVERIFY2(runs.ok(), runs.ok() ? "" : runs.error().c_str());
        QCOMPARE(runs->size(), std::size_t(42)); // every row of shared/data/published_runs.csv
        const core::CalibrationReport r = core::evaluateCalibration(test::catalog(), runs.value());
        for (const core::CalibrationRow& row : r.rows)
            QVERIFY2(row.estimated, qPrintable(QString::fromStdString(row.run->id + ": " + row.problem)));
        QVERIFY2(r.medianAbsError <= 0.15, qPrintable(QString::number(r.medianAbsError)));
        QVERIFY2(r.worstAbsError <= 0.40,
                 qPrintable(QString::number(r.worstAbsError) + QString::fromStdString(r.worstId)));
    }

    void fitRecoversFromAPoorStart() {
        auto runs = cli::loadBundledPublishedRuns();
        core::Catalog c = test::catalog();
        for (const core::GpuSpec& g : c.gpus())
            for (double& v : c.efficiency(g.id).matmul)
                if (v > 0)
                    v = 0.3;
        c.globals().goodput = 0.6;
        const core::CalibrationReport before = core::evaluateCalibration(c, runs.value());
        QVERIFY(before.medianAbsError > 0.3);
        core::fitCalibration(c, runs.value());
        const core::CalibrationReport after = core::evaluateCalibration(c, runs.value());
        QVERIFY2(after.medianAbsError <= 0.15, qPrintable(QString::number(after.medianAbsError)));
        QVERIFY(after.worstAbsError <= 0.40);
        // The fit lands where the bundled calibration is.
        QVERIFY(qAbs(c.efficiency("h100-sxm").matmul[core::index(core::Precision::BF16)] -
                     test::catalog().efficiency("h100-sxm").matmul[core::index(core::Precision::BF16)]) <
                0.05);
    }

    void goodputAppliesToProductionRunsOnly() {
        auto runs = cli::loadBundledPublishedRuns();
        core::Catalog c = test::catalog();
        const core::CalibrationReport base = core::evaluateCalibration(c, runs.value());
        c.globals().goodput *= 0.5;
        const core::CalibrationReport halved = core::evaluateCalibration(c, runs.value());
        for (std::size_t i = 0; i < base.rows.size(); ++i) {
            const core::PublishedRun& run = *base.rows[i].run;
            const bool timed = run.metric == core::Metric::GpuHours || run.metric == core::Metric::WallDays;
            if (timed && run.kind == core::RunKind::Run)
                QVERIFY(qFuzzyCompare(halved.rows[i].estimate, 2 * base.rows[i].estimate));
            else
                QVERIFY(qFuzzyCompare(halved.rows[i].estimate, base.rows[i].estimate));
        }
    }
};

QTEST_APPLESS_MAIN(TestCalibration)
#include "test_calibration.moc"
