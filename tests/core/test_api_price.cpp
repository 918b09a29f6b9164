// API prices per million tokens (core/prices/api_price.h, api_price_csv.h): checks, choosing the ones that
// serve a model, the CSV layout read and written, and the source a hand edit leaves.
#include "core/prices/api_price.h"
#include "core/prices/api_price_csv.h"

#include <QtTest>

using namespace gpuplan::core;

namespace {

const char* const kHeader =
    "provider,model,model_id,currency,input_per_mtok,cached_input_per_mtok,output_per_mtok,"
    "effective_date,source,url,verification,note\n";

ApiPriceRecord price(const char* model, const char* modelId, const char* date) {
    ApiPriceRecord p;
    p.provider = "DeepSeek";
    p.model = model;
    p.modelId = modelId;
    p.currency = "USD";
    p.inputPerMillion = 0.55;
    p.cachedInputPerMillion = 0.14;
    p.outputPerMillion = 2.19;
    p.effectiveDate = date;
    p.source = "price page";
    return p;
}

} // namespace

class TestApiPrice : public QObject {
    Q_OBJECT

private slots:
    void checksEachFigure_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("no provider") << "provider"
                                     << "needs a provider and a model";
        QTest::newRow("currency") << "currency"
                                  << "unknown currency 'XXX'";
        QTest::newRow("zero output") << "output"
                                     << "must be positive";
        QTest::newRow("cached above input") << "cached"
                                            << "the cached-input price 0.6 is above the input price 0.55";
        QTest::newRow("date") << "date"
                              << "the date '2025-13-01' is not YYYY-MM-DD";
        QTest::newRow("source") << "source"
                                << "needs a source";
    }
    void checksEachFigure() {
        QFETCH(QString, what);
        QFETCH(QString, message);
        ApiPriceRecord p = price("deepseek-reasoner", "deepseek-r1", "2025-01-20");
        QVERIFY(validateApiPrice(p));
        if (what == QLatin1String("provider"))
            p.provider.clear();
        else if (what == QLatin1String("currency"))
            p.currency = "XXX";
        else if (what == QLatin1String("output"))
            p.outputPerMillion = 0;
        else if (what == QLatin1String("cached"))
            p.cachedInputPerMillion = 0.6;
        else if (what == QLatin1String("date"))
            p.effectiveDate = "2025-13-01";
        else
            p.source.clear();
        const Status s = validateApiPrice(p);
        QVERIFY(!s);
        QVERIFY2(QString::fromStdString(s.error()).contains(message), s.error().c_str());
        // An undated snapshot and a price without a cached figure are valid.
        ApiPriceRecord undated = price("x", "", "");
        undated.cachedInputPerMillion.reset();
        QVERIFY(validateApiPrice(undated));
        QCOMPARE(undated.cachedOrInput(), 0.55);
    }

    void choosesByModel() {
        const std::vector<ApiPriceRecord> all = {
            price("old", "deepseek-r1", ""), price("v3", "deepseek-v3", "2025-01-01"),
            price("new", "deepseek-r1", "2025-09-05"), price("mid", "deepseek-r1", "2025-03-01")};
        const auto r1 = apiPricesServing(all, "deepseek-r1");
        QCOMPARE(r1.size(), std::size_t(3));
        QCOMPARE(r1[0].model, std::string("new")); // newest first, the undated snapshot last
        QCOMPARE(r1[1].model, std::string("mid"));
        QCOMPARE(r1[2].model, std::string("old"));
        QVERIFY(apiPricesServing(all, "").empty());
        QCOMPARE(apiPricesMatching(all, "V3").size(), std::size_t(1));          // by label, any case
        QCOMPARE(apiPricesMatching(all, "deepseek-r1").size(), std::size_t(3)); // by catalog model
        QCOMPARE(apiPricesMatching(all, "gpt").size(), std::size_t(0));
        QCOMPARE(apiPriceFigures(all[0]), std::string("0.55 / 0.14 / 2.19 USD"));
    }

    void readsAndWritesItsCsv() {
        ApiPriceRecord noCache = price("qwen-max", "", "2025-04-22");
        noCache.provider = "Alibaba Cloud Model Studio";
        noCache.cachedInputPerMillion.reset();
        noCache.note = "a note, with a comma";
        const std::vector<ApiPriceRecord> written = {price("deepseek-reasoner", "deepseek-r1", ""), noCache};
        const ParsedApiPrices read = parseApiPriceCsv(apiPriceCsv(written));
        QVERIFY(read.errors.empty());
        QCOMPARE(read.records.size(), std::size_t(2));
        QVERIFY(read.records[0] == written[0]);
        QVERIFY(read.records[1] == written[1]);
    }

    // Every refused row names its line; a missing column refuses the file.
    void refusesBadRows() {
        std::string text = kHeader;
        text += "A,m1,,USD,1,0.1,2,2026-01-01,s,,,\n"
                "A,m2,,USD,abc,,2,2026-01-01,s,,,\n"
                "A,m1,,USD,1,0.1,2,2026-01-01,s,,,\n"
                "A,m3,,USD,1,2,2,2026-01-01,s,,,\n"
                "A,m4,,USD,1,,2,,,,,\n";
        const ParsedApiPrices read = parseApiPriceCsv(text);
        QCOMPARE(read.records.size(), std::size_t(1));
        QCOMPARE(read.errors.size(), std::size_t(4));
        QCOMPARE(read.errors[0].line, 3);
        QCOMPARE(read.errors[0].column, std::string("input_per_mtok"));
        QCOMPARE(read.errors[1].line, 4);
        QVERIFY2(read.errors[1].reason.find("the same provider, model, currency and date as line 2") !=
                     std::string::npos,
                 read.errors[1].reason.c_str());
        QCOMPARE(read.errors[2].line, 5);
        QCOMPARE(read.errors[3].line, 6);
        QVERIFY(read.errors[3].reason.find("needs a source") != std::string::npos);
        const ParsedApiPrices noColumn = parseApiPriceCsv("provider,model,currency\nA,m,USD\n");
        QVERIFY(noColumn.records.empty());
        QCOMPARE(noColumn.errors.front().reason, std::string("the column 'input_per_mtok' is missing"));
    }

    // A figure changed by hand without a new source: the source says so and names the old figures.
    void aHandEditKeepsItsProvenance() {
        ApiPriceRecord before = price("deepseek-reasoner", "deepseek-r1", "2025-01-20");
        before.url = "https://api-docs.deepseek.com/quick_start/pricing";
        before.verification = "read on the page";
        ApiPriceRecord after = before;
        after.outputPerMillion = 2.0;
        const ApiPriceRecord edited = withEditProvenance(before, after, "2026-12-05", "li");
        QCOMPARE(edited.source,
                 std::string("edited 2026-12-05 by li; before: 0.55 / 0.14 / 2.19 USD per million "
                             "tokens from price page"));
        QVERIFY(edited.url.empty());
        QCOMPARE(edited.verification, std::string("entered by hand"));
        ApiPriceRecord noted = before;
        noted.note = "only the note";
        QVERIFY(withEditProvenance(before, noted, "2026-12-05", "li") == noted);
    }
};

QTEST_GUILESS_MAIN(TestApiPrice)
#include "test_api_price.moc"
