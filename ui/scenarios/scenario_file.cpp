#include "scenarios/scenario_file.h"
#include "qt_text.h"

#include "core/training/training_messages.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace gpuplan::ui {
namespace {

constexpr const char* kFormat = "gpuplan-scenarios";
constexpr int kVersion = 1;
// Files larger than this are not scenario files (a table of thousands of rows is a few MB).
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

// Reads one optional field; `error` gets the first problem.
struct Reader {
    const QJsonObject& o;
    std::string error;

    // An optional key naming one of a few words (`parse` knows them); absent: `absent`.
    template <class T>
    T choice(const char* key, std::optional<T> (*parse)(std::string_view), T absent, const char* words) {
        const std::string t = text(key);
        if (t.empty())
            return absent;
        const std::optional<T> v = parse(t);
        if (!v && error.empty())
            error = QStringLiteral("unknown '%1' '%2' (%3)")
                        .arg(QLatin1String(key), QString::fromStdString(t), QLatin1String(words))
                        .toStdString();
        return v.value_or(absent);
    }

    std::string text(const char* key, bool required = false) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required && error.empty())
                error = std::string("'") + key + "' is missing";
            return {};
        }
        if (!v.isString() && error.empty())
            error = std::string("'") + key + "' must be text";
        return v.toString().toStdString();
    }
    double number(const char* key, double fallback, double lo, double hi) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        // Out of range: the first such field is the error, and none is passed on (a later field's
        // 1e44 once reached an int conversion after an earlier error; fuzzing).
        if (!v.isDouble() || !(v.toDouble() >= lo && v.toDouble() <= hi)) {
            if (error.empty())
                error = std::string("'") + key + "' must be a number from " +
                        std::to_string(static_cast<long long>(lo)) + " to " +
                        std::to_string(static_cast<long long>(hi));
            return fallback;
        }
        return v.toDouble();
    }
    int whole(const char* key, int fallback, int lo, int hi) {
        const double d = number(key, fallback, lo, hi);
        if (d != std::floor(d)) {
            if (error.empty())
                error = std::string("'") + key + "' must be a whole number";
            return fallback;
        }
        return static_cast<int>(d);
    }
};

} // namespace

bool isScenarioFileName(const QString& path) {
    const QString suffix = QFileInfo(path).suffix();
    return suffix.compare(QLatin1String(kScenarioFileSuffix), Qt::CaseInsensitive) == 0 ||
           suffix.compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}

QJsonObject scenarioToJson(const core::Scenario& s) {
    QJsonObject o{
        {QStringLiteral("name"), u(s.name)},
        {QStringLiteral("workload"), u(std::string(core::scenarioKindName(s.kind)))},
        {QStringLiteral("gpu"), u(s.gpuId)},
        {QStringLiteral("gpus"), s.gpus == 0 ? QJsonValue(QStringLiteral("auto")) : QJsonValue(s.gpus)},
        {QStringLiteral("precision"), u(s.precision)},
        {QStringLiteral("region"), u(s.regionId)}};
    if (!s.modelId.empty())
        o.insert(QStringLiteral("model"), u(s.modelId));
    else
        o.insert(QStringLiteral("params"), s.params);
    if (s.kind == core::ScenarioKind::Inference) {
        o.insert(QStringLiteral("load_tokens_per_s"), s.load);
        o.insert(QStringLiteral("input_tokens"), s.inputTokens);
        o.insert(QStringLiteral("output_tokens"), s.outputTokens);
        // Traffic (issue 32), written only when set, so older files and stores stay as they were.
        const core::ServingTraffic& t = s.traffic;
        if (t.set()) {
            const std::pair<const char*, double> optional[] = {{"requests_per_second", t.requestsPerSecond},
                                                               {"users", t.users},
                                                               {"think_s", t.thinkSeconds},
                                                               {"input_p90", t.inputP90},
                                                               {"output_p90", t.outputP90},
                                                               {"prefix_hit_share", t.prefixHitShare},
                                                               {"max_ttft_s", t.maxTtftSeconds},
                                                               {"max_tpot_s", t.maxTpotSeconds}};
            for (const auto& [key, value] : optional)
                if (value > 0)
                    o.insert(QLatin1String(key), value);
        }
    } else if (core::isRlKind(s.kind)) {
        const core::RlRun& r = s.rl;
        QJsonObject rl{
            {QStringLiteral("prompts"), r.promptsPerStep},
            {QStringLiteral("rollouts"), r.rolloutsPerPrompt},
            {QStringLiteral("prompt_tokens"), r.promptTokens},
            {QStringLiteral("generated_tokens"), r.generatedTokens},
            {QStringLiteral("max_generated"), r.maxGeneratedTokens},
            {QStringLiteral("steps"), r.steps},
            {QStringLiteral("updates"), r.updatesPerStep},
            {QStringLiteral("reference"), r.reference},
            {QStringLiteral("placement"), u(std::string(core::rlPlacementChoiceName(r.placement)))}};
        const std::pair<const char*, double> optional[] = {{"generated_p90", r.generatedP90},
                                                           {"reward_s", r.rewardSeconds},
                                                           {"generation_gpus", r.generationGpus},
                                                           {"staleness", r.staleness}};
        for (const auto& [key, value] : optional)
            if (value > 0)
                rl.insert(QLatin1String(key), value);
        if (!r.generationGpuId.empty())
            rl.insert(QStringLiteral("generation_gpu"), u(r.generationGpuId));
        if (!r.rewardModelId.empty())
            rl.insert(QStringLiteral("reward_model"), u(r.rewardModelId));
        o.insert(QStringLiteral("rl"), rl);
    } else {
        o.insert(QStringLiteral("tokens"), s.tokens);
    }
    if (s.priceId != 0)
        o.insert(QStringLiteral("price_id"), static_cast<double>(s.priceId));
    if (s.deadlineHours > 0)
        o.insert(QStringLiteral("deadline_hours"), s.deadlineHours);
    if (s.budget > 0)
        o.insert(QStringLiteral("budget"), s.budget);
    // Written only when chosen, so files and stores that never chose a kernel stay as they were.
    if (s.attention != core::AttentionKernel::Flash2)
        o.insert(QStringLiteral("attention"), u(std::string(core::attentionKernelName(s.attention))));
    if (s.framework != core::Framework::PyTorch)
        o.insert(QStringLiteral("framework"), u(std::string(core::frameworkName(s.framework))));
    return o;
}

