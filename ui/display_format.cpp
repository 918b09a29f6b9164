#include "display_format.h"
#include "qt_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpuplan::ui {
namespace {

// Up to three significant digits, no trailing zeros: 2.5, 70, 405.
QString compact(double v) {
    const int decimals = v >= 100 ? 0 : v >= 10 ? 1 : 2;
    QString s = QString::number(v, 'f', decimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

} // namespace

QString countText(double n) {
    const struct {
        double scale;
        char suffix;
    } steps[] = {{1e12, 'T'}, {1e9, 'B'}, {1e6, 'M'}, {1e3, 'k'}};
    for (const auto& s : steps)
        if (std::abs(n) >= s.scale)
            return compact(n / s.scale) + QLatin1Char(s.suffix);
    return compact(n);
}

QString moneyText(double amount, const QString& currency) {
    return QLocale().toString(amount, 'f', std::abs(amount) >= 1000 ? 0 : 2) + QLatin1Char(' ') + currency;
}

QString durationText(double seconds) {
    const QLocale l;
    if (seconds < 1)
        return tr("%1 ms").arg(l.toString(seconds * 1000, 'f', 0));
    if (seconds < 120)
        return tr("%1 s").arg(l.toString(seconds, 'f', seconds < 10 ? 1 : 0));
    if (seconds < 2 * 3600)
        return tr("%1 min").arg(l.toString(seconds / 60, 'f', 0));
    if (seconds < 72 * 3600)
        return tr("%1 h").arg(l.toString(seconds / 3600, 'f', 1));
    return tr("%1 days").arg(l.toString(seconds / 86400, 'f', 1));
}

QString gigabytesText(double bytes) {
    return tr("%1 GB").arg(QLocale().toString(bytes / 1e9, 'f', 1));
}

QString regionName(const core::Region& region) {
    return localName(region.nameEn, region.nameZh);
}

QString localName(const std::string& english, const std::string& chinese) {
    const bool inChinese = QLocale().language() == QLocale::Chinese;
    return QString::fromStdString(inChinese && !chinese.empty() ? chinese : english);
}

QString numberText(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString exactNumberText(const std::optional<double>& v) {
    return v ? QLocale().toString(*v, 'g', QLocale::FloatingPointShortest) : QString();
}

QString trafficLoadText(const core::ServingTraffic& t) {
    if (!(t.users > 0))
        return tr("%1 requests/s").arg(QLocale().toString(t.requestsPerSecond, 'g', 4));
    const QString users = tr("%1 users").arg(numberText(t.users));
    return t.thinkSeconds > 0 ? tr("%1, %2 think time").arg(users, durationText(t.thinkSeconds)) : users;
}

} // namespace gpuplan::ui
