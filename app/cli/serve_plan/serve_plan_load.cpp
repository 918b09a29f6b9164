// `gpuplan plan serve`: the serving load from the command line: the arrivals (a rate, or users with their
// think time), the lengths (a mean and p90 each, or a trace), the prefix-cache hits and the service levels.
#include "cli/serve_plan/serve_plan_load.h"
#include "cli/scenario_options.h"

#include "core/serving/length_trace.h"

#include <QFile>

namespace gpuplan::cli {
namespace {

// --lengths FILE: the trace's lengths, or why it is refused (naming the file).
core::Result<core::LengthTrace> lengthsFromTrace(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return core::fail(
            QStringLiteral("cannot read --lengths %1: %2").arg(path, file.errorString()).toStdString());
    auto trace = core::parseLengthTrace(file.readAll().toStdString());
    if (!trace)
        return core::fail(QStringLiteral("--lengths %1: %2")
                              .arg(path, QString::fromStdString(trace.error()))
                              .toStdString());
    return trace;
}

// A share as 0.4 or 40%.
core::Result<double> shareOption(const Arguments& args, const QString& name) {
    if (!args.has(name))
        return 0.0;
    QString text = args.valueOr(name, QString()).trimmed();
    const bool percent = text.endsWith(QLatin1Char('%'));
    if (percent)
        text.chop(1);
    bool ok = false;
    double v = text.toDouble(&ok);
    if (ok && percent)
        v /= 100;
    if (!ok || v < 0 || v >= 1)
        return core::fail(QStringLiteral("--%1 is a share from 0 to less than 1 (0.4 or 40%), not '%2'")
                              .arg(name, args.valueOr(name, QString()))
                              .toStdString());
    return v;
}

} // namespace

core::Result<core::ServingLoad> loadFromArgs(const Arguments& args, bool needRate, QString* lengthsNote) {
    core::ServingLoad load;
    if (args.has(QStringLiteral("rps")) && args.has(QStringLiteral("users")))
        return core::fail("give the load as --rps (requests per second) or --users with --think, not both");
    if (needRate && !args.has(QStringLiteral("rps")) && !args.has(QStringLiteral("users")))
        return core::fail("give the load as --rps (requests per second) or --users with --think");
    auto rate = optionalQuantity(args, QStringLiteral("rps"), 0);
    auto users = optionalQuantity(args, QStringLiteral("users"), 0);
    // --think 0: each user sends the next request as soon as the answer arrives (a benchmark's fixed
    // concurrency); any other think time is a positive duration.
    const QString thinkText = args.valueOr(QStringLiteral("think"), QString()).trimmed();
    auto think = thinkText == QLatin1String("0") || thinkText == QLatin1String("0s")
                     ? core::Result<double>(0.0)
                     : optionalDuration(args, QStringLiteral("think"));
    for (const auto* r : {&rate, &users, &think})
        if (!*r)
            return core::fail(r->error());
    load.requestsPerSecond = rate.value();
    load.users = users.value();
    load.thinkSeconds = think.value();
    if (const auto trace = args.value(QStringLiteral("lengths"))) {
        for (const char* typed : {"input-tokens", "input-p90", "output-tokens", "output-p90"})
            if (args.has(QString::fromLatin1(typed)))
                return core::fail(
                    QStringLiteral("give the lengths as --lengths FILE or as --%1 and the like, not both")
                        .arg(QString::fromLatin1(typed))
                        .toStdString());
        auto read = lengthsFromTrace(*trace);
        if (!read)
            return core::fail(read.error());
        load.input = read->input;
        load.output = read->output;
        if (lengthsNote)
            *lengthsNote =
                QStringLiteral("Lengths from %1: %2 requests; prompts mean %3, p90 %4 tokens; answers "
                               "mean %5, p90 %6 tokens")
                    .arg(*trace)
                    .arg(read->requests)
                    .arg(read->input.mean, 0, 'f', 0)
                    .arg(read->input.p90, 0, 'f', 0)
                    .arg(read->output.mean, 0, 'f', 0)
                    .arg(read->output.p90, 0, 'f', 0);
    }
    for (const auto& [name, target] : {std::pair{QStringLiteral("input-tokens"), &load.input},
                                       std::pair{QStringLiteral("output-tokens"), &load.output}}) {
        if (args.has(QStringLiteral("lengths")))
            break;
        if (!args.has(name))
            return core::fail(
                QStringLiteral("no --%1: give the mean tokens per request").arg(name).toStdString());
        auto mean = positiveQuantity(args, name);
        const QString tail = name.left(name.indexOf(QLatin1Char('-'))) + QStringLiteral("-p90");
        auto p90 = optionalQuantity(args, tail, 0);
        if (!mean || !p90)
            return core::fail(!mean ? mean.error() : p90.error());
        if (p90.value() > 0 && p90.value() < mean.value())
            return core::fail(QStringLiteral("--%1 %2 is below the mean --%3 %4: a p90 is at least the mean")
                                  .arg(tail)
                                  .arg(p90.value())
                                  .arg(name)
                                  .arg(mean.value())
                                  .toStdString());
        *target = core::LengthDistribution{mean.value(), p90.value()};
    }
    auto hit = shareOption(args, QStringLiteral("prefix-hit"));
    if (!hit)
        return core::fail(hit.error());
    load.prefixHitShare = hit.value();
    auto ttft = optionalDuration(args, QStringLiteral("max-ttft"));
    auto tpot = optionalDuration(args, QStringLiteral("max-tpot"));
    auto e2e = optionalDuration(args, QStringLiteral("max-e2e"));
    auto perUser = optionalQuantity(args, QStringLiteral("min-tokens-per-user"), 0);
    auto percentile = optionalQuantity(args, QStringLiteral("percentile"), 90);
    for (const auto* r : {&ttft, &tpot, &e2e, &perUser, &percentile})
        if (!*r)
            return core::fail(r->error());
    if (perUser.value() > 0 && tpot.value() > 0)
        return core::fail("give --max-tpot or --min-tokens-per-user, not both");
    if (percentile.value() < 50 || percentile.value() >= 100)
        return core::fail("--percentile is from 50 to below 100 (90 for p90)");
    load.slo = {percentile.value() / 100, ttft.value(),
                perUser.value() > 0 ? 1.0 / perUser.value() : tpot.value(), e2e.value()};
    return load;
}

} // namespace gpuplan::cli
