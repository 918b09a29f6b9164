#include "scenarios/serving_load_dialog.h"

#include "display_format.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

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
    const bool traffic = t.set();

    // Two choices, each its own group: the kind of load, and within traffic how requests arrive.
    m_byRequests = new QRadioButton(tr("Traffic at service levels"), this);
    m_byTokens = new QRadioButton(tr("Throughput: output tokens per second"), this);
    m_byRate = new QRadioButton(tr("Arrival rate:"), this);
    m_byUsers = new QRadioButton(tr("Users:"), this);
    for (auto [a, b] : {std::pair{m_byRequests, m_byTokens}, std::pair{m_byRate, m_byUsers}}) {
        auto* group = new QButtonGroup(this);
        group->addButton(a);
        group->addButton(b);
    }
    (traffic ? m_byRequests : m_byTokens)->setChecked(true);
    (t.users > 0 ? m_byUsers : m_byRate)->setChecked(true);
    const QString fixed = tr("fixed (= mean)");
    const QString none = tr("no limit");
    m_requests = amount(this, 1e6, 3, t.requestsPerSecond > 0 ? t.requestsPerSecond : 1, tr(" requests/s"));
    m_users = amount(this, 1e9, 0, t.users > 0 ? t.users : 100, tr(" users"));
    m_think = amount(this, 1e6, 1, t.thinkSeconds, tr(" s"), tr("none: the next request at once"));
    m_traceButton = new QPushButton(tr("Lengths from a trace..."), this);
    m_traceNote = new QLabel(this);
    m_traceNote->setWordWrap(true);
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
    form->addRow(m_byRate, m_requests);
    auto* usersRow = new QHBoxLayout;
    usersRow->addWidget(m_users, 1);
    usersRow->addWidget(new QLabel(tr("think time:"), this));
    usersRow->addWidget(m_think, 1);
    form->addRow(m_byUsers, usersRow);
    form->addRow(tr("Prompt tokens:"), meanAndP90(this, m_inputMean, m_inputP90));
    form->addRow(tr("Answer tokens:"), meanAndP90(this, m_outputMean, m_outputP90));
    auto* traceRow = new QHBoxLayout;
    traceRow->addWidget(m_traceButton);
    traceRow->addWidget(m_traceNote, 1);
    form->addRow(QString(), traceRow);
    form->addRow(tr("Prefix-cache hits:"), m_prefixHit);
    form->addRow(tr("p90 time to first token:"), m_ttft);
    auto* tpotRow = new QHBoxLayout;
    tpotRow->addWidget(m_tpot, 1);
    tpotRow->addWidget(m_perUser, 1);
    form->addRow(tr("p90 time per output token:"), tpotRow);
    form->addRow(m_byTokens);
    form->addRow(tr("Output tokens per second:"), m_tokensPerSecond);
    m_requests->setToolTip(tr("Requests arriving per second, on average (Poisson arrivals)"));
    m_users->setToolTip(tr("Users each sending a request, waiting for the whole answer, then thinking before "
                           "the next: the rate follows from the latency, as in a chat or a benchmark's "
                           "concurrency"));
    m_think->setToolTip(m_users->toolTip());
    m_traceButton->setToolTip(
        tr("A CSV of requests with the columns input_tokens and output_tokens (or prompt_tokens and "
           "completion_tokens): the mean and p90 of each side are filled in"));
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

    for (QRadioButton* b : {m_byRequests, m_byTokens, m_byRate, m_byUsers})
        connect(b, &QRadioButton::toggled, this, &ServingLoadDialog::validate);
    connect(m_traceButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Lengths from a trace"), QString(),
                                                          tr("CSV files (*.csv);;All files (*)"));
        if (!path.isEmpty())
            readTrace(path);
    });
    for (QSpinBox* b : {m_inputMean, m_inputP90, m_outputMean, m_outputP90})
        connect(b, &QSpinBox::valueChanged, this, &ServingLoadDialog::validate);
    for (QDoubleSpinBox* b : {m_requests, m_users, m_think, m_tokensPerSecond, m_prefixHit, m_ttft, m_tpot})
        connect(b, &QDoubleSpinBox::valueChanged, this, &ServingLoadDialog::validate);
    validate();
}

