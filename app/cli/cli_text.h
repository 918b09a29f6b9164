#pragma once
// A core string (UTF-8 std::string) as Qt text, once for the command line: each file had its own copy,
// which a unity build cannot take.

#include <QString>

#include <string>

namespace gpuplan::cli {

inline QString u(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace gpuplan::cli
