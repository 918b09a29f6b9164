#pragma once
// Where the workbench keeps its scenario table between runs: named scenarios as JSON text (the
// same objects as a scenario file). The SQLite store keeps them in its `scenarios` table; the
// in-memory store in a vector (UI tests).

#include "core/prices/price_store.h"

#include <string>
#include <vector>

namespace gpuplan::core {

struct StoredScenario {
    std::string name;
    std::string json; // one scenario object, as written by the workbench
};

class ScenarioStore {
public:
    virtual ~ScenarioStore() = default;
    /// In table order.
    virtual Result<std::vector<StoredScenario>> scenarios() = 0;
    /// Replaces every stored scenario in one transaction: all or nothing. Names must be unique.
    virtual Status replaceScenarios(const std::vector<StoredScenario>& scenarios) = 0;
};

/// Refuses empty or repeated names (shared by both stores).
Status validateScenarioNames(const std::vector<StoredScenario>& scenarios);

} // namespace gpuplan::core
