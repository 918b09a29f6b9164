// A price's history entry is JSON written by hand (database/price_rows.cpp, for the speed of large imports):
// it must be exactly what QJsonDocument writes for the same object, and read back as the same price, for
// awkward text (quotes, backslashes, control characters, Chinese) and with and without its optional parts.
#include "price_rows.h"

#include <QJsonDocument>
#include <QtTest>

using namespace gpuplan;

class TestPriceRows : public QObject {
    Q_OBJECT
private slots:
    void historyJsonIsQtsCompactForm() {
        core::PriceRecord p;
        p.id = 42;
        p.gpuId = "h100-sxm";
        p.providerId = "idc-cn";
        p.regionId = "cn-shanghai";
        p.kind = core::PriceKind::Monthly;
        p.unit = core::PriceUnit::GpuMonth;
        p.gpusPerMachine = 8;
        p.amount = core::Money::parse("8500", "CNY").value();
        p.effectiveDate = "2026-11-01";
        p.source = "quote \"A\" \\ from 上海 sales\ttab\nline\x01end";
        p.note = "";
        p.sourceUrl = "https://example.com/q?a=1&b=2";
        p.verification = "checked\r\n\b\f";
        for (const bool full : {false, true}) {
            p.indicative = full;
            p.version = full ? 7 : 0;
            p.low = full ? std::optional(core::Money::parse("8000", "CNY").value()) : std::nullopt;
            p.high = full ? std::optional(core::Money::parse("9000", "CNY").value()) : std::nullopt;
            const QString text = db::jsonText(p);
            const QByteArray canonical =
                QJsonDocument::fromJson(text.toUtf8()).toJson(QJsonDocument::Compact);
            QCOMPARE(text.toUtf8(), canonical);
            const std::optional<core::PriceRecord> back = db::fromJson(text, p.id);
            QVERIFY(back);
            QVERIFY(back->sameValues(p));
            QCOMPARE(back->version, p.version);
            QCOMPARE(back->source, p.source);
        }
        QVERIFY(db::jsonText(std::nullopt).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestPriceRows)
#include "test_price_rows.moc"
