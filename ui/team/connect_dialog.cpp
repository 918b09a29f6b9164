#include "team/connect_dialog.h"

#include "app_icon.h"
#include "team/password_keeper.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>

namespace gpuplan::ui {

ConnectDialog::ConnectDialog(PasswordKeeper& passwords, QWidget* parent)
    : QDialog(parent), m_passwords(passwords) {
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(tr("Connect to team store"));
    setWindowIcon(applicationIcon());
    auto* form = new QFormLayout(this);
    auto* intro =
        new QLabel(tr("A team store is a GpuPlan store on a PostgreSQL server, set up with "
                      "\"gpuplan --db URL team init\". Your role there decides what you may change."),
                   this);
    intro->setWordWrap(true);
    form->addRow(intro);
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("host"));
    m_host->setPlaceholderText(tr("db.example.com"));
    form->addRow(tr("&Server:"), m_host);
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    form->addRow(tr("&Port:"), m_port);
    m_database = new QLineEdit(this);
    m_database->setObjectName(QStringLiteral("database"));
    form->addRow(tr("&Database:"), m_database);
    m_sslMode = new QComboBox(this);
    m_sslMode->setObjectName(QStringLiteral("sslMode"));
    // libpq's sslmode values; verify-full is the one that checks the server is the one named.
    m_sslMode->addItem(tr("verify-full: encrypted, the server's certificate and name checked"),
                       QStringLiteral("verify-full"));
    m_sslMode->addItem(tr("verify-ca: encrypted, the server's certificate checked"),
                       QStringLiteral("verify-ca"));
    m_sslMode->addItem(tr("require: encrypted, the server not checked"), QStringLiteral("require"));
    m_sslMode->addItem(tr("prefer: encrypted when the server offers it"), QStringLiteral("prefer"));
    m_sslMode->addItem(tr("disable: not encrypted (this machine or a trusted network only)"),
                       QStringLiteral("disable"));
    m_sslMode->setCurrentIndex(m_sslMode->findData(QStringLiteral("prefer")));
    form->addRow(tr("&Encryption:"), m_sslMode);
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("user"));
    form->addRow(tr("&User:"), m_user);
    m_password = new QLineEdit(this);
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("empty: from PGPASSWORD or ~/.pgpass"));
    form->addRow(tr("Pass&word:"), m_password);
    m_remember = new QCheckBox(tr("&Remember password in the system keyring"), this);
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_remember->setToolTip(tr("Kept by the desktop's keyring, never in GpuPlan's settings file"));
    form->addRow(QString(), m_remember);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        remember();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* edit : {m_host, m_database, m_user})
        connect(edit, &QLineEdit::textChanged, this, &ConnectDialog::updateOk);
    for (QLineEdit* edit : {m_host, m_database, m_user})
        connect(edit, &QLineEdit::editingFinished, this, &ConnectDialog::fillRememberedPassword);
    setUrl(QSettings().value(lastUrlKey()).toString());
    updateOk();
}

QString ConnectDialog::lastUrlKey() {
    return QStringLiteral("teamStore/lastUrl");
}

void ConnectDialog::setUrl(const QString& text) {
    const QUrl url(text);
    if (!url.isValid() || url.host().isEmpty())
        return;
    m_host->setText(url.host());
    m_port->setValue(url.port(5432));
    m_database->setText(url.path().mid(1));
    m_user->setText(url.userName());
    // No sslmode in the URL means libpq's default, prefer.
    const int mode = m_sslMode->findData(QUrlQuery(url).queryItemValue(QStringLiteral("sslmode")));
    m_sslMode->setCurrentIndex(mode >= 0 ? mode : m_sslMode->findData(QStringLiteral("prefer")));
    fillRememberedPassword();
}

TeamLogin ConnectDialog::login() const {
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(m_user->text().trimmed());
    url.setHost(m_host->text().trimmed());
    url.setPort(m_port->value());
    url.setPath(QLatin1Char('/') + m_database->text().trimmed());
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("sslmode"), m_sslMode->currentData().toString());
    url.setQuery(query);
    return {url.toString(QUrl::FullyEncoded), m_password->text()};
}

QString ConnectDialog::keyringKey(const TeamLogin& login) {
    const QUrl url(login.url);
    return QStringLiteral("%1@%2:%3/%4")
        .arg(url.userName(), url.host())
        .arg(url.port(5432))
        .arg(url.path().mid(1));
}

void ConnectDialog::fillRememberedPassword() {
    if (m_host->text().isEmpty() || m_user->text().isEmpty() || m_database->text().isEmpty() ||
        !m_password->text().isEmpty())
        return;
    const QString kept = m_passwords.read(keyringKey(login()));
    if (kept.isEmpty())
        return;
    m_password->setText(kept);
    m_remember->setChecked(true);
}

void ConnectDialog::remember() {
    const TeamLogin typed = login();
    QSettings().setValue(lastUrlKey(), typed.url); // the address and user only: the URL holds no password
    m_keyringProblem.clear();
    if (m_remember->isChecked() && !typed.password.isEmpty()) {
        if (auto kept = m_passwords.write(keyringKey(typed), typed.password); !kept)
            m_keyringProblem = QString::fromStdString(kept.error());
    } else {
        m_passwords.forget(keyringKey(typed));
    }
}

void ConnectDialog::updateOk() {
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_host->text().trimmed().isEmpty() && !m_database->text().trimmed().isEmpty() &&
                     !m_user->text().trimmed().isEmpty());
}

} // namespace gpuplan::ui
