// Core's messages in the workbench's language: every id core can emit has a rendering that keeps its
// arguments and, in Chinese, leaves no English words; and the window in Chinese shows a scenario's
// problem, warnings, plan and price problem in Chinese (cells, tooltips, details panel).
#include "main_window.h"
#include "message_text.h"
#include "patience.h"
#include "scenarios/scenario_page.h"
#include "scenarios/scenario_table_model.h"
#include "screenshot_check.h"
#include "test_support.h"
#include "ui_language.h"

#include "core/prices/memory_price_store.h"

#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>
#include <QtTest>

#include <algorithm>

using namespace gpuplan;
using Col = ui::ScenarioTableModel;

namespace {

// Words a Chinese sentence keeps in Latin letters: abbreviations and names Chinese texts use as they are.
// ("token" too: the workbench's Chinese already writes "token/秒", "首 token 时间").
const QStringList kKeptWords{
    QStringLiteral("GPU"), QStringLiteral("LoRA"), QStringLiteral("TTFT"), QStringLiteral("TPOT"),
    QStringLiteral("PUE"), QStringLiteral("Llama"), QStringLiteral("GPT"), QStringLiteral("QLoRA"),
    QStringLiteral("token"),
    QStringLiteral("ZeRO"), // DeepSpeed's name, like LoRA
    QStringLiteral("Offload"), QStringLiteral("PCIe"), QStringLiteral("Adam"),
    QStringLiteral("NVLink"), // NVIDIA's name for its GPU link, like PCIe
    // software names, as their makers write them
    QStringLiteral("FlashAttention"), QStringLiteral("PyTorch"), QStringLiteral("Hugging"),
    QStringLiteral("Face"), QStringLiteral("Transformer"), QStringLiteral("Engine"),
    QStringLiteral("Megatron"), QStringLiteral("NeMo"), QStringLiteral("Core"), QStringLiteral("FSDP"),
    QStringLiteral("DeepSpeed"), QStringLiteral("Hopper"),
    // RL algorithms and a model family, as their authors write them
    QStringLiteral("GRPO"), QStringLiteral("PPO"), QStringLiteral("DPO"), QStringLiteral("DeepSeek"),
    // vendors and serving engines, as their makers write them
    QStringLiteral("AMD"), QStringLiteral("NVIDIA"), QStringLiteral("vLLM"), QStringLiteral("SGLang"),
    QStringLiteral("ROCm"),
    // a file's name and its format (Hugging Face's config.json), as written
    QStringLiteral("config"), QStringLiteral("json"), QStringLiteral("JSON")};

// The %N a pattern uses.
QSet<int> placeholders(const QString& pattern) {
    QSet<int> out;
    static const QRegularExpression re(QStringLiteral("%([1-9])"));
    for (auto it = re.globalMatch(pattern); it.hasNext();)
        out.insert(it.next().captured(1).toInt());
    return out;
}

// English words left in a text, leaving out technical "key=" tokens (tp=8) and the kept words.
QStringList englishWords(QString text) {
    text.remove(QRegularExpression(QStringLiteral("[A-Za-z]+=")));
    QStringList out;
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]{3,}\\b"));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured();
        if (!kKeptWords.contains(w))
            out << w;
    }
    return out;
}

bool hasChinese(const QString& text) {
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// The message with its names and ids (text arguments, data rather than words) blanked, at any depth.
core::Message withoutNames(core::Message m) {
    for (core::MessageArg& a : m.args) {
        if (a.kind == core::MessageArg::Kind::Text)
            a = core::text("【】");
        else if (a.nested)
            a = core::nested(withoutNames(*a.nested));
    }
    return m;
}

// A shown text is the message in Chinese, with no English words (names and numbers aside).
void checkChinese(const QString& shown, const core::Message& m) {
    const QString chinese = ui::messageText(m);
    QVERIFY2(shown.contains(chinese), qPrintable(shown + QStringLiteral(" lacks ") + chinese));
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(!shown.contains(QString::fromStdString(core::englishText(m))), qPrintable(shown));
    const QStringList words = englishWords(ui::messageText(withoutNames(m)));
    QVERIFY2(words.isEmpty(), qPrintable(words.join(QLatin1Char(' '))));
}

// Shanghai (with its Chinese name) and an H100 price there: nothing else, so other cards have no price.
core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    s.setPrice(test::monthlyPrice("h100-sxm", "8500"), "test");
    return s;
}

core::Scenario scenario(const char* name, core::ScenarioKind kind, const char* model, const char* gpu,
                        int gpus) {
    core::Scenario s;
    s.name = name;
    s.kind = kind;
    s.modelId = model;
    s.tokens = 1e9;
    s.gpuId = gpu;
    s.gpus = gpus;
    s.regionId = "cn-shanghai";
    return s;
}

} // namespace

