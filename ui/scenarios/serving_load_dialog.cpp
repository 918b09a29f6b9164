#include "scenarios/serving_load_dialog.h"

#include "display_format.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuplan::ui {
namespace {

constexpr int kMaxTokens = 10'000'000;

QSpinBox* tokens(QWidget* parent, int value, const QString& zeroText = {}) {
    auto* box = new QSpinBox(parent);
    box->setRange(zeroText.isEmpty() ? 1 : 0, kMaxTokens);
    box->setSpecialValueText(zeroText);
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    return box;
}

QDoubleSpinBox* amount(QWidget* parent, double max, int decimals, double value, const QString& suffix,
                       const QString& zeroText = {}) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setSpecialValueText(zeroText);
    box->setGroupSeparatorShown(true);
    box->setValue(value);
    return box;
}

// Two boxes on one form row: "mean [ ] p90 [ ]".
QWidget* meanAndP90(QWidget* parent, QSpinBox* mean, QSpinBox* p90) {
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(ServingLoadDialog::tr("mean"), row));
    layout->addWidget(mean, 1);
    layout->addWidget(new QLabel(ServingLoadDialog::tr("p90"), row));
    layout->addWidget(p90, 1);
    return row;
}

} // namespace

ServingLoadDialog::ServingLoadDialog(const core::Scenario& scenario, QWidget* parent)
    : QDialog(parent), m_scenario(scenario) {
    setWindowTitle(tr("Serving load of %1").arg(QString::fromStdString(scenario.name)));
    const core::ServingTraffic& t = scenario.traffic;
    const bool traffic = t.requestsPerSecond > 0;

    m_byRequests = new QRadioButton(tr("Traffic: requests per second at service levels"), this);
    m_byTokens = new QRadioButton(tr("Throughput: output tokens per second"), this);
    (traffic ? m_byRequests : m_byTokens)->setChecked(true);
    const QString fixed = tr("fixed (= mean)");
    const QString none = tr("no limit");
    m_requests = amount(this, 1e6, 3, traffic ? t.requestsPerSecond : 1, tr(" requests/s"));
    m_tokensPerSecond = amount(this, 1e9, 0, scenario.load, tr(" tokens/s"), tr("one replica"));
    m_inputMean = tokens(this, scenario.inputTokens);
    m_inputP90 = tokens(this, static_cast<int>(t.inputP90), fixed);
    m_outputMean = tokens(this, scenario.outputTokens);
    m_outputP90 = tokens(this, static_cast<int>(t.outputP90), fixed);
    m_prefixHit = amount(this, 99, 1, 100 * t.prefixHitShare, tr(" %"));
    m_ttft = amount(this, 3600, 3, t.maxTtftSeconds, tr(" s"), none);
    m_tpot = amount(this, 10000, 1, 1000 * t.maxTpotSeconds, tr(" ms"), none);
    m_perUser = new QLabel(this);

    auto* form = new QFormLayout;
    form->addRow(m_byRequests);
    form->addRow(tr("Arrival rate:"), m_requests);
    form->addRow(tr("Prompt tokens:"), meanAndP90(this, m_inputMean, m_inputP90));
    form->addRow(tr("Answer tokens:"), meanAndP90(this, m_outputMean, m_outputP90));
    form->addRow(tr("Prefix-cache hits:"), m_prefixHit);
    form->addRow(tr("p90 time to first token:"), m_ttft);
    auto* tpotRow = new QHBoxLayout;
    tpotRow->addWidget(m_tpot, 1);
    tpotRow->addWidget(m_perUser, 1);
    form->addRow(tr("p90 time per output token:"), tpotRow);
    form->addRow(m_byTokens);
    form->addRow(tr("Output tokens per second:"), m_tokensPerSecond);
    m_requests->setToolTip(tr("Requests arriving per second, on average (Poisson arrivals)"));
    m_inputP90->setToolTip(tr("Nine prompts in ten are this long or shorter; the lengths are taken as "
                              "lognormal through the mean and p90"));
    m_outputP90->setToolTip(m_inputP90->toolTip());
    m_prefixHit->setToolTip(
        tr("The share of prompt tokens found in the prefix cache (a shared system prompt, "
           "earlier turns of a chat); they are not computed again"));
    m_tpot->setToolTip(tr("The pace of the answer after its first token: 33 ms is 30 tokens/s per user"));

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    for (QRadioButton* b : {m_byRequests, m_byTokens})
        connect(b, &QRadioButton::toggled, this, &ServingLoadDialog::validate);
    for (QSpinBox* b : {m_inputMean, m_inputP90, m_outputMean, m_outputP90})
        connect(b, &QSpinBox::valueChanged, this, &ServingLoadDialog::validate);
    for (QDoubleSpinBox* b : {m_requests, m_tokensPerSecond, m_prefixHit, m_ttft, m_tpot})
        connect(b, &QDoubleSpinBox::valueChanged, this, &ServingLoadDialog::validate);
    validate();
}

