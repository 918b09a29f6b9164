#include "models/model_config_file.h"

#include "message_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>
#include <QUrl>

#include <map>

namespace gpuplan::ui {

using core::ConfigValue;
using core::ConfigValues;
using core::Message;
using core::MessageId;

namespace {

// The largest config.json of the releases read is under 20 KB (Llama 4's, with its vision part); a
// file of megabytes is a weights index or a tokenizer, not a config.
constexpr qint64 kMaxConfigBytes = 4 * 1024 * 1024;

// Python's json module writes the non-standard literals Infinity, -Infinity and NaN (Nemotron-H's
// config has "time_step_limit": [0.0, Infinity]); JSON has no such values. Outside strings they
// become null, which no key the reader uses can hold anyway.
QByteArray withoutNonFiniteLiterals(const QByteArray& json) {
    QByteArray out;
    out.reserve(json.size());
    bool inString = false;
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < json.size())
                out += json[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        bool replaced = false;
        for (const char* literal : {"-Infinity", "Infinity", "NaN"}) {
            const QByteArray word(literal);
            if (json.mid(i, word.size()) == word) {
                out += "null";
                i += word.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

ConfigValue scalar(const QJsonValue& v) {
    ConfigValue out;
    if (v.isBool()) {
        out.kind = ConfigValue::Kind::Bool;
        out.flag = v.toBool();
    } else if (v.isDouble()) {
        out.kind = ConfigValue::Kind::Number;
        out.number = v.toDouble();
    } else if (v.isString()) {
        out.kind = ConfigValue::Kind::Text;
        out.text = v.toString().toStdString();
    }
    return out;
}

// Nested objects' keys joined with '.'; a list keeps its scalar items (lists of objects are none of
// the keys read).
void flatten(const QJsonObject& object, const std::string& prefix, ConfigValues& out) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = prefix + it.key().toStdString();
        if (it.value().isObject()) {
            flatten(it.value().toObject(), key + ".", out);
        } else if (it.value().isArray()) {
            ConfigValue list;
            list.kind = ConfigValue::Kind::List;
            for (const QJsonValue& item : it.value().toArray())
                list.items.push_back(scalar(item));
            out[key] = std::move(list);
        } else {
            out[key] = scalar(it.value());
        }
    }
}

core::Error notJson(const QString& origin, const QString& why) {
    return core::fail(core::message(MessageId::ModelConfigNotJson,
                                    {core::text(origin.toStdString()), core::text(why.toStdString())}));
}

} // namespace

QString modelConfigPath(const QString& path) {
    return QFileInfo(path).isDir() ? QDir(path).filePath(QStringLiteral("config.json")) : path;
}

core::Result<core::ModelConfigImport> readModelConfigText(const QByteArray& json, const QString& origin,
                                                          const core::ModelConfigOptions& options) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(withoutNonFiniteLiterals(json), &error);
    if (error.error != QJsonParseError::NoError)
        return notJson(origin, QStringLiteral("%1 at byte %2").arg(error.errorString()).arg(error.offset));
    if (!document.isObject())
        return notJson(origin, QStringLiteral("its top level is not an object"));
    ConfigValues values;
    flatten(document.object(), "", values);
    core::ModelConfigOptions withSource = options;
    if (withSource.source.empty())
        withSource.source = origin.toStdString();
    return core::readHfConfig(values, withSource);
}

core::Result<core::ModelConfigImport> readModelConfigFile(const QString& path,
                                                          core::ModelConfigOptions options) {
    const QString file = modelConfigPath(path);
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return core::fail(
            core::message(MessageId::ModelConfigUnreadable,
                          {core::text(file.toStdString()), core::text(in.errorString().toStdString())}));
    if (in.size() > kMaxConfigBytes)
        return notJson(file, QStringLiteral("%1 bytes is too large for a config.json").arg(in.size()));
    // Without a name of its own, a model is named after its folder (".../Qwen3-8B/config.json") or
    // its file ("qwen3-8b.json").
    const QFileInfo info(file);
    if (options.name.empty())
        options.name = (info.fileName() == QLatin1String("config.json") ? info.absoluteDir().dirName()
                                                                        : info.completeBaseName())
                           .toStdString();
    return readModelConfigText(in.readAll(), file, options);
}

QStringList modelConfigFiles(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir())
        return info.exists() ? QStringList{path} : QStringList();
    const QDir folder(path);
    if (folder.exists(QStringLiteral("config.json")))
        return {folder.filePath(QStringLiteral("config.json"))};
    QStringList out;
    for (const QFileInfo& entry :
         folder.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Readable, QDir::Name)) {
        if (entry.isDir() && QDir(entry.filePath()).exists(QStringLiteral("config.json")))
            out << QDir(entry.filePath()).filePath(QStringLiteral("config.json"));
        else if (entry.isFile() && entry.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0)
            out << entry.filePath();
    }
    return out;
}

ModelConfigBatch readModelConfigs(const QStringList& files, const core::ModelConfigOptions& options) {
    ModelConfigBatch out;
    core::ModelConfigOptions each = options;
    if (files.size() > 1 && (!options.id.empty() || !options.name.empty())) {
        out.problems << QCoreApplication::translate("gpuplan::ui::ModelConfigBatch",
                                                    "an id or a name is for one config; %1 files were given")
                            .arg(files.size());
        return out;
    }
    std::map<std::string, QString> ids;
    for (const QString& file : files) {
        auto read = readModelConfigFile(file, each);
        if (!read) {
            out.problems << messageText(read.errorMessage());
            continue;
        }
        const auto [first, added] = ids.emplace(read->model.id, file);
        if (!added) {
            out.problems << QCoreApplication::translate("gpuplan::ui::ModelConfigBatch",
                                                        "%1 and %2 both make the model id %3")
                                .arg(first->second, file, QString::fromStdString(read->model.id));
            continue;
        }
        out.models.push_back(std::move(read).value());
        out.files << file;
    }
    return out;
}

QStringList droppedConfigPaths(const QMimeData* data) {
    QStringList out;
    if (!data || !data->hasUrls())
        return out;
    for (const QUrl& url : data->urls()) {
        const QFileInfo info(url.toLocalFile());
        if (!url.isLocalFile() ||
            !(info.isDir() || info.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0))
            return {};
        out << info.filePath();
    }
    return out;
}

} // namespace gpuplan::ui
