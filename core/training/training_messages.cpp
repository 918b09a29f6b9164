#include "core/training/training_messages.h"

#include <algorithm>

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

std::string_view offloadName(Offload o) {
    switch (o) {
    case Offload::None:
        return "none";
    case Offload::Optimizer:
        return "optimizer";
    case Offload::OptimizerAndParams:
        return "optimizer+parameters";
    }
    return "?";
}

std::string_view attentionKernelName(AttentionKernel k) {
    switch (k) {
    case AttentionKernel::Unfused:
        return "none";
    case AttentionKernel::Flash2:
        return "flash2";
    case AttentionKernel::Fused:
        return "fused";
    }
    return "?";
}

std::optional<AttentionKernel> parseAttentionKernel(std::string_view s) {
    for (AttentionKernel k : {AttentionKernel::Unfused, AttentionKernel::Flash2, AttentionKernel::Fused})
        if (s == attentionKernelName(k))
            return k;
    return std::nullopt;
}

std::string_view frameworkName(Framework f) {
    return f == Framework::Tuned ? "tuned" : "pytorch";
}

std::optional<Framework> parseFramework(std::string_view s) {
    for (Framework f : {Framework::PyTorch, Framework::Tuned})
        if (s == frameworkName(f))
            return f;
    return std::nullopt;
}

Message planMessage(const Plan& p, int layersPerStage) {
    // A word, so the workbench translates it; recomputeName() is the same word for options and JSON.
    const MessageId word = p.recompute == Recompute::Full        ? MessageId::RecomputeFull
                           : p.recompute == Recompute::Selective ? MessageId::RecomputeSelective
                                                                 : MessageId::RecomputeNone;
    const bool partial = p.recompute == Recompute::Full && p.recomputeLayers > 0 &&
                         (layersPerStage <= 0 || p.recomputeLayers < layersPerStage);
    const MessageArg recompute = partial
                                     ? nested(message(MessageId::RecomputeLayers,
                                                      {integer(p.recomputeLayers),
                                                       integer(std::max(layersPerStage, p.recomputeLayers))}))
                                     : nested(message(word));
    if (p.naive)
        return message(MessageId::PlanNaive, {integer(p.pp), integer(p.microBatch), recompute});
    Message base =
        p.vpp > 1 ? message(MessageId::PlanParallelInterleaved,
                            {integer(p.tp), integer(p.pp), integer(p.vpp), integer(p.dp),
                             integer(p.microBatch), integer(p.zero), recompute})
                  : message(MessageId::PlanParallel, {integer(p.tp), integer(p.pp), integer(p.dp),
                                                      integer(p.microBatch), integer(p.zero), recompute});
    if (p.cp == 1 && p.ep == 1 && p.offload == Offload::None)
        return base;
    const MessageId offload = p.offload == Offload::Optimizer            ? MessageId::OffloadOptimizer
                              : p.offload == Offload::OptimizerAndParams ? MessageId::OffloadOptimizerParams
                                                                         : MessageId::OffloadNone;
    return message(MessageId::PlanWiderParallel,
                   {nested(std::move(base)), integer(p.cp), integer(p.ep), nested(message(offload))});
}

std::string describePlan(const Plan& p, int layersPerStage) {
    return englishText(planMessage(p, layersPerStage));
}

Message issueMessage(const TrainingEstimator& est, const TrainingEstimate& e) {
    const TrainingScenario& s = est.scenario();
    const Plan& p = e.plan;
    const GpuSpec& gpu = *s.cluster.gpu;
    switch (e.issue) {
    case PlanIssue::None:
        return {};
    case PlanIssue::OutOfMemory:
        return message(MessageId::IssueOutOfMemory,
                       {gigabytes(e.memory.total()), gigabytes(e.memory.weights),
                        gigabytes(e.memory.gradients), gigabytes(e.memory.optimizer),
                        gigabytes(e.memory.activations), gigabytes(e.memory.overhead), text(gpu.name),
                        gigabytes(gpu.memoryBytes)});
    case PlanIssue::GpuCountMismatch:
        return message(MessageId::IssueGpuCountMismatch, {integer(p.gpus()), integer(s.cluster.gpuCount)});
    case PlanIssue::TensorParallelBeyondNode:
        return message(MessageId::IssueTensorParallelBeyondNode,
                       {integer(p.tp), integer(s.cluster.scaleUpGpus())});
    case PlanIssue::TensorParallelHeads:
        return message(MessageId::IssueTensorParallelHeads, {integer(p.tp), integer(s.model->heads)});
    case PlanIssue::PipelineBeyondLayers:
        return message(MessageId::IssuePipelineBeyondLayers, {integer(p.pp), integer(s.model->layers)});
    case PlanIssue::InterleavingInvalid:
        return message(MessageId::IssueInterleavingInvalid, {integer(p.vpp), integer(p.pp)});
    case PlanIssue::BatchTooSmall:
        return message(MessageId::IssueBatchTooSmall,
                       {integer(est.sequencesPerStep()), integer(p.dp * p.microBatch)});
    case PlanIssue::PrecisionUnsupported:
        return message(MessageId::IssuePrecisionUnsupported,
                       {text(gpu.name), text(std::string(precisionName(s.job.precision)))});
    case PlanIssue::ContextParallelInvalid:
        return message(MessageId::IssueContextParallel, {integer(p.cp), integer(est.seqLen())});
    case PlanIssue::ExpertParallelInvalid:
        return message(MessageId::IssueExpertParallel, {integer(p.ep), integer(p.tp * p.dp * p.cp)});
    case PlanIssue::RecomputeLayersInvalid:
        return message(MessageId::IssueRecomputeLayers,
                       {integer(p.recomputeLayers), integer(est.layersPerStage(p))});
    case PlanIssue::OffloadInvalid:
        return message(MessageId::IssueOffload);
    case PlanIssue::HostMemoryExceeded:
        return message(MessageId::IssueHostMemory,
                       {gigabytes(e.hostBytesPerNode), gigabytes(s.cluster.hostMemoryPerNode)});
    }
    return message(MessageId::IssueUnknown);
}

std::string explainIssue(const TrainingEstimator& est, const TrainingEstimate& e) {
    return englishText(issueMessage(est, e));
}

} // namespace gpuplan::core
