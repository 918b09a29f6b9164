#pragma once
// Text across the border between the core (UTF-8 std::string) and Qt, and the layer's translations outside a
// QObject, once for the whole layer: each file had its own copy of these, which a unity build cannot take.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace gpuplan::ui {

/// A core string (UTF-8) as a QString.
inline QString u(const std::string& s) {
    return QString::fromStdString(s);
}

/// A translation in the layer's own context, for text outside a QObject (the report, display formats):
/// lupdate files a free tr() in this namespace under "gpuplan::ui".
inline QString tr(const char* text, int n = -1) {
    return QCoreApplication::translate("gpuplan::ui", text, nullptr, n);
}

} // namespace gpuplan::ui
