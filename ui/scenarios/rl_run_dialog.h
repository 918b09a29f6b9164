#pragma once
// The run of an RL post-training scenario (GRPO, PPO, DPO; issue 34), typed in one form: prompts and rollouts
// per step, the prompt and generated lengths (mean, p90, cap), steps and updates, the reference model, the
// reward (seconds beyond the GPUs, and a reward model or a rule), and where the phases run (the fastest
// placement, colocated, or split with a generation pool and a staleness, and the generation pool's own card).
// OK stays disabled while a figure is wrong, and the reason is shown.

#include "core/planning/scenario.h"
#include "core/result.h"

#include <QDialog>

#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace gpuplan::ui {

class RlRunDialog : public QDialog {
    Q_OBJECT
public:
    /// `cards`: the cards a generation pool may run on, as (shown name, catalog id); the scenario's table
    /// offers its GPU column's. `models`: the reward models offered, the same way (its Model column's).
    explicit RlRunDialog(const core::Scenario& scenario,
                         const std::vector<std::pair<QString, QString>>& cards = {},
                         const std::vector<std::pair<QString, QString>>& models = {},
                         QWidget* parent = nullptr);

    /// The run in a few words, for the table's Work cell ("512 × 8 rollouts, 500 steps").
    static QString summary(const core::Scenario& scenario);
    /// The whole run in one paragraph, for the Work cell's tooltip; the generation pool's card by the name
    /// given (its catalog id otherwise).
    static QString describe(const core::Scenario& scenario, const QString& generationCardName = {});
    static QString placementText(core::RlPlacementChoice placement);

    /// The scenario with the run as typed, or why it cannot be.
    core::Result<core::Scenario> scenario() const;

    // For tests: the fields, by purpose.
    QSpinBox* prompts() const { return m_prompts; }
    QSpinBox* rollouts() const { return m_rollouts; }
    QSpinBox* promptTokens() const { return m_promptTokens; }
    QSpinBox* generatedMean() const { return m_generatedMean; }
    QSpinBox* generatedP90() const { return m_generatedP90; }
    QSpinBox* maxGenerated() const { return m_maxGenerated; }
    QSpinBox* steps() const { return m_steps; }
    QSpinBox* updates() const { return m_updates; }
    QCheckBox* reference() const { return m_reference; }
    QDoubleSpinBox* rewardSeconds() const { return m_reward; }
    QComboBox* rewardModel() const { return m_rewardModel; }
    QComboBox* placement() const { return m_placement; }
    QSpinBox* generationGpus() const { return m_generationGpus; }
    QComboBox* generationCard() const { return m_generationCard; }
    QSpinBox* staleness() const { return m_staleness; }
    QLabel* problem() const { return m_problem; }
    QDialogButtonBox* buttons() const { return m_buttons; }

private:
    void update();

    core::Scenario m_scenario;
    QSpinBox* m_prompts;
    QSpinBox* m_rollouts;
    QSpinBox* m_promptTokens;
    QSpinBox* m_generatedMean;
    QSpinBox* m_generatedP90;
    QSpinBox* m_maxGenerated;
    QSpinBox* m_steps;
    QSpinBox* m_updates;
    QCheckBox* m_reference;
    QDoubleSpinBox* m_reward;
    QComboBox* m_rewardModel;
    QComboBox* m_placement;
    QSpinBox* m_generationGpus;
    QComboBox* m_generationCard;
    QSpinBox* m_staleness;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace gpuplan::ui
