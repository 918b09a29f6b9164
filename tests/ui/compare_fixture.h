#pragma once
// The Compare tab's tests' shared setup: a Shanghai price store with monthly rents of three cards and a
// purchase price, the bundled catalog, a LoRA scenario, and the wait for the tab's sweep.
#include "cli/bundled_data.h"
#include "compare/compare_page.h"
#include "main_window.h"
#include "patience.h"
#include "test_support.h"

#include "core/prices/memory_price_store.h"

#include <QTabWidget>
#include <QtTest>

namespace gpuplan::comparetest {

inline core::PriceRecord price(const char* gpu, const char* amount,
                               core::PriceKind kind = core::PriceKind::Monthly,
                               core::PriceUnit unit = core::PriceUnit::GpuMonth) {
    core::PriceRecord p;
    p.gpuId = gpu;
    p.providerId = "idc-cn";
    p.regionId = "cn-shanghai";
    p.kind = kind;
    p.unit = unit;
    p.amount = core::Money::parse(amount, "CNY").value();
    p.effectiveDate = "2025-01-01";
    p.source = "test";
    return p;
}

inline core::MemoryPriceStore store() {
    core::MemoryPriceStore s;
    s.addProvider({"idc-cn", "IDC", "test"});
    s.saveRegion(test::region("cn-shanghai", "Shanghai", "上海", "CNY", 0.8, 1.4, "test"));
    s.setPrice(price("a100-80gb-sxm", "5000"), "test");
    s.setPrice(price("h100-sxm", "8500"), "test");
    s.setPrice(price("h200-sxm", "11000"), "test");
    s.setPrice(price("h100-sxm", "2400000", core::PriceKind::Purchase, core::PriceUnit::OneOff), "test");
    return s;
}

inline const core::Catalog& catalog() {
    static const core::Catalog c = cli::loadBundledCatalog().value();
    return c;
}

inline core::Scenario lora70b() {
    core::Scenario s;
    s.name = "LoRA 70B";
    s.modelId = "llama2-70b";
    s.tokens = 1e9;
    s.gpuId = "h100-sxm";
    s.gpus = 8;
    s.regionId = "cn-shanghai";
    return s;
}

// The Compare tab brings itself up to date when it is shown.
inline void showCompareTab(ui::MainWindow& w) {
    w.show();
    w.tabs()->setCurrentWidget(w.comparePage());
    QVERIFY(QTest::qWaitForWindowExposed(&w, test::kPatienceMs));
}

inline void waitForSweep(ui::ComparePage* page) {
    QTRY_VERIFY_WITH_TIMEOUT(!page->sweeping(), test::kPatienceMs);
}

} // namespace gpuplan::comparetest
