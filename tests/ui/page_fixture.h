#pragma once
// A page built without the window (issue 33): the bundled catalog, the given store, and the context the
// window would give it. The page is driven as the user would drive it on its tab.

#include "catalog/gpu_catalog_page.h"
#include "cli/bundled_data.h"
#include "page_context.h"
#include "prices/prices_page.h"

#include <QAbstractItemModel>
#include <QTableView>

namespace gpuplan::test {

/// The view's column under `header`, or -1.
inline int column(const QTableView* view, const QString& header) {
    for (int c = 0; c < view->model()->columnCount(); ++c)
        if (view->model()->headerData(c, Qt::Horizontal).toString() == header)
            return c;
    return -1;
}

struct OnPricesPage {
    /// The prices read from `store`, as the window reads them when it opens.
    explicit OnPricesPage(core::PriceStore& store)
        : context(cli::loadBundledCatalog().value(), store), page(context) {
        page.reloadPrices();
    }
    ui::PageContext context;
    ui::PricesPage page;
};

struct OnGpuCatalogPage {
    /// `catalogStore` takes the edits; none leaves the table read-only.
    explicit OnGpuCatalogPage(core::PriceStore& store, core::CatalogStore* catalogStore = nullptr)
        : context(cli::loadBundledCatalog().value(), store, catalogStore), page(context) {}
    ui::PageContext context;
    ui::GpuCatalogPage page;
};

} // namespace gpuplan::test
