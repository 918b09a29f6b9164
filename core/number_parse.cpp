#include "core/number_parse.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace gpuplan::core {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

// Splits "65.2B" into the numeric part and its multiplier; multiplier 0 means "unknown suffix".
double suffixMultiplier(char c) {
    switch (c) {
    case 'k':
    case 'K':
        return 1e3;
    case 'M':
    case 'm':
        return 1e6;
    case 'B':
    case 'b':
    case 'G':
    case 'g':
        return 1e9;
    case 'T':
    case 't':
        return 1e12;
    case 'P':
    case 'p':
        return 1e15;
    default:
        return 0.0;
    }
}

Result<double> parsePlain(std::string_view body, std::string_view original) {
    double value = 0.0;
    const char* begin = body.data();
    const char* end = body.data() + body.size();
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || body.empty())
        return fail("'" + std::string(original) + "' is not a number");
    if (!std::isfinite(value))
        return fail("'" + std::string(original) + "' is not a finite number");
    return value;
}

// "1e308T" is a finite number times a finite unit, and infinite: refused like "inf" (found by fuzzing).
Result<double> finiteProduct(double value, double unit, std::string_view original) {
    const double product = value * unit;
    if (!std::isfinite(product))
        return fail("'" + std::string(original) + "' is too large");
    return product;
}

} // namespace

Result<double> parseQuantity(std::string_view text) {
    const std::string_view s = trim(text);
    if (s.empty())
        return fail("an empty value is not a number");
    const char last = s.back();
    if (std::isalpha(static_cast<unsigned char>(last))) {
        const double mult = suffixMultiplier(last);
        if (mult == 0.0)
            return fail("'" + std::string(text) + "' has an unknown suffix '" + std::string(1, last) +
                        "' (use k, M, B, T or P)");
        auto base = parsePlain(s.substr(0, s.size() - 1), text);
        if (!base)
            return base;
        return finiteProduct(base.value(), mult, text);
    }
    return parsePlain(s, text);
}

Result<long long> parseCount(std::string_view text) {
    auto q = parseQuantity(text);
    if (!q)
        return fail(q.error());
    const double v = q.value();
    if (v != std::floor(v) || std::fabs(v) > 9.0e18)
        return fail("'" + std::string(text) + "' is not a whole number");
    return static_cast<long long>(v);
}

Result<double> parseDurationSeconds(std::string_view text) {
    const std::string_view s = trim(text);
    if (s.empty())
        return fail("an empty value is not a duration");
    if (s.size() > 2 && s.substr(s.size() - 2) == "ms") {
        auto ms = parsePlain(s.substr(0, s.size() - 2), text);
        if (!ms)
            return ms;
        return finiteProduct(ms.value(), 1e-3, text);
    }
    double unit = 1.0;
    std::string_view body = s;
    switch (s.back()) {
    case 's':
        unit = 1.0;
        break;
    case 'm':
        unit = 60.0;
        break;
    case 'h':
        unit = 3600.0;
        break;
    case 'd':
        unit = 86400.0;
        break;
    case 'w':
        unit = 7 * 86400.0;
        break;
    default:
        if (std::isalpha(static_cast<unsigned char>(s.back())))
            return fail("'" + std::string(text) + "' has an unknown time unit (use s, m, h, d or w)");
        body = s;
        break;
    }
    if (std::isalpha(static_cast<unsigned char>(s.back())))
        body = s.substr(0, s.size() - 1);
    auto v = parsePlain(body, text);
    if (!v)
        return v;
    return finiteProduct(v.value(), unit, text);
}

} // namespace gpuplan::core
