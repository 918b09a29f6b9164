// A scenarios file as the workbench opens it (File > Open) and `gpuplan report` reads it.
// Properties: the scenarios the reader accepts are written by the workbench's own writer into a file
// that reads back to the same file (a save after an open loses or changes nothing); and each is then
// estimated on the bundled catalog, as the workbench does on opening, without undefined behaviour
// (the sanitizers watch the estimator's arithmetic on whatever counts and sizes the file holds).
#include "fuzz_support.h"
#include "fuzz_targets.h"

#include "core/catalog/catalog.h"
#include "scenarios/scenario_file.h"

namespace gpuplan::fuzz {
namespace {

const core::Catalog& bundledCatalog() {
    static const core::Catalog catalog = [] {
        core::CatalogTexts texts;
        texts.gpus = sourceFile("resources/catalog/gpus.csv");
        texts.models = sourceFile("resources/catalog/models.csv");
        texts.networks = sourceFile("resources/catalog/networks.csv");
        texts.efficiency = sourceFile("resources/calibration/efficiency.csv");
        texts.globals = sourceFile("resources/calibration/global_params.csv");
        auto c = core::Catalog::fromTexts(texts);
        if (!c)
            broken("the bundled catalog loads", c.error());
        return std::move(c).value();
    }();
    return catalog;
}

} // namespace

int fuzzScenarioJson(const std::uint8_t* data, std::size_t size) {
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto scenarios = ui::parseScenariosFile(text);
    if (!scenarios)
        return 0;
    const QByteArray written = ui::scenariosFileText(scenarios.value());
    const auto again = ui::parseScenariosFile(written);
    if (!again)
        broken("a written scenarios file reads back", again.error() + "\n" + written.toStdString());
    if (ui::scenariosFileText(again.value()) != written)
        broken("writing the scenarios read back gives the same file", written.toStdString());
    for (const core::Scenario& scenario : scenarios.value())
        (void)core::estimateScenario(scenario, bundledCatalog());
    return 0;
}

} // namespace gpuplan::fuzz

GPUPLAN_FUZZ_ENTRY(fuzzScenarioJson)
