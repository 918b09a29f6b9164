// An RL row scored by a reward model (issue 34: "reward model or rule-based reward"): the row's run adds the
// model's forward pass over every rollout, as core/rl's estimate does; the RL run dialog chooses the model
// (or none, a rule); the file keeps it; the details show what it costs; a model the catalog lacks, or one on
// a DPO row, is refused by name.
#include "scenarios/rl_run_dialog.h"
#include "scenarios/scenario_details.h"
#include "scenarios/scenario_file.h"
#include "scenarios/scenario_table_model.h"
#include "test_support.h"

#include "core/planning/scenario.h"
#include "core/planning/scenario_rl.h"
#include "core/rl/rl_estimator.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include <cmath>

using namespace gpuplan;

namespace {

// GRPO of Qwen3 32B on 16 H100, its rollouts scored by Llama 3.1 8B.
core::Scenario scoredRun() {
    core::Scenario s = test::grpoScenario("GRPO scored", 16);
    s.rl.placement = core::RlPlacementChoice::Colocated;
    s.rl.rewardModelId = "llama3-8b";
    return s;
}

} // namespace

class TestRlRewardModel : public QObject {
    Q_OBJECT
private slots:
    // The row's step is core/rl's with that reward model; a rule-based row's lacks exactly its pass.
    void theRowAddsTheRewardModelsPass() {
        const core::Catalog& catalog = test::catalog();
        const core::Scenario s = scoredRun();
        const core::ScenarioEstimate e = core::estimateScenario(s, catalog);
        QVERIFY2(e.ok, core::englishText(e.problem).c_str());
        QVERIFY(e.rl && e.rl->rewardModelSeconds > 0);
        core::RlScenario direct =
            core::rlScenarioOf(s, catalog, *catalog.model("qwen3-32b"), *catalog.gpu("h100-sxm"), 16);
        QCOMPARE(direct.rewardModel, catalog.model("llama3-8b"));
        const auto r = core::estimateRl(direct);
        QVERIFY(r);
        QCOMPARE(e.rl->stepSeconds, r->stepSeconds);

        core::Scenario rule = s;
        rule.rl.rewardModelId.clear();
        const core::ScenarioEstimate plain = core::estimateScenario(rule, catalog);
        QVERIFY(plain.ok && plain.rl->rewardModelSeconds == 0);
        QVERIFY(std::abs(e.rl->stepSeconds - plain.rl->stepSeconds - e.rl->rewardModelSeconds) <
                1e-9 * e.rl->stepSeconds);
    }

    // A model the catalog lacks, or a reward model on a DPO row, is refused on the Work cell.
    void badInputIsRefusedByName() {
        core::Scenario s = scoredRun();
        s.rl.rewardModelId = "judge-9000";
        core::ScenarioEstimate e = core::estimateScenario(s, test::catalog());
        QVERIFY(!e.ok);
        QCOMPARE(e.problemField, core::ScenarioField::Tokens);
        QVERIFY2(core::englishText(e.problem).find("judge-9000") != std::string::npos,
                 core::englishText(e.problem).c_str());
        s = scoredRun();
        s.kind = core::ScenarioKind::Dpo;
        e = core::estimateScenario(s, test::catalog());
        QVERIFY(!e.ok);
        QCOMPARE(e.problem.id, core::MessageId::RlDpoNoRewardModel);
    }

    // The file keeps the model; the dialog offers none (a rule) and the catalog's models, and says why a DPO
    // row cannot keep one.
    void theFileAndTheDialogKeepTheModel() {
        const core::Scenario s = scoredRun();
        const QJsonObject json = ui::scenarioToJson(s);
        QCOMPARE(json.value(QStringLiteral("rl")).toObject().value(QStringLiteral("reward_model")).toString(),
                 QStringLiteral("llama3-8b"));
        const auto back = ui::scenarioFromJson(json);
        QVERIFY(back && back.value() == s);
        QJsonObject badRl = json.value(QStringLiteral("rl")).toObject();
        badRl.insert(QStringLiteral("reward_model"), 5);
        QJsonObject badJson = json;
        badJson.insert(QStringLiteral("rl"), badRl);
        const auto bad = ui::scenarioFromJson(badJson);
        QVERIFY(!bad);
        QVERIFY2(bad.error().find("'reward_model' must be text") != std::string::npos, bad.error().c_str());
        core::Scenario rule = s;
        rule.rl.rewardModelId.clear();
        QVERIFY(!ui::scenarioToJson(rule)
                     .value(QStringLiteral("rl"))
                     .toObject()
                     .contains(QStringLiteral("reward_model")));

        const std::vector<std::pair<QString, QString>> models{
            {QStringLiteral("Llama 3.1 8B"), QStringLiteral("llama3-8b")},
            {QStringLiteral("Qwen3 8B"), QStringLiteral("qwen3-8b")}};
        ui::RlRunDialog d(s, {}, models);
        QCOMPARE(d.rewardModel()->count(), 3); // none, then the two models
        QCOMPARE(d.rewardModel()->currentData().toString(), QStringLiteral("llama3-8b"));
        d.rewardModel()->setCurrentIndex(d.rewardModel()->findData(QStringLiteral("qwen3-8b")));
        QCOMPARE(d.scenario().value().rl.rewardModelId, std::string("qwen3-8b"));
        d.rewardModel()->setCurrentIndex(0);
        QVERIFY(d.scenario().value().rl.rewardModelId.empty());
        QVERIFY(ui::RlRunDialog::describe(s).contains(QStringLiteral("; reward model llama3-8b")));

        core::Scenario dpo = s;
        dpo.kind = core::ScenarioKind::Dpo;
        ui::RlRunDialog dpoDialog(dpo, {}, models);
        QVERIFY(!dpoDialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(dpoDialog.problem()->text().contains(QLatin1String("no reward model")));
        QVERIFY(dpoDialog.rewardModel()->isEnabled()); // to clear it
        dpoDialog.rewardModel()->setCurrentIndex(0);
        QVERIFY(dpoDialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(!dpoDialog.rewardModel()->isEnabled());
    }

    // The details give the model's share of the step, its plan and its memory.
    void theDetailsShowWhatItCosts() {
        ui::ScenarioRow row;
        row.scenario = scoredRun();
        row.estimate = core::estimateScenario(row.scenario, test::catalog());
        QVERIFY(row.estimate.ok);
        const QString html = ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        for (const char* part : {"of which the reward model", "Llama 3.1 8B scores every rollout, planned",
                                 "<b>reward model</b>"})
            QVERIFY2(html.contains(QLatin1String(part)), part);
        QVERIFY(!html.contains(QLatin1String("weights frozen")));
        // A 70B scorer on 8 of them: no update's plan fits, its frozen weights do, and the memory row says
        // so.
        row.scenario.gpus = 8;
        row.scenario.rl.rewardModelId = "llama3-70b";
        row.estimate = core::estimateScenario(row.scenario, test::catalog());
        QVERIFY2(row.estimate.ok, core::englishText(row.estimate.problem).c_str());
        QVERIFY(ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"))
                    .contains(QLatin1String("<b>reward model</b>, weights frozen")));
        row.scenario.rl.rewardModelId.clear();
        row.estimate = core::estimateScenario(row.scenario, test::catalog());
        const QString rule = ui::scenarioDetailsHtml(row, QStringLiteral("GRPO"), QStringLiteral("Shanghai"));
        QVERIFY(rule.contains(QLatin1String("rule-based: no GPU time")));
        QVERIFY(!rule.contains(QLatin1String("of which the reward model")));
    }
};

QTEST_MAIN(TestRlRewardModel)
#include "test_rl_reward_model.moc"
