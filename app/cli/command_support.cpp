#include "cli/command_support.h"

#include "cli/bundled_data.h"
#include "cli/store_access.h"

#include "core/number_parse.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace gpuplan::cli {

std::optional<CommandContext> prepareCommand(const Arguments& args, QTextStream& err, int& status) {
    // The catalog and calibration come from the store (seeded from the bundled data on first use),
    // so edits made there drive every estimate.
    auto store = openStore();
    if (!store) {
        status = badInput(err, store.error());
        return std::nullopt;
    }
    auto texts = store.value()->catalogTexts();
    auto catalog = texts ? core::Catalog::fromTexts(texts.value())
                         : core::Result<core::Catalog>(core::fail(texts.error()));
    if (!catalog) {
        status = badInput(err, "the catalog in " + store.value()->location().toStdString() +
                                   " is not usable: " + catalog.error());
        return std::nullopt;
    }
    return CommandContext{args, std::move(catalog).value(), args.format(), store.value()->calibrationKept()};
}

bool rejectUnusedOptions(const Arguments& args, QTextStream& err, int& status) {
    const QString unused = args.unusedOption();
    if (unused.isEmpty())
        return false;
    status = badInput(err, QStringLiteral("option --%1 has no effect with the other options given (see "
                                          "'gpuplan %2 --help')")
                               .arg(unused, args.spec().path()));
    return true;
}

void writeJson(QTextStream& out, const QJsonValue& value) {
    const QJsonDocument doc =
        value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

core::Result<std::optional<std::int64_t>> ifVersionOption(const Arguments& args, const char* listing) {
    const auto text = args.value(QStringLiteral("if-version"));
    if (!text)
        return std::optional<std::int64_t>();
    auto v = core::parseCount(text->toStdString());
    if (!v || v.value() <= 0)
        return core::fail("--if-version: '" + text->toStdString() +
                          "' is not a version (a whole number from 1, see " + "'gpuplan " + listing +
                          " --format json')");
    return std::optional<std::int64_t>(static_cast<std::int64_t>(v.value()));
}

} // namespace gpuplan::cli

namespace gpuplan::cli {

CommandLanguage::~CommandLanguage() {
    QCoreApplication::removeTranslator(&m_translator);
    QLocale::setDefault(m_previous);
}

core::Status CommandLanguage::install(const QString& lang) {
    if (lang != QLatin1String("en") && lang != QLatin1String("zh_CN"))
        return core::fail(QStringLiteral("unknown --lang '%1' (en or zh_CN)").arg(lang).toStdString());
    m_chinese = lang == QLatin1String("zh_CN");
    if (m_chinese) {
        if (!m_translator.load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm")))
            return core::fail("the Chinese translation is missing from this build");
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    } else {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    return core::ok();
}

} // namespace gpuplan::cli

namespace gpuplan::cli {

const core::Scenario* namedScenario(const Arguments& args, const std::vector<core::Scenario>& scenarios,
                                    QString& name) {
    name = args.valueOr(QStringLiteral("name"),
                        scenarios.empty() ? QString() : QString::fromStdString(scenarios.front().name));
    for (const core::Scenario& s : scenarios)
        if (QString::fromStdString(s.name) == name)
            return &s;
    return nullptr;
}

std::vector<std::string> comparedCards(const Arguments& args, const core::Scenario& scenario) {
    QStringList gpus =
        args.valueOr(QStringLiteral("gpus"), QString()).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (gpus.isEmpty())
        gpus = {QString::fromStdString(scenario.gpuId), QStringLiteral("a100-80gb-sxm"),
                QStringLiteral("h100-sxm"), QStringLiteral("h200-sxm")};
    std::vector<std::string> ids;
    for (const QString& g : gpus) {
        const std::string id = g.trimmed().toStdString();
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    }
    return ids;
}

} // namespace gpuplan::cli
