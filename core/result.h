#pragma once
// Expected failures are values: a Result holds either a value or a user-readable message.
// (std::expected is C++23; Debian 12's g++ 12 does not ship it.) A failure made from a Message keeps
// it too, so the workbench can say it in the user's language; error() is always the English.

#include "core/message.h"

#include <memory>
#include <string>
#include <utility>
#include <variant>

namespace gpuplan::core {

struct PriceConflict;                           // core/prices/price_store.h
template <class Row> struct CatalogRowConflict; // core/catalog/catalog_store.h
struct GpuSpec;                                 // core/catalog/gpu_spec.h
struct ModelSpec;                               // core/catalog/model_spec.h
using GpuConflict = CatalogRowConflict<GpuSpec>;
using ModelConflict = CatalogRowConflict<ModelSpec>;
struct RegionConflict; // core/prices/price_store.h
struct RateConflict;   // core/prices/price_store.h

struct Error {
    std::string message;
    Message detail; // empty for failures made from plain text
    /// Set when a price edit was refused because someone else changed the price since it was read:
    /// what it is now and who changed it, so the caller can show it (core/prices/price_store.h).
    std::shared_ptr<const PriceConflict> conflict = {};
    /// The same for a catalog GPU saved or deleted after someone else changed it (catalog_store.h).
    std::shared_ptr<const GpuConflict> gpuConflict = {};
    /// The same for a catalog model (catalog_store.h).
    std::shared_ptr<const ModelConflict> modelConflict = {};
    /// The same for a region and an exchange rate saved after someone else changed it (price_store.h).
    std::shared_ptr<const RegionConflict> regionConflict = {};
    std::shared_ptr<const RateConflict> rateConflict = {};
};

template <typename T> class Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_data); }
    T& value() & { return std::get<T>(m_data); }
    // By value: `for (auto& x : f().value())` must not refer into a destroyed temporary.
    T value() && { return std::get<T>(std::move(m_data)); }
    const T* operator->() const { return &std::get<T>(m_data); }
    const T& operator*() const { return value(); }
    const std::string& error() const { return std::get<Error>(m_data).message; }
    /// The failure as a message; one made from plain text is MessageId::Plain with that text.
    Message errorMessage() const {
        const Error& e = std::get<Error>(m_data);
        return e.detail.empty() ? message(MessageId::Plain, {text(e.message)}) : e.detail;
    }
    /// The other person's change a stale price edit met; null for any other failure (or success).
    const PriceConflict* conflict() const {
        const Error* e = std::get_if<Error>(&m_data);
        return e ? e->conflict.get() : nullptr;
    }
    /// The other person's change a stale GPU save or delete met; null for any other failure (or success).
    const GpuConflict* gpuConflict() const {
        const Error* e = std::get_if<Error>(&m_data);
        return e ? e->gpuConflict.get() : nullptr;
    }
    /// The same for a stale model save or delete.
    const ModelConflict* modelConflict() const {
        const Error* e = std::get_if<Error>(&m_data);
        return e ? e->modelConflict.get() : nullptr;
    }
    /// The other person's change a stale region save met; null for any other failure (or success).
    const RegionConflict* regionConflict() const {
        const Error* e = std::get_if<Error>(&m_data);
        return e ? e->regionConflict.get() : nullptr;
    }
    /// The other person's change a stale exchange-rate save met; null for any other failure (or success).
    const RateConflict* rateConflict() const {
        const Error* e = std::get_if<Error>(&m_data);
        return e ? e->rateConflict.get() : nullptr;
    }
    /// The whole failure, to pass on unchanged from another Result type.
    const Error& failure() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

inline Error fail(std::string message) {
    return Error{std::move(message), {}};
}

inline Error fail(Message detail) {
    std::string english = englishText(detail);
    return Error{std::move(english), std::move(detail)};
}

/// Success or a message, for operations that return nothing.
using Status = Result<bool>;
inline Status ok() {
    return true;
}

} // namespace gpuplan::core
