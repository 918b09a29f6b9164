#include "scenarios/rl_run_dialog.h"

#include "display_format.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan::ui {
namespace {

constexpr int kMaxRunTokens = 10'000'000;

QSpinBox* whole(QWidget* parent, int lo, int hi, int value, const QString& zeroText = {}) {
    auto* box = new QSpinBox(parent);
    box->setRange(lo, hi);
    box->setSpecialValueText(zeroText);
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    return box;
}

bool isDpo(const core::Scenario& s) {
    return s.kind == core::ScenarioKind::Dpo;
}

} // namespace

QString RlRunDialog::placementText(core::RlPlacementChoice placement) {
    switch (placement) {
    case core::RlPlacementChoice::Best:
        return tr("The fastest (colocated or split, searched)");
    case core::RlPlacementChoice::Colocated:
        return tr("Colocated: generation and training take turns on every GPU");
    case core::RlPlacementChoice::Split:
        return tr("Split: a generation pool and a training pool");
    }
    return {};
}

QString RlRunDialog::summary(const core::Scenario& s) {
    const core::RlRun& r = s.rl;
    return isDpo(s)
               ? tr("%1 pairs, %2 steps").arg(numberText(r.promptsPerStep), numberText(r.steps))
               : tr("%1 × %2, %3 steps")
                     .arg(numberText(r.promptsPerStep), numberText(r.rolloutsPerPrompt), numberText(r.steps));
}

QString RlRunDialog::describe(const core::Scenario& s, const QString& generationCardName) {
    const core::RlRun& r = s.rl;
    QString text = isDpo(s) ? tr("%1 preference pairs a step, %2-token prompts, answers of %3 tokens")
                                  .arg(numberText(r.promptsPerStep), numberText(r.promptTokens),
                                       numberText(r.generatedTokens))
                            : tr("%1 prompts × %2 rollouts a step, %3-token prompts, %4 tokens generated on "
                                 "average")
                                  .arg(numberText(r.promptsPerStep), numberText(r.rolloutsPerPrompt),
                                       numberText(r.promptTokens), numberText(r.generatedTokens));
    text += r.generatedP90 > 0 ? tr(" (p90 %1)").arg(numberText(r.generatedP90))
                               : tr(" (p90: the spread of published runs)");
    if (r.maxGeneratedTokens > 0)
        text += tr(", at most %1").arg(numberText(r.maxGeneratedTokens));
    text += tr("; %1 steps of %2 update(s)").arg(numberText(r.steps), numberText(r.updatesPerStep));
    text += r.reference ? tr("; a reference model") : tr("; no reference model");
    if (r.rewardSeconds > 0)
        text += tr("; %1 s of rewards a step").arg(numberText(r.rewardSeconds));
    if (!r.rewardModelId.empty())
        text += tr("; reward model %1").arg(QString::fromStdString(r.rewardModelId));
    text += QStringLiteral(". ") + placementText(r.placement);
    if (r.placement == core::RlPlacementChoice::Split && !r.generationGpuId.empty())
        text += tr(", %1 GPUs generating on %2")
                    .arg(numberText(r.generationGpus), generationCardName.isEmpty()
                                                           ? QString::fromStdString(r.generationGpuId)
                                                           : generationCardName);
    else if (r.placement == core::RlPlacementChoice::Split)
        text += tr(", %1 GPUs generating").arg(numberText(r.generationGpus));
    else if (r.placement == core::RlPlacementChoice::Best && !r.generationGpuId.empty())
        text += tr(", generating on %1: the fastest split of the GPUs between the two cards")
                    .arg(generationCardName.isEmpty() ? QString::fromStdString(r.generationGpuId)
                                                      : generationCardName);
    if (r.placement != core::RlPlacementChoice::Colocated && r.staleness > 0)
        text += tr(", generation %1 step(s) ahead").arg(r.staleness);
    return text + QStringLiteral(". ") + tr("Double-click or Ctrl+L to change it.");
}

