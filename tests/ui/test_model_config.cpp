// Hugging Face config.json files read into models (issue 30): the real configs of
// tests/fixtures/model_configs (tests/fixtures/model_configs/SOURCES.md says where each came from and where
// its published counts are), their parameter counts against the published ones, their layouts, and their KV
// caches and states against hand computations; refusals name the problem.
#include "core/catalog/model_csv.h"
#include "core/catalog/model_shape.h"
#include "models/model_config_file.h"

#include <QtTest>

#include <cmath>

using namespace gpuplan;
using core::AttentionForm;
using core::ModelSpec;

namespace {

QString fixture(const QString& name) {
    return QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/fixtures/model_configs/") + name;
}

core::ModelConfigImport readConfig(const QString& name) {
    auto r = ui::readModelConfigFile(fixture(name), {});
    if (!r)
        qFatal("%s: %s", qPrintable(name), r.error().c_str());
    return std::move(r).value();
}

std::string resourceText(const QString& path) {
    QFile in(QStringLiteral(GPUPLAN_SOURCE_DIR "/") + path);
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return in.readAll().toStdString();
}

QString refusal(const QByteArray& json) {
    auto r = ui::readModelConfigText(json, QStringLiteral("test.json"), {});
    return r ? QString() : QString::fromStdString(r.error());
}

} // namespace

