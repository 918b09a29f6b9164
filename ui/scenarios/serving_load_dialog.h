#pragma once
// The load of a serving scenario, typed in one form (issue 32): either a throughput target (output tokens per
// second, the table's Work cell) or traffic: requests per second or users with a think time, prompt and
// answer lengths as a mean and a 90th percentile (typed, or read from a trace of requests), the prefix
// cache's hit share and the p90 service levels. OK stays disabled while a figure is wrong, and the reason is
// shown.

#include "core/planning/scenario.h"
#include "core/result.h"
#include "core/serving/length_trace.h"

#include <QDialog>

class QDialogButtonBox;
class QPushButton;
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

    /// Fills the lengths' means and p90s from a trace of requests (a CSV, core/serving/length_trace.h), as
    /// the Lengths from a trace... button does after asking for the file. A file that cannot be read or is
    /// refused changes nothing, and the reason is shown under the button.
    core::Result<core::LengthTrace> readTrace(const QString& path);

    // For tests: the fields, by purpose.
    QRadioButton* byRequests() const { return m_byRequests; }
    QRadioButton* byTokens() const { return m_byTokens; }
    QDoubleSpinBox* tokensPerSecond() const { return m_tokensPerSecond; }
    QRadioButton* byRate() const { return m_byRate; }
    QRadioButton* byUsers() const { return m_byUsers; }
    QDoubleSpinBox* requestsPerSecond() const { return m_requests; }
    QDoubleSpinBox* users() const { return m_users; }
    QDoubleSpinBox* thinkSeconds() const { return m_think; }
    QPushButton* traceButton() const { return m_traceButton; }
    QLabel* traceNote() const { return m_traceNote; }
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
    QRadioButton* m_byRate;
    QRadioButton* m_byUsers;
    QDoubleSpinBox* m_requests;
    QDoubleSpinBox* m_users;
    QDoubleSpinBox* m_think;
    QPushButton* m_traceButton;
    QLabel* m_traceNote;
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
