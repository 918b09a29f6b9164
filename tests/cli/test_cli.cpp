// The gpuplan executable end to end: real process, real output, and every bad input answered
// with exit status 2 and one line naming the problem.
#include "cli_runner.h"

using namespace clitest;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void estimateTrainJson() {
        const Run r = gpuplan(
            split("estimate train --gpu h100-sxm --gpus 64 --model llama2-70b --tokens 2T --format json"));
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonObject o = json(r);
        for (const char* key : {"gpu_hours", "wall_seconds", "mfu", "tokens_per_second", "plan",
                                "memory_per_gpu_bytes", "fits", "breakdown"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonObject plan = o.value(QLatin1String("plan")).toObject();
        for (const char* key : {"tp", "pp", "dp", "micro_batch", "zero", "recompute"})
            QVERIFY2(plan.contains(QLatin1String(key)), key);
        QCOMPARE(plan.value(QLatin1String("tp")).toInt() * plan.value(QLatin1String("pp")).toInt() *
                     plan.value(QLatin1String("dp")).toInt(),
                 64);
        QVERIFY(o.value(QLatin1String("fits")).toBool());
        const double mfu = o.value(QLatin1String("mfu")).toDouble();
        QVERIFY(mfu > 0.2 && mfu < 0.8);
        // Consistency: GPU-hours = wall time x GPUs; wall time = tokens / throughput / goodput.
        const double wall = o.value(QLatin1String("wall_seconds")).toDouble();
        QVERIFY(qFuzzyCompare(o.value(QLatin1String("gpu_hours")).toDouble(), wall * 64 / 3600));
        QVERIFY(o.value(QLatin1String("memory_per_gpu_bytes")).toDouble() <= 80e9);
        const QJsonObject step =
            o.value(QLatin1String("breakdown")).toObject().value(QLatin1String("step_seconds")).toObject();
        QVERIFY(step.value(QLatin1String("compute")).toDouble() > 0);
    }

    void suffixedAndScientificNumbersAgree() {
        const Run a = gpuplan(
            split("estimate train --gpu a100-80gb-sxm --gpus 8 --params 6.74B --tokens 1.4T --format json"));
        const Run b = gpuplan(split("estimate train --gpu a100-80gb-sxm --gpus 8 --params 6.74e9 --tokens "
                                    "1400000000000 --format json"));
        QCOMPARE(a.status, 0);
        QCOMPARE(a.out, b.out);
        const QJsonObject model = json(a).value(QLatin1String("model")).toObject();
        QVERIFY(model.value(QLatin1String("derived_shape")).toBool());
        QVERIFY(a.out.contains(QLatin1String("derived from the parameter count")));
    }

    void customShapeWithoutFfnTakesLlamaProportions() {
        // LoRA on the MLP matrices: the FFN size sets the adapters' size, so it shows in the memory.
        const QString shape =
            QStringLiteral("estimate finetune --method lora --lora-targets all --gpu h100-sxm "
                           "--gpus 8 --params 6.74B --layers 32 --hidden 4096 --heads 32 "
                           "--tokens 1B --format json");
        const auto optimizer = [](const Run& r) {
            return json(r)
                .value("breakdown")
                .toObject()
                .value("memory_bytes")
                .toObject()
                .value("optimizer")
                .toDouble();
        };
        const Run derived = gpuplan(split(shape.toLatin1()));
        QCOMPARE(derived.status, 0);
        QCOMPARE(json(derived).value("model").toObject().value("ffn").toInt(), 11008); // 8/3 x 4096, to 256
        QVERIFY2(derived.out.contains("--ffn not given: derived as 11008 from --hidden 4096"),
                 qPrintable(derived.out));
        // The same estimate as when the size is given by hand, without the note.
        const Run given = gpuplan(split((shape + " --ffn 11008").toLatin1()));
        QCOMPARE(given.status, 0);
        QCOMPARE(optimizer(given), optimizer(derived));
        QCOMPARE(json(given).value("wall_seconds").toDouble(),
                 json(derived).value("wall_seconds").toDouble());
        QVERIFY(!given.out.contains("--ffn not given"));
        // A different FFN is a different model: the derived size is really used.
        QVERIFY(optimizer(gpuplan(split((shape + " --ffn 16384").toLatin1()))) > optimizer(derived));
        // Serving says so too.
        const Run serve = gpuplan(split("estimate infer --gpu h100-sxm --gpus 1 --params 6.74B --layers 32 "
                                        "--hidden 4096 --heads 32 --input-tokens 100 --output-tokens 100"));
        QCOMPARE(serve.status, 0);
        QVERIFY(serve.out.contains("--ffn not given: derived as 11008"));
    }

    void finetuneMethods() {
        QMap<QString, QJsonObject> memory;
        for (const char* method : {"full", "lora", "qlora"}) {
            const bool adapters = QByteArray(method) != "full";
            const Run r =
                gpuplan(QStringList{"estimate", "finetune", "--method", QString::fromLatin1(method)} +
                        split("--model llama2-13b --gpu a100-80gb-sxm --gpus 8 --tokens 1B --format json") +
                        (adapters ? QStringList{"--zero", "1"} : QStringList{}));
            QCOMPARE(r.status, 0);
            const QJsonObject o = json(r);
            QCOMPARE(o.value("method").toString(), QString::fromLatin1(method));
            memory[method] = o.value("breakdown").toObject().value("memory_bytes").toObject();
        }
        // Adapters need far less optimizer state than the full model; NF4 shrinks the frozen base (ZeRO-1
        // pinned for both adapter methods so neither shards its weights and bytes per weight compare).
        QVERIFY(memory["lora"].value("optimizer").toDouble() <
                memory["full"].value("optimizer").toDouble() / 10);
        QVERIFY(memory["qlora"].value("weights").toDouble() < memory["lora"].value("weights").toDouble() / 3);
    }

    void tableOutputExplains() {
        const Run r = gpuplan(split("estimate finetune --method lora --rank 8 --model qwen-14b --gpu "
                                    "a100-80gb-sxm --gpus 8 --tokens 1B"));
        QCOMPARE(r.status, 0);
        for (const char* text :
             {"Plan", "Wall time", "GPU-hours", "MFU", "Memory per GPU", "fits", "compute", "bubble"})
            QVERIFY2(r.out.contains(QLatin1String(text)), text);
    }

    void naivePlanExplainsItself() {
        const Run r = gpuplan(split("estimate finetune --method qlora --model qwen-7b --seq 2048 --gpu a10 "
                                    "--gpus 2 --tokens 100M --naive"));
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("naive layer split")));
        QVERIFY(r.out.contains(QLatin1String("about as fast as one")));
    }

    void planReportsSearch() {
        const Run r = gpuplan(
            split("plan --gpu h100-sxm --gpus 1024 --model llama3-405b --tokens 15T --top 3 --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject o = json(r);
        QVERIFY(o.value(QLatin1String("evaluated")).toDouble() > 100);
        QVERIFY(o.contains(QLatin1String("search_ms")));
        QCOMPARE(o.value(QLatin1String("plans")).toArray().size(), 3);
        const Run table = gpuplan(split("plan --gpu h100-sxm --gpus 64 --model llama2-70b --exhaustive"));
        QCOMPARE(table.status, 0);
        QVERIFY(table.out.contains(QLatin1String("plans evaluated")));
        QVERIFY(table.out.contains(QLatin1String("exhaustive")));
    }

    void planCountQuestions() {
        const Run fit =
            gpuplan(split("plan --gpu a100-80gb-sxm --model llama2-70b --min-gpus --format json"));
        QCOMPARE(fit.status, 0);
        QVERIFY(json(fit).value(QLatin1String("gpus")).toInt() > 8);
        const Run deadline =
            gpuplan(split("plan --gpu h100-sxm --model llama2-7b --tokens 1T --deadline 7d --format json"));
        QCOMPARE(deadline.status, 0);
        QVERIFY(json(deadline).value(QLatin1String("wall_seconds")).toDouble() <= 7 * 86400.0);
    }

    void catalogListings() {
        const Run gpus = gpuplan(split("gpus --format json"));
        QCOMPARE(gpus.status, 0);
        QVERIFY(QJsonDocument::fromJson(gpus.out.toUtf8()).array().size() >= 15);
        const Run models = gpuplan(split("models"));
        QCOMPARE(models.status, 0);
        QVERIFY(models.out.contains(QLatin1String("deepseek-v3")));
        QVERIFY(gpuplan(split("networks")).out.contains(QLatin1String("ib-ndr")));
    }

    void calibrateReports() {
        const Run r = gpuplan(split("calibrate"));
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("median absolute error")));
        QVERIFY(r.out.contains(QLatin1String("A-04")));
        QVERIFY(r.out.contains(QLatin1String("B-31")));
    }

    void calibrateJsonCarriesEveryRowWithItsGroup() {
        for (const char* args : {"calibrate --format json", "calibrate --fit --format json"}) {
            const QJsonObject o = json(gpuplan(split(args)));
            const QJsonArray rows = o.value(QLatin1String("rows")).toArray();
            QCOMPARE(rows.size(), 114);
            QCOMPARE(
                o.value(QLatin1String("inference")).toObject().value(QLatin1String("rows")).toArray().size(),
                36);
            int compared = 0;
            for (const QJsonValue& row : rows) {
                QVERIFY(!row.toObject().value(QLatin1String("group")).toString().isEmpty());
                compared += row.toObject().value(QLatin1String("fitted")).toBool() ? 0 : 1;
            }
            QCOMPARE(compared, 2); // dgxc-benchmarking's DeepSeek-V3 BF16 rows
        }
    }

    void calibrateCrossValidates() {
        const Run text = gpuplan(split("calibrate --cross-validate"));
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.contains(QLatin1String("arxiv.org/abs/2104.04473")));
        QVERIFY(text.out.contains(QLatin1String("all fitted rows")));
        const Run r = gpuplan(split("calibrate --cross-validate --format json"));
        QCOMPARE(r.status, 0);
        const QJsonObject cv = json(r).value(QLatin1String("cross_validation")).toObject();
        const QJsonObject training = cv.value(QLatin1String("training")).toObject();
        const QJsonArray rows = training.value(QLatin1String("rows")).toArray();
        QCOMPARE(rows.size(), 114);
        for (const QJsonValue& v : rows) {
            const QJsonObject row = v.toObject();
            for (const char* key : {"id", "group", "reported", "estimate", "error"})
                QVERIFY2(row.contains(QLatin1String(key)), key);
            // The error is the estimate against the reported figure, not a copy of the fitted one.
            QVERIFY(qFuzzyCompare(1 + row.value(QLatin1String("error")).toDouble(),
                                  row.value(QLatin1String("estimate")).toDouble() /
                                      row.value(QLatin1String("reported")).toDouble()));
        }
        QCOMPARE(training.value(QLatin1String("groups")).toArray().size(), 19);
        QVERIFY(training.value(QLatin1String("median_abs_error")).toDouble() > 0);
        const QJsonObject inference = cv.value(QLatin1String("inference")).toObject();
        QCOMPARE(inference.value(QLatin1String("rows")).toArray().size(), 36);
        QCOMPARE(inference.value(QLatin1String("groups")).toArray().size(), 6);
        expectOneLineError(QStringLiteral("calibrate --cross-validate --fit"),
                           QStringLiteral("--cross-validate"));
    }

    void sampleEstimate() {
        const Run r = gpuplan({"sample"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QLatin1String("A100 80GB SXM")));
        QVERIFY(r.out.contains(QLatin1String("H100 SXM 80GB")));
    }

    void badInput_data() {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("fragment");
        const QString base = QStringLiteral("estimate train --gpus 8 --model llama2-7b --tokens 1T ");
        QTest::newRow("unknown GPU") << base + "--gpu h1000"
                                     << "unknown GPU 'h1000'";
        QTest::newRow("unknown preset") << "estimate train --gpu h100-sxm --gpus 8 --model gpt-9 --tokens 1T"
                                        << "unknown model preset 'gpt-9'";
        QTest::newRow("zero count") << "estimate train --gpu h100-sxm --gpus 0 --model llama2-7b --tokens 1T"
                                    << "--gpus must be a positive";
        QTest::newRow("negative count")
            << "estimate train --gpu h100-sxm --gpus -8 --model llama2-7b --tokens 1T"
            << "--gpus must be a positive";
        QTest::newRow("missing tokens") << "estimate train --gpu h100-sxm --gpus 8 --model llama2-7b"
                                        << "no token count";
        QTest::newRow("negative tokens")
            << "estimate train --gpu h100-sxm --gpus 8 --model llama2-7b --tokens -5B"
            << "--tokens must be positive";
        QTest::newRow("fits nowhere") << "estimate train --gpu a10 --gpus 1 --model llama3-405b --tokens 1T"
                                      << "does not fit on 1 x A10";
        QTest::newRow("fp8 on A100") << base + "--gpu a100-80gb-sxm --precision fp8"
                                     << "has no fp8 support";
        QTest::newRow("unparsable number") << "estimate train --gpu h100-sxm --gpus 8 --params 7Q --tokens 1T"
                                           << "unknown suffix 'Q'";
        QTest::newRow("not a number")
            << "estimate train --gpu h100-sxm --gpus eight --model llama2-7b --tokens 1T"
            << "'eight' is not a number";
        QTest::newRow("unknown option") << base + "--gpu h100-sxm --colour red"
                                        << "unknown option --colour";
        QTest::newRow("no method")
            << "estimate finetune --gpu h100-sxm --gpus 8 --model llama2-7b --tokens 1B"
            << "no fine-tuning method";
        QTest::newRow("bad method")
            << "estimate finetune --method dpo --gpu h100-sxm --gpus 8 --model llama2-7b --tokens 1B"
            << "unknown --method 'dpo'";
        QTest::newRow("bad lora target") << "estimate finetune --method lora --lora-targets q,x --gpu "
                                            "h100-sxm --gpus 8 --model llama2-7b --tokens 1B"
                                         << "unknown --lora-targets";
        QTest::newRow("bad attention kernel") << base + "--gpu h100-sxm --attention flash3"
                                              << "--attention must be flash2, fused or none, got 'flash3'";
        QTest::newRow("attention twice") << base + "--gpu h100-sxm --attention fused --no-flash-attention"
                                         << "give either --attention or --no-flash-attention, not both";
        QTest::newRow("bad framework") << base + "--gpu h100-sxm --framework jax"
                                       << "--framework must be pytorch or tuned, got 'jax'";
        QTest::newRow("bad precision") << base + "--gpu h100-sxm --precision fp2"
                                       << "unknown training --precision 'fp2' (bf16, fp16, fp8, fp4 or tf32)";
        QTest::newRow("fp4 on a card without it")
            << base + "--gpu h100-sxm --precision fp4"
            << "H100 SXM 80GB has no fp4 support (it has fp32, tf32, bf16, fp16, fp8, int8)";
        QTest::newRow("model twice") << base + "--gpu h100-sxm --params 7B"
                                     << "either --model or --params";
        QTest::newRow("no model") << "estimate train --gpu h100-sxm --gpus 8 --tokens 1T"
                                  << "no model";
        QTest::newRow("shape without heads")
            << "estimate train --gpu h100-sxm --gpus 8 --params 7B --layers 32 --hidden 4096 --tokens 1T"
            << "a custom shape needs --layers, --hidden and --heads (missing --heads)";
        QTest::newRow("option that does not apply")
            << "estimate finetune --method full --rank 8 --gpu h100-sxm --gpus 8 --model llama2-7b --tokens "
               "1B"
            << "option --rank has no effect with the other options given";
        QTest::newRow("option of another command") << base + "--gpu h100-sxm --method lora"
                                                   << "unknown option --method for 'estimate train'";
        QTest::newRow("value for a flag") << base + "--gpu h100-sxm --naive=yes"
                                          << "option --naive takes no value";
        QTest::newRow("no subcommand") << "estimate --gpu h100-sxm"
                                       << "'estimate' needs what to do: train, finetune, infer or rl";
        QTest::newRow("unknown subcommand") << "estimate pretrain"
                                            << "unknown 'estimate pretrain' (train, finetune, infer or rl)";
        QTest::newRow("plan not dividing") << base + "--gpu h100-sxm --tp 3"
                                           << "does not divide";
        QTest::newRow("pinned plan out of memory")
            << "estimate train --gpu a100-40gb-sxm --gpus 8 --model llama2-70b --tokens 1T --tp 1 --zero 0"
            << "cannot run: needs";
        QTest::newRow("expert parallelism on a dense model")
            << "estimate infer --gpu h100-sxm --gpus 16 --model llama3-70b --input-tokens 100 "
               "--output-tokens 100 "
               "--ep 2"
            << "expert parallel degree 2 needs a mixture of experts with a known expert layout; Llama 3.1 "
               "70B has none";
        QTest::newRow("expert parallelism not dividing the experts")
            << "estimate infer --gpu h100-sxm --gpus 16 --model deepseek-v3 --input-tokens 100 "
               "--output-tokens 100 "
               "--ep 3"
            << "expert parallel degree 3 does not divide the 256 experts";
        QTest::newRow("unknown command") << "estimat train"
                                         << "unknown command 'estimat'";
        QTest::newRow("unknown format") << base + "--gpu h100-sxm --format xml"
                                        << "unknown --format 'xml'";
        QTest::newRow("missing value") << "estimate train --gpu"
                                       << "option --gpu needs a value";
        QTest::newRow("bad deadline") << "plan --gpu h100-sxm --model llama2-7b --tokens 1T --deadline soon"
                                      << "--deadline";
        QTest::newRow("unknown network") << base + "--gpu h100-sxm --network carrier-pigeon"
                                         << "unknown network";
        QTest::newRow("absurd batch") << base + "--gpu h100-sxm --global-batch-tokens 1e30"
                                      << "beyond any real run";
        QTest::newRow("more GPUs than sequences") << "estimate train --gpu h100-sxm --gpus 1M --model "
                                                     "llama2-7b --tokens 1T --global-batch-tokens 4M"
                                                  << "cannot give every data-parallel rank";
        QTest::newRow("batch below one sequence") << base + "--gpu h100-sxm --global-batch-tokens 100"
                                                  << "smaller than one sequence";
    }
    void badInput() {
        QFETCH(QString, args);
        QFETCH(QString, fragment);
        expectOneLineError(args, fragment);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