QString ServingLoadDialog::describe(const core::Scenario& s) {
    const core::ServingTraffic& t = s.traffic;
    if (!t.set())
        return tr(
            "Output tokens per second to carry; for traffic at service levels (requests per second, p90 "
            "latencies) use Serving load... (Ctrl+L)");
    return tr("%1; prompts %2 tokens (p90 %3), answers %4 (p90 %5); prefix-cache hits %6%; p90 limits: "
              "first token %7, per output token %8.\nDouble-click or Ctrl+L to change.")
        .arg(trafficLoadText(t), numberText(s.inputTokens),
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
    const bool byUsers = m_byUsers->isChecked();
    if (!byUsers && !(m_requests->value() > 0))
        return core::fail(tr("the arrival rate must be above zero").toStdString());
    if (byUsers && !(m_users->value() > 0))
        return core::fail(tr("there must be at least one user").toStdString());
    for (const auto& [p90, mean, what] : {std::tuple{m_inputP90, m_inputMean, tr("prompt")},
                                          std::tuple{m_outputP90, m_outputMean, tr("answer")}})
        if (p90->value() > 0 && p90->value() < mean->value())
            return core::fail(
                tr("the %1 tokens' p90 (%2) is below their mean (%3): nine in ten are at most the "
                   "p90, so it is at least the mean")
                    .arg(what, numberText(p90->value()), numberText(mean->value()))
                    .toStdString());
    s.traffic.requestsPerSecond = byUsers ? 0 : m_requests->value();
    s.traffic.users = byUsers ? m_users->value() : 0;
    s.traffic.thinkSeconds = byUsers ? m_think->value() : 0;
    s.traffic.inputP90 = m_inputP90->value();
    s.traffic.outputP90 = m_outputP90->value();
    s.traffic.prefixHitShare = m_prefixHit->value() / 100;
    s.traffic.maxTtftSeconds = m_ttft->value();
    s.traffic.maxTpotSeconds = m_tpot->value() / 1000;
    return s;
}

void ServingLoadDialog::validate() {
    const bool traffic = m_byRequests->isChecked();
    for (QWidget* w : std::initializer_list<QWidget*>{m_byRate, m_byUsers, m_inputP90, m_outputP90,
                                                      m_traceButton, m_prefixHit, m_ttft, m_tpot})
        w->setEnabled(traffic);
    m_requests->setEnabled(traffic && m_byRate->isChecked());
    m_users->setEnabled(traffic && m_byUsers->isChecked());
    m_think->setEnabled(traffic && m_byUsers->isChecked());
    m_tokensPerSecond->setEnabled(!traffic);
    m_perUser->setText(m_tpot->value() > 0
                           ? tr("= %1 tokens/s per user").arg(numberText(1000 / m_tpot->value(), 1))
                           : QString());
    const auto s = scenario();
    m_problem->setText(s ? QString() : QString::fromStdString(s.error()));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(s.ok());
}

core::Result<core::LengthTrace> ServingLoadDialog::readTrace(const QString& path) {
    const auto refuse = [this](const QString& why) {
        m_traceNote->setStyleSheet(QStringLiteral("color: #b00020"));
        m_traceNote->setText(why);
        return core::fail(why.toStdString());
    };
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(tr("Cannot read %1: %2").arg(name, file.errorString()));
    auto trace = core::parseLengthTrace(file.readAll().toStdString());
    if (!trace)
        return refuse(tr("%1 not used: %2").arg(name, QString::fromStdString(trace.error())));
    // The boxes hold whole tokens; rounding keeps each p90 at least its mean, as the trace's are.
    m_inputMean->setValue(static_cast<int>(std::lround(trace->input.mean)));
    m_inputP90->setValue(static_cast<int>(std::lround(trace->input.p90)));
    m_outputMean->setValue(static_cast<int>(std::lround(trace->output.mean)));
    m_outputP90->setValue(static_cast<int>(std::lround(trace->output.p90)));
    m_traceNote->setStyleSheet(QString());
    m_traceNote->setText(tr("%1 requests read from %2").arg(numberText(trace->requests), name));
    return trace;
}

} // namespace gpuplan::ui
