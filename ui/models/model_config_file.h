#pragma once
// A Hugging Face config.json on disk, read into a model: the file (or a model folder holding one) is
// parsed with QJsonDocument and its values handed to core's reader (core/catalog/hf_config.h). The
// workbench's File > Import model config... and the command line's `model import` and `--model-config`
// read through here, so both accept and refuse the same files.

#include "core/catalog/hf_config.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

class QMimeData;

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

/// The configs PATH names: itself (a file), FOLDER/config.json (a model folder), or, in a folder of
/// models, every *.json file and every subfolder's config.json, sorted by name; empty when it holds none.
QStringList modelConfigFiles(const QString& path);

/// Several configs read at once (a folder, a multiple choice in the file dialog, files dropped on the
/// window), all or nothing: `problems` has a line for every file refused and every id two files share,
/// and the caller stores nothing while it has one.
struct ModelConfigBatch {
    std::vector<core::ModelConfigImport> models; // in the order of the files
    QStringList files;                           // the file each model came from
    QStringList problems;
};
/// `options`' id and name apply to a single file only (several files would share them).
ModelConfigBatch readModelConfigs(const QStringList& files, const core::ModelConfigOptions& options);

/// The local files and folders a drag carries that could be model configs (.json files, folders); empty
/// when it carries anything else, so a drop of other things is not taken for a model import.
QStringList droppedConfigPaths(const QMimeData* data);

} // namespace gpuplan::ui
