#pragma once
// Money as an exact type: integer minor units of a currency, with explicit rounding (half away
// from zero) whenever a double enters. Sums and displayed totals are exact; estimates may compute
// in double and convert once at the end (kmymoney's MyMoneyMoney habit).

#include "core/result.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace gpuplan::core {

/// Digits after the decimal point of a currency's minor unit (ISO 4217): 2 for most, 0 for JPY/KRW.
int minorDigits(std::string_view currency);
bool isKnownCurrency(std::string_view currency);

class Money {
public:
    Money() = default;
    static Money fromMinor(std::int64_t minor, std::string currency) {
        return Money(minor, std::move(currency));
    }
    /// "1234.56" in the currency's unit; refuses more decimals than the currency has.
    static Result<Money> parse(std::string_view amount, std::string_view currency);
    /// Rounds half away from zero to the minor unit.
    static Money fromDouble(double amount, std::string currency);

    std::int64_t minor() const { return m_minor; }
    const std::string& currency() const { return m_currency; }
    double toDouble() const;
    std::string toString() const;   // "1234.56 CNY"
    std::string amountText() const; // "1234.56"

    /// Exact when the factor is a whole number; otherwise rounded once, half away from zero.
    Money times(double factor) const;
    Result<Money> plus(const Money& other) const; // same currency only
    Result<Money> minus(const Money& other) const;
    bool operator==(const Money& o) const { return m_minor == o.m_minor && m_currency == o.m_currency; }

private:
    Money(std::int64_t minor, std::string currency) : m_minor(minor), m_currency(std::move(currency)) {}
    std::int64_t m_minor = 0;
    std::string m_currency;
};

/// Editable exchange rates: units of `base` per one unit of each currency.
class ExchangeRates {
public:
    explicit ExchangeRates(std::string base = "USD") : m_base(std::move(base)) {}
    void set(const std::string& currency, double unitsOfBase) { m_rates[currency] = unitsOfBase; }
    const std::string& base() const { return m_base; }
    /// Converts, rounding once; fails naming the missing rate.
    Result<Money> convert(const Money& money, const std::string& to) const;
    Result<double> factor(const std::string& from, const std::string& to) const;

private:
    std::string m_base;
    std::map<std::string, double, std::less<>> m_rates;
};

} // namespace gpuplan::core
