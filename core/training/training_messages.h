#pragma once
// Words for the training types: names used on the command line and in JSON, and the
// explanations a user reads when a plan or scenario does not work.

#include "core/message.h"
#include "core/training/training_estimator.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpuplan::core {

std::string_view methodName(Method m);                   // "pretrain", "full", "lora", "qlora"
std::string_view recomputeName(Recompute r);             // "none", "selective", "full"
std::string_view offloadName(Offload o);                 // "none", "optimizer", "optimizer+parameters"
std::string_view attentionKernelName(AttentionKernel k); // "none", "flash2", "fused"
std::optional<Method> parseMethod(std::string_view s);
std::optional<AttentionKernel> parseAttentionKernel(std::string_view s);
std::string_view frameworkName(Framework f); // "pytorch", "tuned"
std::optional<Framework> parseFramework(std::string_view s);
/// "q,k,v,o,gate,up,down" or "all" or "attention" into a target mask; nullopt on an unknown name.
std::optional<unsigned> parseLoraTargets(std::string_view s);
std::string loraTargetsName(unsigned mask);

/// One sentence on why the plan cannot run, with the numbers that matter (empty when it can).
Message issueMessage(const TrainingEstimator& estimator, const TrainingEstimate& e);
/// issueMessage() in English.
std::string explainIssue(const TrainingEstimator& estimator, const TrainingEstimate& e);

/// "tp=8 pp=4 dp=32 mb=1 zero=1 recompute=full" or "naive layer split over 2 GPUs ...".
/// layersPerStage (TrainingEstimate::layersPerStage) lets partial recomputation say "k of n layers".
Message planMessage(const Plan& p, int layersPerStage = 0);
/// planMessage() in English.
std::string describePlan(const Plan& p, int layersPerStage = 0);

} // namespace gpuplan::core
