#pragma once
// Shared helpers for the tests: the bundled catalog, and a scenario builder.

#include "cli/bundled_data.h"

#include "core/catalog/catalog.h"
#include "core/planning/scenario.h"
#include "core/prices/api_price.h"
#include "core/prices/memory_price_store.h"
#include "core/prices/price_store.h"
#include "core/training/training_estimator.h"

#include <QtTest>

#include <memory>
#include <optional>
#include <string>

namespace gpuplan::test {

inline const core::Catalog& catalog() {
    static const core::Catalog c = [] {
        auto loaded = cli::loadBundledCatalog();
        if (!loaded)
            qFatal("bundled catalog does not load: %s", loaded.error().c_str());
        return std::move(loaded).value();
    }();
    return c;
}

/// A region for tests: an electricity price (with its source and date) when `kwh` is given.
inline core::Region region(std::string id, std::string nameEn, std::string nameZh, std::string currency,
                           std::optional<double> kwh = std::nullopt, double pue = 1.5,
                           std::string source = "") {
    core::Region r;
    r.id = std::move(id);
    r.nameEn = std::move(nameEn);
    r.nameZh = std::move(nameZh);
    r.currency = std::move(currency);
    r.electricityPerKwh = kwh;
    r.pue = pue;
    r.electricity.source = std::move(source);
    if (kwh)
        r.electricity.effectiveDate = "2025-01-01";
    return r;
}

/// A pre-training scenario of `model` on `gpus` of `gpu` in US East, in BF16 unless `precision` says
/// otherwise.
inline core::Scenario pretrainScenario(const char* gpu, int gpus, const char* model, double tokens,
                                       const char* precision = "bf16") {
    core::Scenario s;
    s.name = std::string(model) + " on " + gpu;
    s.kind = core::ScenarioKind::Pretrain;
    s.modelId = model;
    s.tokens = tokens;
    s.precision = precision;
    s.gpuId = gpu;
    s.gpus = gpus;
    s.regionId = "us-east";
    return s;
}

/// A monthly rent per GPU from provider "idc-cn" (the test stores' provider), dated and sourced.
inline core::PriceRecord monthlyPrice(const char* gpu, const char* amount,
                                      const char* regionId = "cn-shanghai", const char* currency = "CNY") {
    core::PriceRecord p;
    p.gpuId = gpu;
    p.providerId = "idc-cn";
    p.regionId = regionId;
    p.kind = core::PriceKind::Monthly;
    p.unit = core::PriceUnit::GpuMonth;
    p.amount = core::Money::parse(amount, currency).value();
    p.effectiveDate = "2025-01-01";
    p.source = "test";
    return p;
}

/// A store with IDC as provider, Shanghai as region and the seeds' two monthly rents there (A100 5,000 CNY,
/// H100 8,500 CNY).
inline core::MemoryPriceStore shanghaiPriceStore() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(region("cn-shanghai", "Shanghai", "上海", "CNY", std::nullopt, 1.5, ""));
    for (const auto& [gpu, amount] : {std::pair{"a100-80gb-sxm", "5000"}, std::pair{"h100-sxm", "8500"}})
        s.setPrice(monthlyPrice(gpu, amount), "test");
    return s;
}

/// An API's price per million tokens for DeepSeek-R1 (catalog model "deepseek-r1"), dated and sourced.
inline core::ApiPriceRecord apiPrice(const char* provider, const char* currency, double input, double cached,
                                     double output) {
    core::ApiPriceRecord p;
    p.provider = provider;
    p.model = "deepseek-reasoner";
    p.modelId = "deepseek-r1";
    p.currency = currency;
    p.inputPerMillion = input;
    p.cachedInputPerMillion = cached;
    p.outputPerMillion = output;
    p.effectiveDate = "2026-01-01";
    p.source = "test";
    return p;
}

/// A workbench row: LoRA fine-tuning of Llama 2 70B on 1B tokens, on `gpus` of `gpu` in Shanghai.
inline core::Scenario loraScenario(const char* name, const char* gpu = "h100-sxm", int gpus = 8) {
    core::Scenario s;
    s.name = name;
    s.kind = core::ScenarioKind::Lora;
    s.modelId = "llama2-70b";
    s.tokens = 1e9;
    s.gpuId = gpu;
    s.gpus = gpus;
    s.regionId = "cn-shanghai";
    return s;
}

/// A serving row sized for traffic (issue 32): DeepSeek-R1 in FP8 on H200, 20 requests/s of 2,000 in and
/// 1,000 out, p90 TTFT 2 s; the count chosen.
inline core::Scenario trafficScenario(const char* name = "R1") {
    core::Scenario s;
    s.name = name;
    s.kind = core::ScenarioKind::Inference;
    s.modelId = "deepseek-r1";
    s.gpuId = "h200-sxm";
    s.precision = "fp8";
    s.inputTokens = 2000;
    s.outputTokens = 1000;
    s.traffic.requestsPerSecond = 20;
    s.traffic.maxTtftSeconds = 2;
    return s;
}

/// An RL row (issue 34): GRPO of Qwen3 32B, 64 prompts x 8 rollouts of 2,000 tokens on average (at most
/// 8,192) after 256-token prompts, 100 steps, on `gpus` H100 (0: the count chosen) in Shanghai.
inline core::Scenario grpoScenario(const char* name = "GRPO", int gpus = 16) {
    core::Scenario s;
    s.name = name;
    s.kind = core::ScenarioKind::Grpo;
    s.modelId = "qwen3-32b";
    s.gpuId = "h100-sxm";
    s.gpus = gpus;
    s.regionId = "cn-shanghai";
    s.rl.promptsPerStep = 64;
    s.rl.rolloutsPerPrompt = 8;
    s.rl.promptTokens = 256;
    s.rl.generatedTokens = 2000;
    s.rl.maxGeneratedTokens = 8192;
    s.rl.steps = 100;
    return s;
}

/// A scenario on the bundled catalog: preset model, GPU id, count; pre-training in BF16.
struct Scenario {
    core::ModelSpec model;
    core::TrainingScenario s;

    Scenario(const char* modelId, const char* gpuId, int gpus, double tokens = 1e9) {
        const core::Catalog& c = catalog();
        model = *c.model(modelId);
        s.model = &model;
        s.cluster.gpu = c.gpu(gpuId);
        s.cluster.gpuCount = gpus;
        s.cluster.gpusPerNode = s.cluster.gpu->defaultGpusPerNode;
        s.cluster.network = *c.network(s.cluster.gpu->defaultNetwork);
        s.job.tokens = tokens;
        s.efficiency = &c.efficiency(gpuId);
        s.params = &c.globals();
    }
    // Copies must re-point at their own model.
    Scenario(const Scenario& o) : model(o.model), s(o.s) { s.model = &model; }

    core::TrainingEstimator estimator() const {
        auto e = core::TrainingEstimator::create(s);
        if (!e)
            qFatal("scenario does not build: %s", e.error().c_str());
        return e.value();
    }
};

} // namespace gpuplan::test
