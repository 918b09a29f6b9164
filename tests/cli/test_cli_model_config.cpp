// `--model-config FILE` on the estimating commands (issue 30): a model read from a Hugging Face config.json
// for one command, without storing it, estimated exactly as the preset made from the same file; refusals
// in one line naming the problem.
#include "cli_runner.h"

#include <QJsonArray>
#include <QtTest>

using namespace clitest;

namespace {

QString fixture(const char* name) {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/model_configs/") + QString::fromLatin1(name);
}

// The estimate's JSON without the model's name and the notes (which say where the model came from).
QJsonObject withoutModelNames(QJsonObject o) {
    o.remove(QStringLiteral("model"));
    o.remove(QStringLiteral("notes"));
    return o;
}

} // namespace

class TestCliModelConfig : public QObject {
    Q_OBJECT
private slots:
    void aConfigEstimatesAsItsPreset_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("preset");
        QTest::newRow("serve DeepSeek-R1 (MLA)") << "estimate infer --gpu h200-sxm --gpus 8 --precision fp8 "
                                                    "--input-tokens 1024 --output-tokens 8192"
                                                 << "deepseek-r1.json"
                                                 << "deepseek-r1";
        QTest::newRow("serve gpt-oss-120b (sliding window)")
            << "estimate infer --gpu h100-sxm --gpus 4 --input-tokens 2048 --output-tokens 1024"
            << "gpt-oss-120b.json"
            << "gpt-oss-120b";
        QTest::newRow("train Qwen3 235B-A22B") << "estimate train --gpu b200 --gpus 64 --tokens 100B"
                                               << "qwen3-235b-a22b.json"
                                               << "qwen3-235b-a22b";
        QTest::newRow("LoRA on Qwen3-Next (linear attention)")
            << "estimate finetune --method lora --gpu h100-sxm --gpus 8 --tokens 1B"
            << "qwen3-next-80b-a3b.json"
            << "qwen3-next-80b-a3b";
        QTest::newRow("plan Qwen3 8B") << "plan --gpu h100-sxm --tokens 10B --deadline 7d"
                                       << "qwen3-8b.json"
                                       << "qwen3-8b";
    }
    void aConfigEstimatesAsItsPreset() {
        QFETCH(QString, command);
        QFETCH(QString, file);
        QFETCH(QString, preset);
        const QStringList base = command.split(QLatin1Char(' '));
        // The preset keeps the published counts; the config is given them the same way.
        const QStringList counts =
            preset == QLatin1String("gpt-oss-120b")
                ? QStringList{QStringLiteral("--params"), QStringLiteral("116.8B"),
                              QStringLiteral("--active-params"), QStringLiteral("5.1B")}
            : preset == QLatin1String("deepseek-r1")
                ? QStringList{QStringLiteral("--params"), QStringLiteral("671B"),
                              QStringLiteral("--active-params"), QStringLiteral("37B")}
            : preset == QLatin1String("qwen3-235b-a22b")
                ? QStringList{QStringLiteral("--params"), QStringLiteral("235B"),
                              QStringLiteral("--active-params"), QStringLiteral("22B")}
            : preset == QLatin1String("qwen3-next-80b-a3b")
                ? QStringList{QStringLiteral("--params"), QStringLiteral("80B"),
                              QStringLiteral("--active-params"), QStringLiteral("3B")}
                : QStringList{QStringLiteral("--params"), QStringLiteral("8.2B")};
        const Run fromPreset =
            gpuplan(base + QStringList{QStringLiteral("--model"), preset, QStringLiteral("--format"),
                                       QStringLiteral("json")});
        QVERIFY2(fromPreset.status == 0, qPrintable(fromPreset.err));
        const Run fromConfig =
            gpuplan(base + QStringList{QStringLiteral("--model-config"), fixture(file.toLatin1())} + counts +
                    QStringList{QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(fromConfig.status == 0, qPrintable(fromConfig.err));
        QCOMPARE(withoutModelNames(json(fromConfig)), withoutModelNames(json(fromPreset)));
        QVERIFY2(fromConfig.out.contains(QLatin1String("read from")), qPrintable(fromConfig.out.left(2000)));
    }

    // sweep: the config's model on every GPU listed (one point each), as its preset; a range of sizes
    // cannot go with it.
    void sweepTakesOneModelOnEveryGpu() {
        const QStringList base = QStringLiteral("sweep --gpus h100-sxm,mi355x,b300 --tokens 10B --count 8 "
                                                "--format json")
                                     .split(QLatin1Char(' '));
        const Run fromPreset =
            gpuplan(base + QStringList{QStringLiteral("--model"), QStringLiteral("qwen3-8b")});
        QVERIFY2(fromPreset.status == 0, qPrintable(fromPreset.err));
        const Run fromConfig =
            gpuplan(base + QStringList{QStringLiteral("--model-config"), fixture("qwen3-8b.json"),
                                       QStringLiteral("--params"), QStringLiteral("8.2B")});
        QVERIFY2(fromConfig.status == 0, qPrintable(fromConfig.err));
        QCOMPARE(json(fromConfig), json(fromPreset));
        const QJsonArray points = json(fromConfig).value(QLatin1String("points")).toArray();
        QCOMPARE(points.size(), 3);
        for (const QJsonValue& v : points) {
            QVERIFY(v.toObject().value(QLatin1String("ok")).toBool());
            QCOMPARE(v.toObject().value(QLatin1String("params")).toDouble(), 8.2e9);
        }
        expectOneLineError(
            QStringLiteral("sweep --gpus h100-sxm --tokens 10B --count 8 --points 5 --model-config ") +
                fixture("qwen3-8b.json"),
            QStringLiteral("--points sweeps sizes"));
        expectOneLineError(QStringLiteral("sweep --gpus h100-sxm --tokens 10B --count 8 --vocab 50000"),
                           QStringLiteral("no model: give --model PRESET"));
    }

    void refusals() {
        const QString serve =
            QStringLiteral("estimate infer --gpu h200-sxm --gpus 8 --input-tokens 10 --output-tokens 10 ");
        expectOneLineError(serve + QStringLiteral("--model-config /nonexistent/folder"),
                           QStringLiteral("cannot read /nonexistent/folder"));
        expectOneLineError(serve + QStringLiteral("--model-config ") + fixture("SOURCES.md"),
                           QStringLiteral("SOURCES.md is not a JSON object"));
        expectOneLineError(serve + QStringLiteral("--model-config ") + fixture("nemotron-h-56b.json"),
                           QStringLiteral("model_type 'nemotron_h' is not one GpuPlan reads"));
        expectOneLineError(serve + QStringLiteral("--model llama2-7b --model-config ") +
                               fixture("qwen3-8b.json"),
                           QStringLiteral("either --model or --model-config"));
        expectOneLineError(serve + QStringLiteral("--layers 4 --model-config ") + fixture("qwen3-8b.json"),
                           QStringLiteral("--layers cannot change a model read with --model-config"));
    }
};

QTEST_GUILESS_MAIN(TestCliModelConfig)
#include "test_cli_model_config.moc"