class TestModelConfig : public QObject {
    Q_OBJECT
private slots:
    // Published totals (and active counts where published) from SOURCES.md. DeepSeek-V3 and R1's 671B
    // leave out their multi-token-prediction layer; the 685B of V3.2's release includes it.
    void countsMatchThePublishedOnes_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("total");
        QTest::addColumn<double>("active");
        QTest::addColumn<double>(
            "activeUnit"); // the published active count's last digit: "3B" 1e9, "3.3B" 1e8
        QTest::addColumn<bool>("withMtp");
        QTest::newRow("Qwen3 8B") << "qwen3-8b.json" << 8.2e9 << 0.0 << 0.0 << false;
        QTest::newRow("Qwen3 32B") << "qwen3-32b.json" << 32.8e9 << 0.0 << 0.0 << false;
        QTest::newRow("Qwen3 30B-A3B") << "qwen3-30b-a3b.json" << 30.5e9 << 3.3e9 << 1e8 << false;
        QTest::newRow("Qwen3 235B-A22B") << "qwen3-235b-a22b.json" << 235e9 << 22e9 << 1e9 << false;
        QTest::newRow("Qwen3-Coder 480B-A35B")
            << "qwen3-coder-480b-a35b.json" << 480e9 << 35e9 << 1e9 << false;
        QTest::newRow("Qwen3-Next 80B-A3B") << "qwen3-next-80b-a3b.json" << 80e9 << 3e9 << 1e9 << false;
        QTest::newRow("Qwen2.5 72B") << "qwen2.5-72b.json" << 72.7e9 << 0.0 << 0.0 << false;
        QTest::newRow("DeepSeek-V3") << "deepseek-v3.json" << 671e9 << 37e9 << 1e9 << false;
        QTest::newRow("DeepSeek-R1") << "deepseek-r1.json" << 671e9 << 37e9 << 1e9 << false;
        QTest::newRow("DeepSeek-V3.2") << "deepseek-v3.2.json" << 685e9 << 0.0 << 0.0 << true;
        QTest::newRow("Kimi K2") << "kimi-k2.json" << 1.0265e12 << 32e9 << 1e9 << false;
        QTest::newRow("gpt-oss 20B") << "gpt-oss-20b.json" << 20.9e9 << 3.6e9 << 1e8 << false;
        QTest::newRow("gpt-oss 120B") << "gpt-oss-120b.json" << 116.8e9 << 5.1e9 << 1e8 << false;
        QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b.json" << 46.7e9 << 12.9e9 << 1e8 << false;
        QTest::newRow("Mistral 7B") << "mistral-7b.json" << 7.3e9 << 0.0 << 0.0 << false;
        QTest::newRow("Llama 4 Scout") << "llama4-scout.json" << 109e9 << 17e9 << 1e9 << false;
        QTest::newRow("MiniMax-M2.7") << "minimax-m2.7.json" << 229e9 << 0.0 << 0.0 << false;
        QTest::newRow("GLM-4.5") << "glm-4.5.json" << 355e9 << 32e9 << 1e9 << false;
        QTest::newRow("Gemma 3 27B") << "gemma3-27b.json" << 27e9 << 0.0 << 0.0 << false;
    }
    void countsMatchThePublishedOnes() {
        QFETCH(QString, file);
        QFETCH(double, total);
        QFETCH(double, active);
        QFETCH(double, activeUnit);
        QFETCH(bool, withMtp);
        const core::ModelConfigImport imported = readConfig(file);
        const double counted = imported.counted.total + (withMtp ? imported.mtpParams : 0.0);
        QVERIFY2(std::fabs(counted / total - 1.0) < 0.02,
                 qPrintable(QStringLiteral("counted %1 against %2").arg(counted).arg(total)));
        // Publishers count active parameters three ways: with both embeddings (Qwen3 30B-A3B, DeepSeek),
        // without the input embedding, a lookup rather than a matmul (gpt-oss), or without either
        // (Qwen3-Next). The count must match one of them within 2% plus the rounding of the published
        // figure (half its last digit: "3B" is 2.5B to 3.5B).
        if (active > 0) {
            const double input = imported.model.vocab * static_cast<double>(imported.model.hidden);
            bool matched = false;
            for (double convention : {imported.counted.active, imported.counted.active - input,
                                      imported.counted.active - imported.counted.embedding})
                matched = matched || std::fabs(convention - active) <= 0.02 * active + activeUnit / 2;
            QVERIFY2(
                matched,
                qPrintable(QStringLiteral("active %1 against %2").arg(imported.counted.active).arg(active)));
        }
        // Without a published figure the model keeps its shape's count.
        QCOMPARE(imported.model.params, imported.counted.total);
    }

    // A preset made from a config is what the reader makes of that file (all but its name, the published
    // counts, the training sequence and the source), so a preset cannot drift from its release's config.
    void presetsAreTheirConfigs() {
        const auto presets =
            core::parseModelCsv(resourceText(QStringLiteral("resources/catalog/models.csv")));
        QVERIFY2(presets.ok(), presets ? "" : presets.error().c_str());
        int compared = 0;
        for (ModelSpec preset : presets.value()) {
            const QString file = QString::fromStdString(preset.id) + QStringLiteral(".json");
            if (!QFile::exists(fixture(file)))
                continue;
            ModelSpec read = readConfig(file).model;
            for (ModelSpec* m : {&preset, &read}) {
                m->id.clear();
                m->name.clear();
                m->source.clear();
                m->params = m->activeParams = 0;
                m->seqLen = 0;
                m->earlierGeneration = false;
            }
            QVERIFY2(preset == read, qPrintable(file));
            ++compared;
        }
        QVERIFY(compared >= 15);
    }

    void layoutsAsTheirConfigsSay() {
        const ModelSpec v3 = readConfig(QStringLiteral("deepseek-v3.json")).model;
        QCOMPARE(v3.ffn, 18432);      // the three dense layers
        QCOMPARE(v3.expertFfn, 2048); // each routed expert
        QCOMPARE(v3.sharedExpertFfn, 2048);
        QCOMPARE(v3.moeLayers, 58); // 61 layers, first_k_dense_replace 3
        QCOMPARE(v3.experts, 256);
        QCOMPARE(v3.topK, 8);
        QCOMPARE(v3.routeNodes, 4); // topk_group 4 of n_group 8
        QVERIFY(v3.isMla());
        QCOMPARE(v3.id, std::string("deepseek-v3"));

        const ModelSpec kimi = readConfig(QStringLiteral("kimi-k2.json")).model;
        QCOMPARE(kimi.moeLayers, 60);
        QCOMPARE(kimi.routeNodes, 0); // one group: no limit

        const ModelSpec scout = readConfig(QStringLiteral("llama4-scout.json")).model;
        QCOMPARE(scout.moeLayers, 48);
        QCOMPARE(scout.slidingLayers, 36); // chunked attention on three of every four layers
        QCOMPARE(scout.slidingWindow, 8192);

        const ModelSpec oss = readConfig(QStringLiteral("gpt-oss-120b.json")).model;
        QCOMPARE(oss.slidingLayers, 18);
        QCOMPARE(oss.headDim(), 64); // head_dim, not 2880 / 64

        const ModelSpec next = readConfig(QStringLiteral("qwen3-next-80b-a3b.json")).model;
        QCOMPARE(next.linearLayers, 36);
        QCOMPARE(next.fullAttentionLayers(), 12);
        QCOMPARE(next.moeLayers, 48);
    }

    // Bytes of cache per sequence, computed by hand from each config.
    void cachesByHand() {
        // Grouped-query attention, Qwen3 8B: 36 layers x 2 (K, V) x 8 KV heads x 128 x 2 bytes per token.
        const ModelSpec q8 = readConfig(QStringLiteral("qwen3-8b.json")).model;
        QCOMPARE(core::kvCacheBytes(q8, 1000, 1, 2.0), 36.0 * 2 * 8 * 128 * 2 * 1000);
        QCOMPARE(core::kvCacheBytes(q8, 1000, 4, 2.0), 36.0 * 2 * 2 * 128 * 2 * 1000); // 2 heads per rank

        // MLA, DeepSeek-R1: one 512-wide latent and a 64-wide rope key per layer and token, on every rank,
        // 61 x 576 x 2 bytes = 70,272 bytes per token (against 61 x 2 x 128 x 128 x 2 = 3.99 MB for full
        // heads).
        const ModelSpec r1 = readConfig(QStringLiteral("deepseek-r1.json")).model;
        QCOMPARE(core::kvCacheBytes(r1, 9216, 8, 2.0), 61.0 * 576 * 2 * 9216);
        QCOMPARE(core::kvCacheBytes(r1, 9216, 1, 1.0), 61.0 * 576 * 9216);

        // Sliding window, gpt-oss-120b: 18 full layers keep every token, 18 sliding layers at most 128;
        // 8 KV heads of 64: 2 x 8 x 64 x 2 = 2,048 bytes per layer and token.
        const ModelSpec oss = readConfig(QStringLiteral("gpt-oss-120b.json")).model;
        QCOMPARE(core::kvCacheBytes(oss, 10000, 1, 2.0), 18.0 * 2048 * 10000 + 18.0 * 2048 * 128);
        QCOMPARE(core::kvCacheBytes(oss, 100, 1, 2.0), 36.0 * 2048 * 100); // shorter than the window

        // Hybrid, Qwen3-Next-80B-A3B: 12 attention layers of 2 KV heads x 256 (2,048 bytes per layer and
        // token); 36 Gated DeltaNet layers each keep 32 value heads x 128 x 128 of state plus a convolution
        // of 3 earlier inputs over 2 x 16 x 128 + 32 x 128 = 8,192 channels, whatever the length.
        const ModelSpec next = readConfig(QStringLiteral("qwen3-next-80b-a3b.json")).model;
        const double state = 32.0 * 128 * 128 + 8192.0 * 3;
        QCOMPARE(core::kvCacheBytes(next, 10000, 1, 2.0), 12.0 * 2048 * 10000 + 36.0 * state * 2);
        QCOMPARE(core::kvCacheBytes(next, 20000, 1, 2.0) - core::kvCacheBytes(next, 10000, 1, 2.0),
                 12.0 * 2048 * 10000); // only the attention layers grow

        // Sparse attention, DeepSeek-V3.2: the latent as R1's plus the indexer's 128 FP8 bytes per layer and
        // token; a decode step reads the latent of its 2,048 chosen tokens and every token's index key.
        const ModelSpec v32 = readConfig(QStringLiteral("deepseek-v3.2.json")).model;
        QCOMPARE(core::kvCacheBytes(v32, 100000, 1, 2.0), 61.0 * (576 * 2 + 128) * 100000);
        QCOMPARE(core::kvCacheBytesRead(v32, 100000, 1, 2.0), 61.0 * (576 * 2 * 2048 + 128 * 100000.0));
        QCOMPARE(core::kvCacheBytesRead(r1, 100000, 1, 2.0), core::kvCacheBytes(r1, 100000, 1, 2.0));
    }

    void attentionWorkByHand() {
        // Multi-head attention of head size hidden / heads: 4 x hidden FLOPs per layer and attended token.
        const ModelSpec mistral = readConfig(QStringLiteral("mistral-7b.json")).model;
        QCOMPARE(mistral.slidingLayers, 32); // sliding_window 4096 on every layer
        QCOMPARE(core::attentionFlopsPerToken(mistral, 1000, AttentionForm::Expanded),
                 4.0 * 32 * 4096 * 1000);
        QCOMPARE(core::attentionFlopsPerToken(mistral, 10000, AttentionForm::Expanded),
                 4.0 * 32 * 4096 * 4096);
        // MLA decodes against the latent: per head 2 x (512 + 64) for the scores and 2 x 512 for the values.
        const ModelSpec r1 = readConfig(QStringLiteral("deepseek-r1.json")).model;
        QCOMPARE(core::attentionFlopsPerToken(r1, 1000, AttentionForm::Absorbed),
                 61.0 * 128 * (2 * 576 + 2 * 512) * 1000);
        QCOMPARE(core::attentionFlopsPerToken(r1, 1000, AttentionForm::Expanded),
                 61.0 * 128 * (2 * 192 + 2 * 128) * 1000);
    }

    void storedRowsReadBack() {
        for (const QString& file : QDir(fixture(QString())).entryList({QStringLiteral("*.json")})) {
            auto imported = ui::readModelConfigFile(fixture(file), {});
            if (!imported)
                continue; // the refused ones are checked below
            const auto again = core::parseModelCsv(core::writeModelCsv({imported->model}));
            QVERIFY2(again.ok(), again ? "" : again.error().c_str());
            QVERIFY2(again->front() == imported->model, qPrintable(file));
        }
    }

    void refusalsNameTheProblem() {
        // Nemotron-H (a real config, with Python's Infinity in it) is read as JSON but its type is not one
        // GpuPlan lays out.
        auto nemotron = ui::readModelConfigFile(fixture(QStringLiteral("nemotron-h-56b.json")), {});
        QVERIFY(!nemotron.ok());
        QVERIFY2(QString::fromStdString(nemotron.error()).contains(QLatin1String("model_type 'nemotron_h'")),
                 nemotron.error().c_str());
        QVERIFY(QString::fromStdString(nemotron.error()).contains(QLatin1String("qwen3_next")));
        // Every missing key at once.
        const QString missing =
            refusal(R"({"model_type": "llama", "hidden_size": 4096, "vocab_size": 32000})");
        QVERIFY2(missing.contains(
                     QLatin1String("lacks num_hidden_layers, num_attention_heads, intermediate_size")),
                 qPrintable(missing));
        QVERIFY(refusal(R"({"hidden_size": 4096})").contains(QLatin1String("lacks model_type")));
        QVERIFY(refusal(R"({"model_type": "llama", "hidden_size": "big", "num_hidden_layers": 2,
            "num_attention_heads": 2, "vocab_size": 10, "intermediate_size": 8})")
                    .contains(QLatin1String("hidden_size is 'big'")));
        QVERIFY(refusal("not json").contains(QLatin1String("test.json is not a JSON object")));
        QVERIFY(refusal("[1, 2]").contains(QLatin1String("not an object")));
        auto none = ui::readModelConfigFile(fixture(QStringLiteral("no-such-folder")), {});
        QVERIFY(!none.ok());
        QVERIFY2(QString::fromStdString(none.error()).contains(QLatin1String("cannot read ")) &&
                     QString::fromStdString(none.error()).contains(QLatin1String("no-such-folder")),
                 none.error().c_str());
    }

    void aFolderIsReadThroughItsConfig() {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("Qwen3-8B"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(
            QFile::copy(fixture(QStringLiteral("qwen3-8b.json")), folder + QStringLiteral("/config.json")));
        auto imported = ui::readModelConfigFile(folder, {});
        QVERIFY2(imported.ok(), imported ? "" : imported.error().c_str());
        QCOMPARE(imported->model.name, std::string("Qwen3-8B"));
        QCOMPARE(imported->model.id, std::string("qwen3-8b"));
        core::ModelConfigOptions named;
        named.id = "my-model";
        named.name = "My model";
        named.publishedParams = 8.2e9;
        auto renamed = ui::readModelConfigFile(folder, named);
        QCOMPARE(renamed->model.id, std::string("my-model"));
        QCOMPARE(renamed->model.params, 8.2e9); // the published figure is kept, the count shown beside it
        QVERIFY(renamed->counted.total != 8.2e9);
        // A folder named without Latin letters gives the model its architecture's id.
        const QString chinese = dir.filePath(QStringLiteral("千问"));
        QVERIFY(QDir().rename(folder, chinese));
        auto unnamed = ui::readModelConfigFile(chinese, {});
        QVERIFY2(unnamed.ok(), unnamed ? "" : unnamed.error().c_str());
        QCOMPARE(unnamed->model.id, std::string("qwen3"));
        QCOMPARE(unnamed->model.name, std::string("千问"));
    }
};

QTEST_GUILESS_MAIN(TestModelConfig)
#include "test_model_config.moc"
