// The training options of `gpuplan estimate` end to end: the attention kernel, the framework, the wider
// plan space (offload, context and expert parallelism) and the host memory that limits offloading.
#include "cli_runner.h"

using namespace clitest;

class TestCliTrainingOptions : public QObject {
    Q_OBJECT
private slots:
    void attentionKernelChoice() {
        // On H100 FlashAttention-2 (the default) runs attention at 35% of peak and says so in the notes;
        // fused Hopper kernels run it as fast as the GEMMs of a stack tuned for Hopper, so the same
        // long-sequence job is faster.
        const QString cmd =
            QStringLiteral("estimate train --gpu h100-sxm --gpus 8 --model llama3-8b --tokens 1B "
                           "--seq 16384 --framework tuned --format json");
        const QJsonObject flash2 = json(gpuplan(cmd.split(QLatin1Char(' '))));
        const QJsonObject fused =
            json(gpuplan((cmd + QStringLiteral(" --attention fused")).split(QLatin1Char(' '))));
        QCOMPARE(flash2.value(QLatin1String("attention")).toString(), QStringLiteral("flash2"));
        QCOMPARE(fused.value(QLatin1String("attention")).toString(), QStringLiteral("fused"));
        QCOMPARE(flash2.value(QLatin1String("attention_efficiency")).toDouble(), 0.35);
        QCOMPARE(fused.value(QLatin1String("attention_efficiency")).toDouble(),
                 fused.value(QLatin1String("matmul_efficiency")).toDouble());
        QVERIFY(fused.value(QLatin1String("tokens_per_second")).toDouble() >
                1.1 * flash2.value(QLatin1String("tokens_per_second")).toDouble());
        auto noted = [](const QJsonObject& o) {
            return o.value(QLatin1String("notes"))
                .toVariant()
                .toStringList()
                .join(QLatin1Char('\n'))
                .contains(QLatin1String("FlashAttention-2 kernels"));
        };
        QVERIFY(noted(flash2));
        QVERIFY(!noted(fused));
    }