class TestCoreMessages : public QObject {
    Q_OBJECT
private slots:
    void everyIdKeepsItsArgumentsInEnglish() {
        for (core::MessageId id : core::allMessageIds()) {
            const QString core = QString::fromStdString(std::string(core::englishPattern(id)));
            const QString ui = ui::messagePattern(id);
            QVERIFY2(!ui.isEmpty(), qPrintable(core));
            QVERIFY2(placeholders(ui) == placeholders(core), qPrintable(ui + QStringLiteral(" / ") + core));
        }
    }

    void everyIdIsChineseInTheChineseWindow() {
        const uitest::Language chinese(QStringLiteral("zh_CN"));
        QVERIFY(chinese.ok(QStringLiteral("zh_CN")));
        for (core::MessageId id : core::allMessageIds()) {
            const QString english = QString::fromStdString(std::string(core::englishPattern(id)));
            // Each argument a marker, so a translation that drops one shows.
            core::Message m{id, {}};
            const QSet<int> used = placeholders(english);
            const int count = used.isEmpty() ? 0 : *std::max_element(used.begin(), used.end());
            for (int n = 1; n <= count; ++n)
                m.args.push_back(core::text("【" + std::to_string(n) + "】"));
            const QString shown = ui::messageText(m);
            for (int n : used)
                QVERIFY2(shown.contains(QStringLiteral("【%1】").arg(n)), qPrintable(shown));
            QVERIFY2(englishWords(shown).isEmpty(), qPrintable(english + QStringLiteral(" -> ") + shown));
            // Plans are technical tokens only ("tp=%1 pp=%2 ..."); every sentence has Chinese words.
            if (!englishWords(english).isEmpty())
                QVERIFY2(hasChinese(shown), qPrintable(english + QStringLiteral(" -> ") + shown));
        }
    }

    void theChineseWindowShowsCoresMessagesInChinese() {
        const uitest::Language chinese(QStringLiteral("zh_CN"));
        QVERIFY(chinese.ok(QStringLiteral("zh_CN")));
        auto s = store();
        ui::MainWindow w(test::catalog(), s, QStringLiteral("memory"), &s);
        w.resize(1440, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
        const Col* model = w.scenarioPage()->model();
        auto details = [&] { return w.scenarioPage()->details()->toPlainText(); };
        auto at = [&](int row, int column, int role = Qt::DisplayRole) {
            return model->index(row, column).data(role).toString();
        };

        // Warnings: a shape derived from a size, and a deadline the job misses.
        core::Scenario custom = scenario("自定义", core::ScenarioKind::Lora, "", "h100-sxm", 8);
        custom.params = 70e9;
        custom.deadlineHours = 1;
        w.scenarioPage()->addScenario(custom);
        const core::ScenarioEstimate& warned = model->row(0).estimate;
        QVERIFY(warned.ok);
        QCOMPARE(warned.warnings.size(), std::size_t(2));
        for (const core::Message& warning : warned.warnings)
            checkChinese(details(), warning);
        checkChinese(at(0, Col::Time, Qt::ToolTipRole), warned.warnings.front());
        checkChinese(details(), model->row(0).cost.buyProblem); // no server price in the region

        // No estimate: 405B weights leave one L4 no room, a reason three messages deep.
        w.scenarioPage()->addScenario(
            scenario("太大", core::ScenarioKind::Inference, "llama3-405b", "l4", 1));
        const core::ScenarioEstimate& refused = model->row(1).estimate;
        QVERIFY(!refused.ok);
        QVERIFY(refused.problem.id == core::MessageId::InferenceCannotServe);
        checkChinese(details(), refused.problem);
        checkChinese(at(1, Col::Count, Qt::ToolTipRole), refused.problem);
        QVERIFY2(englishWords(details()).isEmpty(), qPrintable(details()));

        // A serving plan's words, and a price the region does not have.
        core::Scenario serving = scenario("服务", core::ScenarioKind::Inference, "llama2-70b", "h100-sxm", 0);
        serving.load = 20000;
        w.scenarioPage()->addScenario(serving);
        const core::ScenarioEstimate& served = model->row(2).estimate;
        QVERIFY(served.ok);
        QVERIFY(served.plan.id == core::MessageId::PlanServingReplicas);
        checkChinese(at(2, Col::Plan), served.plan);
        QVERIFY(at(2, Col::Plan).contains(QStringLiteral("副本")));
        checkChinese(details(), served.plan);
        w.scenarioPage()->addScenario(
            scenario("无价", core::ScenarioKind::Lora, "llama2-70b", "a100-80gb-sxm", 8));
        const core::Message& noPrice = model->row(3).prices.rentProblem;
        QVERIFY(noPrice.id == core::MessageId::PriceNoRent);
        checkChinese(at(3, Col::Price, Qt::ToolTipRole), noPrice);
        QVERIFY(
            at(3, Col::Price, Qt::ToolTipRole).contains(QStringLiteral("上海"))); // the region's Chinese name

        const QImage shot = w.grab().toImage();
        QVERIFY(uitest::distinctColours(shot) > 20);
        QVERIFY(shot.save(QStringLiteral(GPUPLAN_ARTIFACT_DIR "/core_messages_zh_CN.png")));
    }
};

QTEST_MAIN(TestCoreMessages)
#include "test_core_messages.moc"
