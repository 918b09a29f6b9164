#include "prices/region_chooser.h"
#include "qt_text.h"

#include "display_format.h"
#include "word_filter.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStandardItemModel>

#include <algorithm>
#include <map>

namespace gpuplan::ui {
namespace {

// The context lupdate gives a file-local tr() in this namespace.

// The places the bundled data names, by the continent they are on. A region a user adds lies under
// one of these (its parent) or is listed under "Other places".
enum class Area { MainlandChina, AsiaPacific, Americas, Europe, Worldwide, Other };

Area areaOfPlace(const std::string& id) {
    if (id == "cn")
        return Area::MainlandChina;
    if (id == "hk" || id == "sg" || id == "jp-tokyo")
        return Area::AsiaPacific;
    if (id == "us-east" || id == "us-west")
        return Area::Americas;
    if (id == "eu-west")
        return Area::Europe;
    if (id == "global")
        return Area::Worldwide;
    return Area::Other;
}

QString areaName(Area a) {
    switch (a) {
    case Area::MainlandChina:
        return tr("Mainland China");
    case Area::AsiaPacific:
        return tr("Asia-Pacific");
    case Area::Americas:
        return tr("Americas");
    case Area::Europe:
        return tr("Europe");
    case Area::Worldwide:
        return tr("Worldwide");
    case Area::Other:
        break;
    }
    return tr("Other places");
}

// The area of a named place: its own, else the nearest of its parents' that has one.
Area areaOf(const core::Region& region, const std::vector<core::Region>& regions) {
    const core::Region* r = &region;
    for (int depth = 0; r && depth < 8; ++depth) { // parents never loop, but a bad store must not hang us
        const Area a = areaOfPlace(r->id);
        if (a == Area::Worldwide && depth > 0)
            return Area::Other; // a place of its own, directly in the world: not "worldwide" prices
        if (a != Area::Other)
            return a;
        const auto parent = std::find_if(regions.begin(), regions.end(),
                                         [&](const core::Region& p) { return p.id == r->parent; });
        r = parent == regions.end() ? nullptr : &*parent;
    }
    return Area::Other;
}

// "aws:us-east-1" -> "aws"; "" for a named place.
std::string cloudOf(const core::Region& region) {
    const auto colon = region.id.find(':');
    return colon == std::string::npos ? std::string() : region.id.substr(0, colon);
}

constexpr int kHeaderRole = Qt::UserRole + 1;

} // namespace

QString regionGroup(const core::Region& region, const std::vector<core::Region>& regions) {
    const std::string cloud = cloudOf(region);
    if (!cloud.empty())
        return tr("%1 cloud regions").arg(u(cloud));
    return areaName(areaOf(region, regions));
}

void fillRegionChooser(QComboBox* box, const std::vector<core::Region>& regions, const QString& all) {
    const QString chosen = box->currentData().toString();
    // Named places first, in a buyer's order; then the clouds, alphabetically.
    std::map<std::pair<int, QString>, std::vector<const core::Region*>> groups;
    for (const core::Region& r : regions) {
        const std::string cloud = cloudOf(r);
        const int order = cloud.empty() ? static_cast<int>(areaOf(r, regions)) : 100;
        groups[{order, regionGroup(r, regions)}].push_back(&r);
    }
    auto* model = new QStandardItemModel(box);
    if (!all.isEmpty()) {
        auto* item = new QStandardItem(all);
        item->setData(QString(), Qt::UserRole);
        item->setData(all, SearchTextRole);
        model->appendRow(item);
    }
    for (auto& [key, members] : groups) {
        auto* header = new QStandardItem(key.second);
        header->setFlags(Qt::NoItemFlags); // a heading, not a choice
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setData(true, kHeaderRole);
        model->appendRow(header);
        std::sort(members.begin(), members.end(), [](const core::Region* a, const core::Region* b) {
            return regionName(*a).localeAwareCompare(regionName(*b)) < 0;
        });
        for (const core::Region* r : members) {
            auto* item = new QStandardItem(regionName(*r));
            item->setData(u(r->id), Qt::UserRole);
            // Found by its id, both names and its group, whatever the window's language.
            item->setData(u(r->id + ' ' + r->nameEn + ' ' + r->nameZh) + QLatin1Char(' ') + key.second,
                          SearchTextRole);
            item->setToolTip(key.second);
            model->appendRow(item);
        }
    }
    const QSignalBlocker quiet(box);
    box->setModel(model); // deletes the previous model, which the box owned
    box->setMaxVisibleItems(24);
    int index = box->findData(chosen);
    if (index < 0) // the first choice, never a heading
        for (index = 0; index < model->rowCount() && model->item(index)->data(kHeaderRole).toBool();
             ++index) {
        }
    box->setCurrentIndex(index < model->rowCount() ? index : -1);

    if (box->property("regionChooser").toBool()) {
        box->completer()->setModel(model);
        return;
    }
    // Typing filters: every region whose names, id or group contain the text, in a popup.
    box->setProperty("regionChooser", true);
    box->setEditable(true);
    box->setInsertPolicy(QComboBox::NoInsert);
    auto* completer = new QCompleter(model, box);
    completer->setCompletionRole(SearchTextRole);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setMaxVisibleItems(16);
    box->setCompleter(completer);
    QObject::connect(
        completer, qOverload<const QModelIndex&>(&QCompleter::activated), box,
        [box](const QModelIndex& picked) {
            const int i = box->findData(picked.data(Qt::UserRole));
            if (i >= 0) {
                box->setCurrentIndex(i);
                box->setEditText(box->itemText(i));
                emit box->activated(i);
            }
        },
        Qt::QueuedConnection); // after the completer has put its own text in the line
    // Text that names no region is put back to the chosen one's name.
    QObject::connect(box->lineEdit(), &QLineEdit::editingFinished, box, [box] {
        if (box->currentIndex() >= 0 && box->currentText() != box->itemText(box->currentIndex()))
            box->setEditText(box->itemText(box->currentIndex()));
    });
}

} // namespace gpuplan::ui
