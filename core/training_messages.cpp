#include "core/training_messages.h"

#include <cstdio>

namespace gpuplan::core {

std::string_view methodName(Method m) {
    switch (m) {
    case Method::Pretrain:
        return "pretrain";
    case Method::FullFinetune:
        return "full";
    case Method::Lora:
        return "lora";
    case Method::Qlora:
        return "qlora";
    }
    return "?";
}

std::string_view recomputeName(Recompute r) {
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "?";
}

std::optional<Method> parseMethod(std::string_view s) {
    for (Method m : {Method::Pretrain, Method::FullFinetune, Method::Lora, Method::Qlora})
        if (methodName(m) == s)
            return m;
    return std::nullopt;
}

std::optional<unsigned> parseLoraTargets(std::string_view s) {
    if (s == "all")
        return LoraAll;
    if (s == "attention")
        return LoraQ | LoraK | LoraV | LoraO;
    static const std::pair<std::string_view, unsigned> names[] = {
        {"q", LoraQ},       {"k", LoraK},   {"v", LoraV},      {"o", LoraO},
        {"gate", LoraGate}, {"up", LoraUp}, {"down", LoraDown}};
    unsigned mask = 0;
    while (!s.empty()) {
        const auto comma = s.find(',');
        std::string_view item = s.substr(0, comma);
        if (item.size() > 5 && item.substr(item.size() - 5) == "_proj")
            item.remove_suffix(5);
        bool found = false;
        for (const auto& [name, bit] : names)
            if (item == name) {
                mask |= bit;
                found = true;
            }
        if (!found)
            return std::nullopt;
        if (comma == std::string_view::npos)
            break;
        s.remove_prefix(comma + 1);
    }
    return mask == 0 ? std::nullopt : std::optional<unsigned>(mask);
}

std::string loraTargetsName(unsigned mask) {
    static const std::pair<const char*, unsigned> names[] = {
        {"q", LoraQ},       {"k", LoraK},   {"v", LoraV},      {"o", LoraO},
        {"gate", LoraGate}, {"up", LoraUp}, {"down", LoraDown}};
    std::string out;
    for (const auto& [name, bit] : names)
        if (mask & bit)
            out += (out.empty() ? "" : ",") + std::string(name);
    return out;
}

std::string formatGb(double bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GB", bytes / 1e9);
    return buf;
}

std::string describePlan(const Plan& p) {
    if (p.naive)
        return "naive layer split over " + std::to_string(p.pp) +
               " GPUs (one busy at a time), mb=" + std::to_string(p.microBatch) +
               " recompute=" + std::string(recomputeName(p.recompute));
    return "tp=" + std::to_string(p.tp) + " pp=" + std::to_string(p.pp) +
           (p.vpp > 1 ? " vpp=" + std::to_string(p.vpp) : std::string()) + " dp=" + std::to_string(p.dp) +
           " mb=" + std::to_string(p.microBatch) + " zero=" + std::to_string(p.zero) +
           " recompute=" + std::string(recomputeName(p.recompute));
}

std::string explainIssue(const TrainingEstimator& est, const TrainingEstimate& e) {
    const TrainingScenario& s = est.scenario();
    const Plan& p = e.plan;
    switch (e.issue) {
    case PlanIssue::None:
        return {};
    case PlanIssue::OutOfMemory:
        return "needs " + formatGb(e.memory.total()) + " per GPU (weights " + formatGb(e.memory.weights) +
               ", gradients " + formatGb(e.memory.gradients) + ", optimizer " + formatGb(e.memory.optimizer) +
               ", activations " + formatGb(e.memory.activations) + ", overhead " +
               formatGb(e.memory.overhead) + ") but " + s.cluster.gpu->name + " has " +
               formatGb(s.cluster.gpu->memoryBytes);
    case PlanIssue::GpuCountMismatch:
        return "tp x pp x dp = " + std::to_string(p.gpus()) + " does not match the " +
               std::to_string(s.cluster.gpuCount) + " GPUs of the cluster";
    case PlanIssue::TensorParallelBeyondNode:
        return "tensor parallel degree " + std::to_string(p.tp) + " exceeds the " +
               std::to_string(s.cluster.gpusPerNode) + " GPUs of one node";
    case PlanIssue::TensorParallelHeads:
        return "tensor parallel degree " + std::to_string(p.tp) + " does not divide the " +
               std::to_string(s.model->heads) + " attention heads";
    case PlanIssue::PipelineBeyondLayers:
        return "pipeline degree " + std::to_string(p.pp) + " exceeds the model's " +
               std::to_string(s.model->layers) + " layers";
    case PlanIssue::InterleavingInvalid:
        return std::to_string(p.vpp) + " virtual stages need a pipeline, each stage's layers divisible by " +
               std::to_string(p.vpp) + " and the micro-batches in groups of pp = " + std::to_string(p.pp);
    case PlanIssue::BatchTooSmall:
        return "the global batch of " + std::to_string(est.sequencesPerStep()) +
               " sequences is smaller than dp x " + "micro-batch = " + std::to_string(p.dp * p.microBatch);
    case PlanIssue::PrecisionUnsupported:
        return s.cluster.gpu->name + " does not support " + std::string(precisionName(s.job.precision));
    }
    return "unknown problem";
}

} // namespace gpuplan::core
