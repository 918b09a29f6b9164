#pragma once
// File > Connect to team store...: the server's address (host, port, database, TLS mode), the user and the
// password, with "Remember password" kept in the system keyring. The last address and user (never the
// password) are remembered in the settings for the next time.

#include "team/store_opener.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace gpuplan::ui {

class PasswordKeeper;

class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    ConnectDialog(PasswordKeeper& passwords, QWidget* parent = nullptr);

    /// The URL (postgresql://USER@HOST:PORT/DB?sslmode=MODE, no password) and the password typed.
    TeamLogin login() const;
    /// Fills the fields from a URL (a team store's address without a password).
    void setUrl(const QString& url);
    /// The keyring's key for a login: user@host:port/db.
    static QString keyringKey(const TeamLogin& login);

    /// Remembers the address and user in the settings and keeps (or forgets) the password in the keyring;
    /// the keyring's refusal, if any, in keyringProblem(). Called on accept.
    void remember();
    QString keyringProblem() const { return m_keyringProblem; }

    QLineEdit* hostEdit() const { return m_host; }
    QSpinBox* portEdit() const { return m_port; }
    QLineEdit* databaseEdit() const { return m_database; }
    QComboBox* sslModeChoice() const { return m_sslMode; }
    QLineEdit* userEdit() const { return m_user; }
    QLineEdit* passwordEdit() const { return m_password; }
    QCheckBox* rememberPassword() const { return m_remember; }

    /// The settings key of the last address and user.
    static QString lastUrlKey();

private:
    void fillRememberedPassword();
    void updateOk();

    PasswordKeeper& m_passwords;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_database = nullptr;
    QComboBox* m_sslMode = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_remember = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_keyringProblem;
};

} // namespace gpuplan::ui
