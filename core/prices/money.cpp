#include "core/prices/money.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace gpuplan::core {
namespace {

struct CurrencyInfo {
    std::string_view code;
    int digits;
};

// The currencies of the regions GpuPlan prices (ISO 4217 minor units).
constexpr CurrencyInfo kCurrencies[] = {{"USD", 2}, {"CNY", 2}, {"EUR", 2}, {"HKD", 2},
                                        {"SGD", 2}, {"JPY", 0}, {"GBP", 2}, {"KRW", 0},
                                        {"TWD", 2}, {"INR", 2}, {"AUD", 2}, {"CAD", 2}};

std::int64_t pow10(int n) {
    std::int64_t v = 1;
    while (n-- > 0)
        v *= 10;
    return v;
}

} // namespace

bool isKnownCurrency(std::string_view currency) {
    for (const CurrencyInfo& c : kCurrencies)
        if (c.code == currency)
            return true;
    return false;
}

int minorDigits(std::string_view currency) {
    for (const CurrencyInfo& c : kCurrencies)
        if (c.code == currency)
            return c.digits;
    return 2;
}

Result<Money> Money::parse(std::string_view amount, std::string_view currency) {
    if (!isKnownCurrency(currency))
        return fail("unknown currency '" + std::string(currency) +
                    "' (USD, CNY, EUR, HKD, SGD, JPY, GBP, ...)");
    std::string text(amount);
    if (text.empty())
        return fail("an empty amount");
    bool negative = false;
    std::size_t i = 0;
    if (text[0] == '-') {
        negative = true;
        i = 1;
    }
    std::int64_t whole = 0;
    std::int64_t frac = 0;
    int fracDigits = 0;
    bool sawDigit = false;
    bool inFraction = false;
    const int digits = minorDigits(currency);
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '.' && !inFraction) {
            inFraction = true;
            continue;
        }
        if (c < '0' || c > '9')
            return fail("'" + text + "' is not an amount");
        sawDigit = true;
        if (inFraction) {
            if (++fracDigits > digits)
                return fail("'" + text + "' has more decimals than " + std::string(currency) + " allows (" +
                            std::to_string(digits) + ")");
            frac = frac * 10 + (c - '0');
        } else {
            if (whole > std::numeric_limits<std::int64_t>::max() / 1000 / pow10(digits))
                return fail("'" + text + "' is too large");
            whole = whole * 10 + (c - '0');
        }
    }
    if (!sawDigit)
        return fail("'" + text + "' is not an amount");
    frac *= pow10(digits - fracDigits);
    const std::int64_t minor = whole * pow10(digits) + frac;
    return Money(negative ? -minor : minor, std::string(currency));
}

Money Money::fromDouble(double amount, std::string currency) {
    const double scaled = amount * static_cast<double>(pow10(minorDigits(currency)));
    return Money(static_cast<std::int64_t>(std::llround(scaled)),
                 std::move(currency)); // llround: half away from zero
}

double Money::toDouble() const {
    return static_cast<double>(m_minor) / static_cast<double>(pow10(minorDigits(m_currency)));
}

std::string Money::amountText() const {
    const int digits = minorDigits(m_currency);
    const std::int64_t unit = pow10(digits);
    const std::int64_t a = m_minor < 0 ? -m_minor : m_minor;
    std::string out = (m_minor < 0 ? "-" : "") + std::to_string(a / unit);
    if (digits > 0) {
        std::string frac = std::to_string(a % unit);
        out += "." + std::string(static_cast<std::size_t>(digits) - frac.size(), '0') + frac;
    }
    return out;
}

std::string Money::toString() const {
    return amountText() + " " + m_currency;
}

Money Money::times(double factor) const {
    if (factor == std::floor(factor) && std::fabs(factor) < 9e15)
        return Money(m_minor * static_cast<std::int64_t>(factor), m_currency);
    return Money(static_cast<std::int64_t>(std::llround(static_cast<double>(m_minor) * factor)), m_currency);
}

Result<Money> Money::plus(const Money& other) const {
    if (other.m_currency != m_currency)
        return fail(message(MessageId::MoneyAddCurrencies, {text(other.m_currency), text(m_currency)}));
    return Money(m_minor + other.m_minor, m_currency);
}

Result<Money> Money::minus(const Money& other) const {
    if (other.m_currency != m_currency)
        return fail(message(MessageId::MoneySubtractCurrencies, {text(other.m_currency), text(m_currency)}));
    return Money(m_minor - other.m_minor, m_currency);
}

Result<double> ExchangeRates::factor(const std::string& from, const std::string& to) const {
    if (from == to)
        return 1.0;
    auto rate = [&](const std::string& c) -> Result<double> {
        if (c == m_base)
            return 1.0;
        auto it = m_rates.find(c);
        if (it == m_rates.end() || !(it->second > 0))
            return fail(message(MessageId::NoExchangeRate, {text(c)}));
        return it->second;
    };
    auto f = rate(from);
    auto t = rate(to);
    if (!f)
        return f;
    if (!t)
        return t;
    return f.value() / t.value();
}

Result<Money> ExchangeRates::convert(const Money& money, const std::string& to) const {
    auto f = factor(money.currency(), to);
    if (!f)
        return f.failure();
    return Money::fromDouble(money.toDouble() * f.value(), to);
}

} // namespace gpuplan::core