core::Result<core::Scenario> scenarioFromJson(const QJsonObject& o) {
    Reader r{o, {}};
    core::Scenario s;
    s.name = r.text("name", true);
    const std::string kind = r.text("workload", true);
    if (r.error.empty() && !core::parseScenarioKind(kind))
        r.error =
            "unknown 'workload' '" + kind + "' (pretrain, full, lora, qlora, inference, grpo, ppo or dpo)";
    s.kind = core::parseScenarioKind(kind).value_or(core::ScenarioKind::Lora);
    s.modelId = r.text("model");
    s.params = r.number("params", 0, 0, 1e15);
    s.tokens = r.number("tokens", 0, 0, 1e16);
    s.load = r.number("load_tokens_per_s", 0, 0, 1e12);
    s.inputTokens = r.whole("input_tokens", 1024, 1, 10'000'000);
    s.outputTokens = r.whole("output_tokens", 256, 1, 10'000'000);
    s.traffic.requestsPerSecond = r.number("requests_per_second", 0, 0, 1e7);
    s.traffic.users = r.number("users", 0, 0, 1e9);
    s.traffic.thinkSeconds = r.number("think_s", 0, 0, 1e7);
    s.traffic.inputP90 = r.number("input_p90", 0, 0, 1e8);
    s.traffic.outputP90 = r.number("output_p90", 0, 0, 1e8);
    s.traffic.prefixHitShare = r.number("prefix_hit_share", 0, 0, 1);
    s.traffic.maxTtftSeconds = r.number("max_ttft_s", 0, 0, 1e6);
    s.traffic.maxTpotSeconds = r.number("max_tpot_s", 0, 0, 1e6);
    s.gpuId = r.text("gpu", true);
    const QJsonValue gpus = o.value(QStringLiteral("gpus"));
    if (gpus.isString() && gpus.toString() == QLatin1String("auto"))
        s.gpus = 0;
    else
        s.gpus = r.whole("gpus", 0, 1, 65536);
    s.precision = r.text("precision");
    if (s.precision.empty())
        s.precision = "bf16";
    s.regionId = r.text("region");
    s.priceId = static_cast<std::int64_t>(r.number("price_id", 0, 0, 9e15));
    s.deadlineHours = r.number("deadline_hours", 0, 0, 1e7);
    s.budget = r.number("budget", 0, 0, 1e15);
    s.attention = r.choice("attention", core::parseAttentionKernel, s.attention, "flash2, fused or none");
    s.framework = r.choice("framework", core::parseFramework, s.framework, "pytorch or tuned");
    if (const QJsonValue rlValue = o.value(QStringLiteral("rl")); rlValue.isObject() && r.error.empty()) {
        // An RL run: each figure in its range, the defaults where one is absent (core::RlRun).
        const QJsonObject rlObject = rlValue.toObject();
        Reader rr{rlObject, {}};
        core::RlRun& run = s.rl;
        run.promptsPerStep = rr.whole("prompts", run.promptsPerStep, 1, 10'000'000);
        run.rolloutsPerPrompt = rr.whole("rollouts", run.rolloutsPerPrompt, 1, 4096);
        run.promptTokens = rr.number("prompt_tokens", run.promptTokens, 1, 1e7);
        run.generatedTokens = rr.number("generated_tokens", run.generatedTokens, 1, 1e7);
        run.generatedP90 = rr.number("generated_p90", 0, 0, 1e7);
        run.maxGeneratedTokens = rr.number("max_generated", run.maxGeneratedTokens, 0, 1e7);
        run.steps = rr.whole("steps", run.steps, 1, 100'000'000);
        run.updatesPerStep = rr.whole("updates", run.updatesPerStep, 1, 1'000'000);
        run.rewardSeconds = rr.number("reward_s", 0, 0, 1e6);
        run.placement =
            rr.choice("placement", core::parseRlPlacementChoice, run.placement, "best, colocated or split");
        run.generationGpus = rr.whole("generation_gpus", 0, 0, 65536);
        run.staleness = rr.whole("staleness", 0, 0, 64);
        run.generationGpuId = rr.text("generation_gpu");
        run.rewardModelId = rr.text("reward_model");
        const QJsonValue reference = rlObject.value(QStringLiteral("reference"));
        if (!reference.isUndefined() && !reference.isBool() && rr.error.empty())
            rr.error = "'reference' must be true or false";
        run.reference = reference.toBool(true);
        if (!rr.error.empty())
            r.error = "rl: " + rr.error;
    } else if (!rlValue.isUndefined() && r.error.empty()) {
        r.error = "'rl' must be an object of the RL run's figures";
    }
    if (r.error.empty() && s.traffic.users > 0 && s.traffic.requestsPerSecond > 0)
        r.error = "give 'requests_per_second' or 'users', not both";
    if (r.error.empty() && s.traffic.thinkSeconds > 0 && !(s.traffic.users > 0))
        r.error = "'think_s' is the pause of 'users': give them too";
    if (r.error.empty() && s.modelId.empty() && !(s.params > 0))
        r.error = "give 'model' (a preset) or 'params'";
    if (!r.error.empty())
        return core::fail(r.error);
    return s;
}

