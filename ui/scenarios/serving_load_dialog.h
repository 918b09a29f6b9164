#pragma once
// The load of a serving scenario, typed in one form (issue 32): either a throughput target (output tokens per
// second, the table's Work cell) or traffic: requests per second, prompt and answer lengths as a mean and a
// 90th percentile, the prefix cache's hit share and the p90 service levels. OK stays disabled while a figure
// is wrong, and the reason is shown.

#include "core/planning/scenario.h"
#include "core/result.h"

#include <QDialog>

class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace gpuplan::ui {

class ServingLoadDialog : public QDialog {
    Q_OBJECT
public:
    /// Opens on `scenario`'s load: its traffic when a rate is set, else its throughput target.
    explicit ServingLoadDialog(const core::Scenario& scenario, QWidget* parent = nullptr);

    /// A serving scenario's load in one paragraph, for the tooltip of the table's load cell: the whole
    /// traffic, or the throughput target and where to type traffic instead.
    static QString describe(const core::Scenario& scenario);

    /// The scenario with the load as typed, or why it cannot be.
    core::Result<core::Scenario> scenario() const;

    // For tests: the fields, by purpose.
    QRadioButton* byRequests() const { return m_byRequests; }
    QRadioButton* byTokens() const { return m_byTokens; }
    QDoubleSpinBox* tokensPerSecond() const { return m_tokensPerSecond; }
    QDoubleSpinBox* requestsPerSecond() const { return m_requests; }
    QSpinBox* inputMean() const { return m_inputMean; }
    QSpinBox* inputP90() const { return m_inputP90; }
    QSpinBox* outputMean() const { return m_outputMean; }
    QSpinBox* outputP90() const { return m_outputP90; }
    QDoubleSpinBox* prefixHitPercent() const { return m_prefixHit; }
    QDoubleSpinBox* maxTtftSeconds() const { return m_ttft; }
    QDoubleSpinBox* maxTpotMilliseconds() const { return m_tpot; }
    QLabel* problem() const { return m_problem; }
    QDialogButtonBox* buttons() const { return m_buttons; }

private:
    void validate();

    core::Scenario m_scenario;
    QRadioButton* m_byRequests;
    QRadioButton* m_byTokens;
    QDoubleSpinBox* m_tokensPerSecond;
    QDoubleSpinBox* m_requests;
    QSpinBox* m_inputMean;
    QSpinBox* m_inputP90;
    QSpinBox* m_outputMean;
    QSpinBox* m_outputP90;
    QDoubleSpinBox* m_prefixHit;
    QDoubleSpinBox* m_ttft;
    QDoubleSpinBox* m_tpot;
    QLabel* m_perUser;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace gpuplan::ui
