#include "core/training/training_notes.h"

#include "core/training/training_batch.h"

#include <cmath>

namespace gpuplan::core {
namespace {

// A token count as the command line prints counts: 16,777,216.
MessageArg count(double n) {
    const std::string digits = std::to_string(std::llround(n));
    std::string grouped;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    return number(std::round(n), 0, grouped);
}

Message batchNote(const TrainingEstimator& est) {
    const BatchChoice& b = est.batchChoice();
    const int seq = est.seqLen();
    const double tokens = static_cast<double>(est.sequencesPerStep()) * seq;
    switch (b.basis) {
    case BatchBasis::Given:
        return {};
    case BatchBasis::ModelSize:
        return message(MessageId::NoteBatchModelSize,
                       {count(tokens), integer(est.sequencesPerStep()), integer(seq)});
    case BatchBasis::ClusterSize:
        return message(MessageId::NoteBatchClusterSize,
                       {count(tokens), integer(est.sequencesPerStep()), integer(seq),
                        integer(est.scenario().cluster.gpusPerNode), count(b.sizeRuleTokens)});
    case BatchBasis::FineTuneCount:
        return message(MessageId::NoteBatchFineTune, {integer(est.sequencesPerStep()), integer(seq)});
    }
    return {};
}

} // namespace

TrainingNotes trainingNotes(const TrainingEstimator& est, const TrainingEstimate& best) {
    TrainingNotes n;
    const TrainingScenario& sc = est.scenario();
    if (Message m = batchNote(est); !m.empty())
        n.assumptions.push_back(std::move(m));
    if (!est.efficiencyCalibrated())
        n.assumptions.push_back(
            message(MessageId::NoteUncalibratedEfficiency,
                    {text(sc.cluster.gpu->name), text(std::string(precisionName(sc.job.precision))),
                     fixed(est.matmulEfficiency(), 2)}));
    if (sc.cluster.gpu->unverified)
        n.assumptions.push_back(message(MessageId::NoteUnverifiedGpu, {text(sc.cluster.gpu->name)}));
    if (sc.job.method == Method::Qlora)
        n.assumptions.push_back(message(MessageId::NoteQloraFactor));
    if (sc.model->isMoe())
        n.assumptions.push_back(message(MessageId::NoteMoe));
    if (sc.job.precision == Precision::FP8)
        n.assumptions.push_back(message(MessageId::NoteFp8Path));
    if (sc.job.precision == Precision::FP4)
        n.assumptions.push_back(message(MessageId::NoteFp4Path));
    // Only where the kernel makes a difference: FlashAttention-2 on Hopper.
    if (sc.job.attention == AttentionKernel::Flash2 && est.attentionEfficiency() < est.matmulEfficiency())
        n.assumptions.push_back(
            message(MessageId::NoteAttentionFlash2Hopper,
                    {fixed(100.0 * est.attentionEfficiency(), 0), text(sc.cluster.gpu->name),
                     fixed(100.0 * est.matmulEfficiency(), 0)}));
    if (est.frameworkFactor() < 1.0)
        n.assumptions.push_back(
            message(MessageId::NoteFrameworkPyTorchHopper,
                    {fixed(100.0 * est.frameworkFactor(), 0), text(sc.cluster.gpu->name)}));
    if (best.plan.offload != Offload::None)
        n.assumptions.push_back(message(
            MessageId::NoteOffload,
            {nested(message(best.plan.offload == Offload::Optimizer ? MessageId::OffloadOptimizer
                                                                    : MessageId::OffloadOptimizerParams)),
             gigabytes(best.hostBytesPerNode), gigabytes(sc.cluster.hostMemoryPerNode),
             fixed(best.step.offload, 1), fixed(best.step.total(), 1)}));

    const BatchStarvation starved =
        batchStarvation(best, est.sequencesPerStep(), sc.cluster.gpuCount, sc.cluster.gpusPerNode);
    if (starved.stages > 0)
        n.warnings.push_back(
            message(MessageId::WarningBatchStarvesPipeline,
                    {integer(starved.sequences), integer(starved.pipelineMicroBatches),
                     integer(starved.stages), fixed(100.0 * starved.bubbleShare, 0),
                     integer(static_cast<long long>(best.plan.dp) * best.plan.microBatch * best.plan.pp)}));
    if (starved.tensorGroups > 0)
        n.warnings.push_back(message(MessageId::WarningBatchBelowCluster,
                                     {integer(starved.sequences), integer(starved.tensorGroups)}));
    return n;
}

} // namespace gpuplan::core
