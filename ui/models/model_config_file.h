#pragma once
// A Hugging Face config.json on disk, read into a model: the file (or a model folder holding one) is
// parsed with QJsonDocument and its values handed to core's reader (core/catalog/hf_config.h). The
// workbench's File > Import model config... and the command line's `model import` and `--model-config`
// read through here, so both accept and refuse the same files.

#include "core/catalog/hf_config.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>

namespace gpuplan::ui {

/// Reads FILE, or FOLDER/config.json; a file that is not a JSON object, too large to be a config, or
/// unreadable is refused in one line naming it. The model's source defaults to the file's path.
core::Result<core::ModelConfigImport> readModelConfigFile(const QString& path,
                                                          core::ModelConfigOptions options);

/// The same for text already read; `origin` names it in messages.
core::Result<core::ModelConfigImport> readModelConfigText(const QByteArray& json, const QString& origin,
                                                          const core::ModelConfigOptions& options);

/// The config.json of a model folder, or the path itself when it is a file.
QString modelConfigPath(const QString& path);

} // namespace gpuplan::ui