RlRunDialog::RlRunDialog(const core::Scenario& scenario,
                         const std::vector<std::pair<QString, QString>>& cards,
                         const std::vector<std::pair<QString, QString>>& models, QWidget* parent)
    : QDialog(parent), m_scenario(scenario) {
    setWindowTitle(tr("RL run of %1").arg(QString::fromStdString(scenario.name)));
    const core::RlRun& r = scenario.rl;
    const bool dpo = isDpo(scenario);
    m_prompts = whole(this, 1, 10'000'000, r.promptsPerStep);
    m_rollouts = whole(this, 1, 4096, r.rolloutsPerPrompt);
    m_rollouts->setEnabled(!dpo);
    m_promptTokens = whole(this, 1, kMaxRunTokens, static_cast<int>(r.promptTokens));
    m_generatedMean = whole(this, 1, kMaxRunTokens, static_cast<int>(r.generatedTokens));
    m_generatedP90 =
        whole(this, 0, kMaxRunTokens, static_cast<int>(r.generatedP90), tr("the spread of published runs"));
    m_maxGenerated = whole(this, 0, kMaxRunTokens, static_cast<int>(r.maxGeneratedTokens), tr("no cap"));
    m_steps = whole(this, 1, 100'000'000, r.steps);
    m_updates = whole(this, 1, 1'000'000, r.updatesPerStep);
    m_reference = new QCheckBox(tr("A frozen reference model (the KL term): one more forward pass"), this);
    m_reference->setChecked(r.reference);
    m_reward = new QDoubleSpinBox(this);
    m_reward->setRange(0, 1e6);
    m_reward->setDecimals(1);
    m_reward->setSuffix(tr(" s"));
    m_reward->setValue(r.rewardSeconds);
    m_rewardModel = new QComboBox(this);
    m_rewardModel->addItem(tr("None: a rule-based reward"), QString());
    for (const auto& [shown, id] : models)
        m_rewardModel->addItem(shown, id);
    if (!r.rewardModelId.empty()) {
        const QString id = QString::fromStdString(r.rewardModelId);
        if (m_rewardModel->findData(id) < 0) // a model the catalog no longer has: kept, and refused by name
            m_rewardModel->addItem(id, id);
        m_rewardModel->setCurrentIndex(m_rewardModel->findData(id));
    }
    m_rewardModel->setToolTip(tr("A reward model scores every rollout with one forward pass on the training "
                                 "pool each step; a rule-based reward (a verifier) costs no GPU time."));
    m_placement = new QComboBox(this);
    for (core::RlPlacementChoice c :
         {core::RlPlacementChoice::Best, core::RlPlacementChoice::Colocated, core::RlPlacementChoice::Split})
        m_placement->addItem(placementText(c), static_cast<int>(c));
    m_placement->setCurrentIndex(m_placement->findData(static_cast<int>(r.placement)));
    m_generationGpus = whole(this, 0, 65536, r.generationGpus, tr("none"));
    m_generationCard = new QComboBox(this);
    m_generationCard->addItem(tr("The scenario's card"), QString());
    for (const auto& [shown, id] : cards)
        if (id.toStdString() != scenario.gpuId)
            m_generationCard->addItem(shown, id);
    if (!r.generationGpuId.empty() && r.generationGpuId != scenario.gpuId) {
        const QString id = QString::fromStdString(r.generationGpuId);
        if (m_generationCard->findData(id) < 0) // a card the catalog no longer has: kept, and refused by name
            m_generationCard->addItem(id, id);
        m_generationCard->setCurrentIndex(m_generationCard->findData(id));
    }
    m_generationCard->setToolTip(tr("Split pools: generation on another card (an inference card, say) is "
                                    "costed at that card's rent in the row's region. With the fastest "
                                    "placement, every split of the GPUs between the two cards is tried."));
    m_staleness = whole(this, 0, 64, r.staleness, tr("synchronous"));
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto* form = new QFormLayout;
    form->addRow(dpo ? tr("Preference pairs a step:") : tr("Prompts a step:"), m_prompts);
    form->addRow(tr("Rollouts a prompt (GRPO's group):"), m_rollouts);
    form->addRow(tr("Prompt tokens (mean):"), m_promptTokens);
    form->addRow(dpo ? tr("Answer tokens (mean):") : tr("Generated tokens (mean):"), m_generatedMean);
    form->addRow(tr("Generated tokens (p90):"), m_generatedP90);
    form->addRow(tr("Generation cap (max tokens):"), m_maxGenerated);
    form->addRow(tr("Steps:"), m_steps);
    form->addRow(tr("Optimizer updates a step:"), m_updates);
    form->addRow(QString(), m_reference);
    form->addRow(tr("Rewards and environments a step:"), m_reward);
    form->addRow(tr("Reward model:"), m_rewardModel);
    form->addRow(tr("Placement:"), m_placement);
    form->addRow(tr("Generation pool (split):"), m_generationGpus);
    form->addRow(tr("Generation pool's card:"), m_generationCard);
    form->addRow(tr("Generation runs ahead by (steps):"), m_staleness);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QSpinBox* box : {m_prompts, m_rollouts, m_promptTokens, m_generatedMean, m_generatedP90,
                          m_maxGenerated, m_steps, m_updates, m_generationGpus, m_staleness})
        connect(box, &QSpinBox::valueChanged, this, &RlRunDialog::update);
    connect(m_placement, &QComboBox::currentIndexChanged, this, &RlRunDialog::update);
    connect(m_generationCard, &QComboBox::currentIndexChanged, this, &RlRunDialog::update);
    connect(m_rewardModel, &QComboBox::currentIndexChanged, this, &RlRunDialog::update);
    update();
}