QString ServingLoadDialog::describe(const core::Scenario& s) {
    const core::ServingTraffic& t = s.traffic;
    if (t.requestsPerSecond <= 0)
        return tr(
            "Output tokens per second to carry; for traffic at service levels (requests per second, p90 "
            "latencies) use Serving load... (Ctrl+L)");
    return tr("%1 requests/s; prompts %2 tokens (p90 %3), answers %4 (p90 %5); prefix-cache hits %6%; p90 "
              "limits: "
              "first token %7, per output token %8.\nDouble-click or Ctrl+L to change.")
        .arg(QLocale().toString(t.requestsPerSecond, 'g', 4), numberText(s.inputTokens),
             numberText(t.inputP90 > 0 ? t.inputP90 : s.inputTokens), numberText(s.outputTokens),
             numberText(t.outputP90 > 0 ? t.outputP90 : s.outputTokens),
             numberText(100 * t.prefixHitShare, 0),
             t.maxTtftSeconds > 0 ? durationText(t.maxTtftSeconds) : tr("none"),
             t.maxTpotSeconds > 0 ? durationText(t.maxTpotSeconds) : tr("none"));
}

core::Result<core::Scenario> ServingLoadDialog::scenario() const {
    core::Scenario s = m_scenario;
    s.inputTokens = m_inputMean->value();
    s.outputTokens = m_outputMean->value();
    if (m_byTokens->isChecked()) {
        s.traffic = {}; // sized by throughput: the file keeps no traffic
        s.load = m_tokensPerSecond->value();
        return s;
    }
    if (!(m_requests->value() > 0))
        return core::fail(tr("the arrival rate must be above zero").toStdString());
    for (const auto& [p90, mean, what] : {std::tuple{m_inputP90, m_inputMean, tr("prompt")},
                                          std::tuple{m_outputP90, m_outputMean, tr("answer")}})
        if (p90->value() > 0 && p90->value() < mean->value())
            return core::fail(
                tr("the %1 tokens' p90 (%2) is below their mean (%3): nine in ten are at most the "
                   "p90, so it is at least the mean")
                    .arg(what, numberText(p90->value()), numberText(mean->value()))
                    .toStdString());
    s.traffic.requestsPerSecond = m_requests->value();
    s.traffic.inputP90 = m_inputP90->value();
    s.traffic.outputP90 = m_outputP90->value();
    s.traffic.prefixHitShare = m_prefixHit->value() / 100;
    s.traffic.maxTtftSeconds = m_ttft->value();
    s.traffic.maxTpotSeconds = m_tpot->value() / 1000;
    return s;
}

void ServingLoadDialog::validate() {
    const bool traffic = m_byRequests->isChecked();
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_requests, m_inputP90, m_outputP90, m_prefixHit, m_ttft, m_tpot})
        w->setEnabled(traffic);
    m_tokensPerSecond->setEnabled(!traffic);
    m_perUser->setText(m_tpot->value() > 0
                           ? tr("= %1 tokens/s per user").arg(numberText(1000 / m_tpot->value(), 1))
                           : QString());
    const auto s = scenario();
    m_problem->setText(s ? QString() : QString::fromStdString(s.error()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(s.ok());
}

} // namespace gpuplan::ui
