#pragma once
// The program's language for one test: with "zh_CN", the Chinese translation and locale while the object
// lives (as the program sets them for a Chinese user); with anything else, English as it is.

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

namespace uitest {

class Language {
public:
    explicit Language(const QString& language) {
        if (language != QLatin1String("zh_CN"))
            return;
        m_loaded = m_translator.load(QStringLiteral(":/i18n/gpuplan_zh_CN.qm"));
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    }
    ~Language() {
        QLocale::setDefault(m_previous);
        QCoreApplication::removeTranslator(&m_translator);
    }
    Language(const Language&) = delete;
    Language& operator=(const Language&) = delete;
    /// False only when Chinese was asked for and its translation did not load.
    bool ok(const QString& language) const { return language != QLatin1String("zh_CN") || m_loaded; }

private:
    QTranslator m_translator;
    const QLocale m_previous;
    bool m_loaded = false;
};

} // namespace uitest