core::Result<core::Scenario> RlRunDialog::scenario() const {
    core::Scenario s = m_scenario;
    core::RlRun& r = s.rl;
    r.promptsPerStep = m_prompts->value();
    r.rolloutsPerPrompt = m_rollouts->value();
    r.promptTokens = m_promptTokens->value();
    r.generatedTokens = m_generatedMean->value();
    r.generatedP90 = m_generatedP90->value();
    r.maxGeneratedTokens = m_maxGenerated->value();
    r.steps = m_steps->value();
    r.updatesPerStep = m_updates->value();
    r.reference = m_reference->isChecked();
    r.rewardSeconds = m_reward->value();
    r.rewardModelId = m_rewardModel->currentData().toString().toStdString();
    r.placement = static_cast<core::RlPlacementChoice>(m_placement->currentData().toInt());
    r.generationGpus = m_generationGpus->value();
    r.staleness = m_staleness->value();
    const bool split = r.placement == core::RlPlacementChoice::Split;
    // Colocated, one card generates and trains; split pools, named or searched, may generate on another.
    r.generationGpuId = r.placement != core::RlPlacementChoice::Colocated
                            ? m_generationCard->currentData().toString().toStdString()
                            : std::string();
    const int rollouts = r.promptsPerStep * (isDpo(s) ? 2 : r.rolloutsPerPrompt);
    if (r.generatedP90 > 0 && r.generatedP90 < r.generatedTokens)
        return core::fail(tr("The generated tokens' p90 is below their mean.").toStdString());
    if (r.maxGeneratedTokens > 0 && r.maxGeneratedTokens < r.generatedTokens)
        return core::fail(tr("The generation cap is below the mean generated tokens.").toStdString());
    if (r.updatesPerStep > rollouts)
        return core::fail(tr("A step has %1 sequences: it cannot make more updates than that.")
                              .arg(rollouts)
                              .toStdString());
    if (split && r.generationGpus < 1)
        return core::fail(tr("Split pools need a generation pool of at least one GPU.").toStdString());
    if (split && s.gpus > 0 && r.generationGpus >= s.gpus)
        return core::fail(
            tr("The generation pool must be smaller than the scenario's %1 GPUs.").arg(s.gpus).toStdString());
    if (r.placement == core::RlPlacementChoice::Colocated && r.staleness > 0)
        return core::fail(
            tr("Colocated, generation and training take turns: generation cannot run ahead.").toStdString());
    if (isDpo(s) && (split || r.staleness > 0 || !r.generationGpuId.empty()))
        return core::fail(
            tr("DPO generates nothing: it has no generation pool and nothing to run ahead.").toStdString());
    if (isDpo(s) && !r.rewardModelId.empty())
        return core::fail(
            tr("DPO learns from preference pairs: it has no reward model to score rollouts.").toStdString());
    return s;
}

void RlRunDialog::update() {
    const auto placement = static_cast<core::RlPlacementChoice>(m_placement->currentData().toInt());
    m_generationGpus->setEnabled(placement == core::RlPlacementChoice::Split);
    m_generationCard->setEnabled(placement != core::RlPlacementChoice::Colocated && !isDpo(m_scenario));
    m_staleness->setEnabled(placement != core::RlPlacementChoice::Colocated);
    m_rewardModel->setEnabled(!isDpo(m_scenario) || m_rewardModel->currentIndex() > 0); // DPO: to clear it
    const auto checked = scenario();
    m_problem->setText(checked ? QString() : QString::fromStdString(checked.error()));
    m_problem->setVisible(!checked);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(checked.ok());
}

} // namespace gpuplan::ui
