// Reading a team store's URL the way libpq does (www.postgresql.org/docs/15/libpq-connect.html, 34.1.1.2
// "Connection URIs"), refusing what GpuPlan will not take from it: a password, several hosts, parameters
// it does not know.
#include "pg/pg_url.h"

#include <QByteArray>
#include <QStringList>

namespace gpuplan::db {

using core::fail;

namespace {

const char* const kPasswordRefused =
    "a password in the URL is refused: give it in the PGPASSWORD environment variable or in ~/.pgpass (a "
    "line "
    "host:port:database:user:password, readable by you only), never on the command line";

core::Result<QString> decoded(const QString& part, const char* what) {
    const QByteArray bytes = QByteArray::fromPercentEncoding(part.toUtf8());
    const QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes)
        return fail(std::string("the ") + what + " in the URL is not valid UTF-8");
    return text;
}

core::Result<int> portNumber(const QString& text) {
    bool ok = false;
    const int port = text.toInt(&ok);
    if (!ok || port < 1 || port > 65535)
        return fail("the port '" + text.toStdString() + "' in the URL is not a number from 1 to 65535");
    return port;
}

// libpq's connection options are quoted as key='value'; QPSQL separates them at ';'.
QString option(const char* key, const QString& value) {
    QString v = value;
    v.replace(QLatin1String("\\"), QLatin1String("\\\\")).replace(QLatin1String("'"), QLatin1String("\\'"));
    return QString::fromLatin1(key) + QStringLiteral("='") + v + QLatin1Char('\'');
}

core::Status applyParameter(PgUrl& url, const QString& key, const QString& value) {
    if (value.contains(QLatin1Char(';')))
        return fail(QStringLiteral("the value of %1 in the URL must not contain ';'").arg(key).toStdString());
    if (key == QLatin1String("password"))
        return fail(kPasswordRefused);
    if (key == QLatin1String("sslmode")) {
        static const QStringList modes = {QStringLiteral("disable"),   QStringLiteral("allow"),
                                          QStringLiteral("prefer"),    QStringLiteral("require"),
                                          QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
        if (!modes.contains(value))
            return fail("sslmode '" + value.toStdString() +
                        "' in the URL is not one of disable, allow, prefer, require, verify-ca, verify-full");
        url.sslmode = value;
    } else if (key == QLatin1String("connect_timeout")) {
        bool ok = false;
        url.connectTimeout = value.toInt(&ok);
        if (!ok || url.connectTimeout < 1)
            return fail("connect_timeout '" + value.toStdString() +
                        "' in the URL is not a number of seconds");
    } else if (key == QLatin1String("host")) {
        url.host = value;
    } else if (key == QLatin1String("port")) {
        auto port = portNumber(value);
        if (!port)
            return fail(port.error());
        url.port = port.value();
    } else if (key == QLatin1String("user")) {
        url.user = value;
    } else if (key == QLatin1String("dbname")) {
        url.dbname = value;
    } else if (key == QLatin1String("sslrootcert")) {
        url.sslrootcert = value;
    } else if (key == QLatin1String("sslcert")) {
        url.sslcert = value;
    } else if (key == QLatin1String("sslkey")) {
        url.sslkey = value;
    } else {
        return fail("the URL parameter '" + key.toStdString() +
                    "' is not one GpuPlan passes on (it takes sslmode, sslrootcert, sslcert, sslkey, "
                    "connect_timeout, host, port, user and dbname)");
    }
    return core::ok();
}

} // namespace

QString PgUrl::connectOptions() const {
    QStringList options{option("connect_timeout", QString::number(connectTimeout)),
                        option("application_name", QStringLiteral("GpuPlan"))};
    if (!sslmode.isEmpty())
        options << option("sslmode", sslmode);
    if (!sslrootcert.isEmpty())
        options << option("sslrootcert", sslrootcert);
    if (!sslcert.isEmpty())
        options << option("sslcert", sslcert);
    if (!sslkey.isEmpty())
        options << option("sslkey", sslkey);
    return options.join(QLatin1Char(';'));
}

bool looksLikePgUrl(const QString& text) {
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

core::Result<PgUrl> parsePgUrl(const QString& text) {
    if (!looksLikePgUrl(text))
        return fail("'" + text.toStdString() + "' is not a PostgreSQL URL (postgresql://USER@HOST:PORT/DB)");
    PgUrl url;
    QString rest = text.mid(text.indexOf(QLatin1String("://")) + 3);
    QString query;
    if (const qsizetype mark = rest.indexOf(QLatin1Char('?')); mark >= 0) {
        query = rest.mid(mark + 1);
        rest = rest.left(mark);
    }
    QString path;
    if (const qsizetype slash = rest.indexOf(QLatin1Char('/')); slash >= 0) {
        path = rest.mid(slash + 1);
        rest = rest.left(slash);
    }
    // The user part ends at the last '@' (a '@' in a user name must be written %40).
    if (const qsizetype at = rest.lastIndexOf(QLatin1Char('@')); at >= 0) {
        const QString userInfo = rest.left(at);
        rest = rest.mid(at + 1);
        if (userInfo.contains(QLatin1Char(':')))
            return fail(kPasswordRefused);
        auto user = decoded(userInfo, "user name");
        if (!user)
            return fail(user.error());
        url.user = user.value();
    }
    if (rest.contains(QLatin1Char(',')))
        return fail("the URL names several hosts; GpuPlan connects to one team store server");
    QString hostPart = rest, portPart;
    if (hostPart.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostPart.indexOf(QLatin1Char(']'));
        if (close < 0)
            return fail("the IPv6 address in the URL lacks its closing ']'");
        portPart = hostPart.mid(close + 1);
        hostPart = hostPart.mid(1, close - 1);
        if (!portPart.isEmpty() && !portPart.startsWith(QLatin1Char(':')))
            return fail("the URL has text after the IPv6 address that is not a port");
        portPart = portPart.mid(1);
    } else if (const qsizetype colon = hostPart.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        portPart = hostPart.mid(colon + 1);
        hostPart = hostPart.left(colon);
    }
    auto host = decoded(hostPart, "host");
    if (!host)
        return fail(host.error());
    url.host = host.value();
    if (!portPart.isEmpty()) {
        auto port = portNumber(portPart);
        if (!port)
            return fail(port.error());
        url.port = port.value();
    }
    auto dbname = decoded(path, "database name");
    if (!dbname)
        return fail(dbname.error());
    url.dbname = dbname.value();
    if (!query.isEmpty()) {
        for (const QString& pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            if (eq < 0)
                return fail("the URL parameter '" + pair.toStdString() + "' has no value (write name=value)");
            auto key = decoded(pair.left(eq), "parameter name");
            auto value = decoded(pair.mid(eq + 1), "parameter value");
            if (!key || !value)
                return fail(!key ? key.error() : value.error());
            if (auto applied = applyParameter(url, key.value(), value.value()); !applied)
                return fail(applied.error());
        }
    }
    url.text = text;
    return url;
}

} // namespace gpuplan::db