    void frameworkChoice() {
        // On Hopper generic PyTorch (the default) runs the GEMMs at a fitted share of a tuned stack's
        // rate and says so; on an A100 the framework changes nothing.
        auto run = [](const char* gpu, const char* framework) {
            QString cmd = QStringLiteral("estimate train --gpu %1 --gpus 8 --model llama3-8b --tokens 1B "
                                         "--format json")
                              .arg(QLatin1String(gpu));
            if (framework)
                cmd += QStringLiteral(" --framework ") + QLatin1String(framework);
            return json(gpuplan(cmd.split(QLatin1Char(' '))));
        };
        const QJsonObject pytorch = run("h100-sxm", nullptr);
        const QJsonObject tuned = run("h100-sxm", "tuned");
        QCOMPARE(pytorch.value(QLatin1String("framework")).toString(), QStringLiteral("pytorch"));
        QCOMPARE(tuned.value(QLatin1String("framework")).toString(), QStringLiteral("tuned"));
        const double factor = pytorch.value(QLatin1String("framework_factor")).toDouble();
        QVERIFY2(factor > 0.5 && factor < 1.0, qPrintable(QString::number(factor)));
        QCOMPARE(tuned.value(QLatin1String("framework_factor")).toDouble(), 1.0);
        QCOMPARE(pytorch.value(QLatin1String("matmul_efficiency")).toDouble(),
                 factor * tuned.value(QLatin1String("matmul_efficiency")).toDouble());
        QVERIFY(tuned.value(QLatin1String("tokens_per_second")).toDouble() >
                pytorch.value(QLatin1String("tokens_per_second")).toDouble());
        const QString notes =
            pytorch.value(QLatin1String("notes")).toVariant().toStringList().join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QLatin1String("framework: generic PyTorch")), qPrintable(notes));
        QCOMPARE(run("a100-80gb-sxm", nullptr).value(QLatin1String("tokens_per_second")).toDouble(),
                 run("a100-80gb-sxm", "tuned").value(QLatin1String("tokens_per_second")).toDouble());
    }

    // `sweep` and `recommend` take the same software options as `estimate`.
    void sweepAndRecommendTakeTheFramework() {
        auto firstWall = [](const char* extra) {
            const Run r = gpuplan(split((std::string("sweep --gpus h100-sxm --points 2 --tokens 1B --count 8 "
                                                     "--format csv ") +
                                         extra)
                                            .c_str()));
            const QStringList row = r.out.split(QLatin1Char('\n')).value(1).split(QLatin1Char(','));
            return row.value(4).toDouble(); // wall_seconds of the 1B point
        };
        const double pytorch = firstWall("");
        const double tuned = firstWall("--framework tuned");
        QVERIFY2(pytorch > 0 && tuned > 0 && tuned < pytorch,
                 qPrintable(QStringLiteral("%1 vs %2").arg(tuned).arg(pytorch)));
        expectOneLineError(QStringLiteral("sweep --gpus h100-sxm --tokens 1B --count 8 --framework jax"),
                           QStringLiteral("--framework must be pytorch or tuned, got 'jax'"));
        expectOneLineError(
            QStringLiteral("recommend --workload finetune --model llama2-7b --tokens 1B --rent "
                           "h100-sxm=2.99 --attention flash9"),
            QStringLiteral("--attention must be flash2, fused or none, got 'flash9'"));
    }

    void widerPlanSpaceInJson() {
        // A 70B full fine-tune on one node of A100 80GB fits only by offloading the optimizer.
        const Run r =
            gpuplan(split("estimate finetune --gpu a100-80gb-sxm --gpus 8 --model llama3-70b --method full "
                          "--tokens 100M --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        const QJsonObject plan = o.value(QLatin1String("plan")).toObject();
        for (const char* key : {"cp", "ep", "recompute_layers", "offload"})
            QVERIFY2(plan.contains(QLatin1String(key)), key);
        QVERIFY(plan.value(QLatin1String("offload")).toString() != QLatin1String("none"));
        QCOMPARE(plan.value(QLatin1String("tp")).toInt() * plan.value(QLatin1String("cp")).toInt() *
                     plan.value(QLatin1String("pp")).toInt() * plan.value(QLatin1String("dp")).toInt(),
                 8);
        const QJsonObject step =
            o.value(QLatin1String("breakdown")).toObject().value(QLatin1String("step_seconds")).toObject();
        QVERIFY(step.value(QLatin1String("offload")).toDouble() > 0);
        QVERIFY(o.value(QLatin1String("host_memory_per_node_bytes")).toDouble() > 0);
        // The text table says what offloading costs.
        const Run t =
            gpuplan(split("estimate finetune --gpu a100-80gb-sxm --gpus 8 --model llama3-70b --method full "
                          "--tokens 100M"));
        QCOMPARE(t.status, 0);
        QVERIFY2(t.out.contains(QLatin1String("offload (PCIe and host Adam)")), qPrintable(t.out));
        QVERIFY(t.out.contains(QLatin1String("offload=optimizer")));
    }

    void hostMemoryLimitsOffload() {
        // The same fine-tune on nodes of 512 GB: the optimizer offload needs about 1 TB per node, so no
        // plan fits, and the message names the host memory rather than the GPUs' (issue 14).
        const std::string cmd = "estimate finetune --gpu a100-80gb-sxm --gpus 8 --model llama3-70b --method "
                                "full --tokens 100M --host-memory-gb ";
        const Run small = gpuplan(split((cmd + "512").c_str()));
        QVERIFY(small.status != 0);
        QVERIFY2(small.err.contains(QLatin1String("of host memory per node but a node has 512.0 GB")),
                 qPrintable(small.err));
        QVERIFY2(small.err.contains(QLatin1String("at least 16 GPUs are needed")), qPrintable(small.err));
        const Run large = gpuplan(split((cmd + "1536 --format json").c_str()));
        QCOMPARE(large.status, 0);
        QCOMPARE(
            json(large).value(QLatin1String("plan")).toObject().value(QLatin1String("offload")).toString(),
            QStringLiteral("optimizer"));
        const Run negative = gpuplan(split((cmd + "-5").c_str()));
        QVERIFY(negative.status != 0);
        QVERIFY2(negative.err.contains(QLatin1String("--host-memory-gb must be positive")),
                 qPrintable(negative.err));
    }
};

QTEST_GUILESS_MAIN(TestCliTrainingOptions)
#include "test_cli_training_options.moc"
