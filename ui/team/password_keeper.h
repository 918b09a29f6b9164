#pragma once
// Where "Remember password" keeps a team store's password: the system keyring (Secret Service, KWallet,
// macOS Keychain, Windows Credential Store) through QtKeychain, never the settings file. Behind an
// interface so the dialog's tests run without a keyring.

#include "core/result.h"

#include <QString>

#include <memory>

namespace gpuplan::ui {

class PasswordKeeper {
public:
    virtual ~PasswordKeeper() = default;
    /// The password kept for `key`; empty when none is kept or the keyring cannot be reached.
    virtual QString read(const QString& key) = 0;
    /// Keeps the password; the error says why the keyring refused (no keyring running, say).
    virtual core::Status write(const QString& key, const QString& password) = 0;
    /// Forgets the password kept for `key`, if any.
    virtual void forget(const QString& key) = 0;
};

/// The system keyring through QtKeychain (service "GpuPlan team store").
std::unique_ptr<PasswordKeeper> systemKeyring();

} // namespace gpuplan::ui
