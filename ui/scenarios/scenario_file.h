#pragma once
// Scenarios as JSON: one object per scenario (also what the store keeps per row) and the file the
// workbench opens and saves ("format": "gpuplan-scenarios", "version": 1). Reading checks every
// field and names the first bad one; writing goes through QSaveFile, so a failed save leaves the
// old file as it was.

#include "core/planning/scenario.h"
#include "core/planning/scenario_store.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace gpuplan::ui {

/// The file type the package registers (application/x-gpuplan-scenario, packaging/gpuplan-mime.xml): the
/// same JSON under a name of its own, so a double-click opens it in the workbench. Files named *.json are
/// read alike.
inline constexpr char kScenarioFileSuffix[] = "gpuplan";
/// True for a name ending in .gpuplan or .json (any case): what `gpuplan FILE` opens in the workbench.
bool isScenarioFileName(const QString& path);

QJsonObject scenarioToJson(const core::Scenario& scenario);
core::Result<core::Scenario> scenarioFromJson(const QJsonObject& object);

QByteArray scenariosFileText(const std::vector<core::Scenario>& scenarios);
/// The scenarios of a file's text; the error names the scenario and the field.
core::Result<std::vector<core::Scenario>> parseScenariosFile(const QByteArray& text);

core::Result<std::vector<core::Scenario>> readScenariosFile(const QString& path);
core::Status writeScenariosFile(const QString& path, const std::vector<core::Scenario>& scenarios);

/// To and from the store's rows.
std::vector<core::StoredScenario> toStored(const std::vector<core::Scenario>& scenarios);
core::Result<std::vector<core::Scenario>> fromStored(const std::vector<core::StoredScenario>& stored);

} // namespace gpuplan::ui