QByteArray scenariosFileText(const std::vector<core::Scenario>& scenarios) {
    QJsonArray list;
    for (const core::Scenario& s : scenarios)
        list.append(scenarioToJson(s));
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kFormat)},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("scenarios"), list}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

core::Result<std::vector<core::Scenario>> parseScenariosFile(const QByteArray& text) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (doc.isNull())
        return core::fail("not JSON: " + parseError.errorString().toStdString() + " at byte " +
                          std::to_string(parseError.offset));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return core::fail("not a GpuPlan scenario file (no \"format\": \"gpuplan-scenarios\")");
    if (root.value(QStringLiteral("version")).toInt() > kVersion)
        return core::fail("written by a newer GpuPlan (version " +
                          std::to_string(root.value(QStringLiteral("version")).toInt()) + ")");
    if (!root.value(QStringLiteral("scenarios")).isArray())
        return core::fail("'scenarios' must be a list");
    std::vector<core::Scenario> out;
    std::vector<core::StoredScenario> names;
    const QJsonArray list = root.value(QStringLiteral("scenarios")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        auto s = scenarioFromJson(list.at(i).toObject());
        if (!s)
            return core::fail("scenario " + std::to_string(i + 1) + ": " + s.error());
        names.push_back({s->name, {}});
        out.push_back(std::move(s).value());
    }
    if (auto unique = core::validateScenarioNames(names); !unique)
        return core::fail(unique.error());
    return out;
}

core::Result<std::vector<core::Scenario>> readScenariosFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return core::fail("cannot open " + path.toStdString() + ": " + f.errorString().toStdString());
    if (f.size() > kMaxFileBytes)
        return core::fail(path.toStdString() + " is too large to be a scenario file");
    auto parsed = parseScenariosFile(f.readAll());
    if (!parsed)
        return core::fail(path.toStdString() + ": " + parsed.error());
    return parsed;
}

core::Status writeScenariosFile(const QString& path, const std::vector<core::Scenario>& scenarios) {
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return core::fail("cannot write " + path.toStdString() + ": " + f.errorString().toStdString());
    const QByteArray text = scenariosFileText(scenarios);
    if (f.write(text) != text.size() || !f.commit())
        return core::fail("cannot write " + path.toStdString() + ": " + f.errorString().toStdString());
    return core::ok();
}

std::vector<core::StoredScenario> toStored(const std::vector<core::Scenario>& scenarios) {
    std::vector<core::StoredScenario> out;
    for (const core::Scenario& s : scenarios)
        out.push_back(
            {s.name, QJsonDocument(scenarioToJson(s)).toJson(QJsonDocument::Compact).toStdString()});
    return out;
}

core::Result<std::vector<core::Scenario>> fromStored(const std::vector<core::StoredScenario>& stored) {
    std::vector<core::Scenario> out;
    for (const core::StoredScenario& row : stored) {
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(row.json));
        auto s = scenarioFromJson(doc.object());
        if (!s)
            return core::fail("stored scenario '" + row.name + "': " + s.error());
        out.push_back(std::move(s).value());
    }
    return out;
}

} // namespace gpuplan::ui
