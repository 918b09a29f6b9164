#include "prices/api_price_table_model.h"
#include "qt_text.h"

#include "word_filter.h"

#include <QDate>
#include <QLocale>

namespace gpuplan::ui {
namespace {

// A price per million tokens as a person reads it: up to four significant digits in the user's locale.
QString figure(double v) {
    return QLocale().toString(v, 'g', 4);
}

} // namespace

ApiPriceTableModel::ApiPriceTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void ApiPriceTableModel::setPrices(std::vector<core::ApiPriceRecord> prices) {
    beginResetModel();
    m_prices = std::move(prices);
    endResetModel();
}

int ApiPriceTableModel::rowOf(std::int64_t id) const {
    for (std::size_t i = 0; i < m_prices.size(); ++i)
        if (m_prices[i].id == id)
            return static_cast<int>(i);
    return -1;
}

void ApiPriceTableModel::replace(const core::ApiPriceRecord& price, std::int64_t replacing) {
    int row = rowOf(replacing ? replacing : price.id);
    if (row < 0 && replacing)
        row = rowOf(price.id);
    if (row >= 0) {
        m_prices[static_cast<std::size_t>(row)] = price;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    const int at = rowCount();
    beginInsertRows({}, at, at);
    m_prices.push_back(price);
    endInsertRows();
}

void ApiPriceTableModel::remove(std::int64_t id) {
    const int row = rowOf(id);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_prices.erase(m_prices.begin() + row);
    endRemoveRows();
}

int ApiPriceTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_prices.size());
}

int ApiPriceTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString ApiPriceTableModel::text(const core::ApiPriceRecord& p, int column) const {
    switch (column) {
    case Provider:
        return u(p.provider);
    case Model:
        return u(p.model);
    case Serves:
        return u(p.modelId);
    case Currency:
        return u(p.currency);
    case Input:
        return figure(p.inputPerMillion);
    case Cached:
        return p.cachedInputPerMillion ? figure(*p.cachedInputPerMillion) : QString();
    case Output:
        return figure(p.outputPerMillion);
    case Date:
        return p.effectiveDate.empty() ? tr("undated") : u(p.effectiveDate);
    case Source:
        return u(p.source);
    }
    return {};
}

QVariant ApiPriceTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::ApiPriceRecord& p = price(index.row());
    const int c = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(p, c);
    case Qt::EditRole:
        return c == Date                                 ? u(p.effectiveDate)
               : c == Cached && !p.cachedInputPerMillion ? QString()
                                                         : text(p, c);
    case SortRole:
        if (c == Input)
            return p.inputPerMillion;
        if (c == Cached)
            return p.cachedInputPerMillion.value_or(-1);
        if (c == Output)
            return p.outputPerMillion;
        return text(p, c);
    case SearchTextRole:
        return u(p.modelId + " " + p.verification + " " + p.note);
    case Qt::TextAlignmentRole:
        return c == Input || c == Cached || c == Output ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                        : QVariant();
    case Qt::ToolTipRole: {
        QStringList lines{tr("Source: %1").arg(u(p.source))};
        if (!p.url.empty())
            lines << tr("URL: %1").arg(u(p.url));
        if (!p.verification.empty())
            lines << tr("Checked: %1").arg(u(p.verification));
        if (!p.note.empty())
            lines << tr("Note: %1").arg(u(p.note));
        if (c == Cached && !p.cachedInputPerMillion)
            lines.prepend(tr("No cached-input price is published: a cached token costs the input price"));
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant ApiPriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Provider:
        return tr("Provider");
    case Model:
        return tr("Model (as the API names it)");
    case Serves:
        return tr("Catalog model");
    case Currency:
        return tr("Currency");
    case Input:
        return tr("Input / 1M");
    case Cached:
        return tr("Cached input / 1M");
    case Output:
        return tr("Output / 1M");
    case Date:
        return tr("Date");
    case Source:
        return tr("Source");
    }
    return {};
}

Qt::ItemFlags ApiPriceTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    return m_editable ? QAbstractTableModel::flags(index) | Qt::ItemIsEditable
                      : QAbstractTableModel::flags(index);
}

core::Result<core::ApiPriceRecord> ApiPriceTableModel::edited(const core::ApiPriceRecord& price, int column,
                                                              const QString& text) const {
    core::ApiPriceRecord p = price;
    const QString typed = text.trimmed();
    const QString name = headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    auto number = [&](double& target) -> core::Status {
        bool ok = false;
        double v = QLocale().toDouble(typed, &ok);
        if (!ok)
            v = typed.toDouble(&ok); // "0.55" in a locale that writes "0,55"
        if (!ok || v < 0)
            return core::fail(
                tr("%1: '%2' is not a price per million tokens").arg(name, typed).toStdString());
        target = v;
        return core::ok();
    };
    core::Status read = core::ok();
    switch (column) {
    case Provider:
        p.provider = typed.toStdString();
        break;
    case Model:
        p.model = typed.toStdString();
        break;
    case Serves:
        p.modelId = typed.toStdString();
        break;
    case Currency:
        p.currency = typed.toUpper().toStdString();
        break;
    case Input:
        read = number(p.inputPerMillion);
        break;
    case Cached:
        if (typed.isEmpty()) {
            p.cachedInputPerMillion.reset();
        } else {
            double v = 0;
            read = number(v);
            p.cachedInputPerMillion = v;
        }
        break;
    case Output:
        read = number(p.outputPerMillion);
        break;
    case Date:
        p.effectiveDate = typed.toStdString();
        break;
    case Source:
        p.source = typed.toStdString();
        break;
    default:
        return core::fail(tr("this column cannot be edited").toStdString());
    }
    if (!read)
        return read.failure();
    if (auto valid = core::validateApiPrice(p); !valid)
        return core::fail(tr("%1: %2").arg(name, u(valid.error())).toStdString());
    return p;
}

bool ApiPriceTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.row() >= rowCount() || role != Qt::EditRole || !onEdit)
        return false;
    const core::ApiPriceRecord before = price(index.row());
    auto after = edited(before, index.column(), value.toString());
    if (!after) {
        emit editRefused(u(after.error()));
        return false;
    }
    if (after.value() == before)
        return false; // committed unchanged: nothing to write or undo
    return onEdit(before, after.value());
}

} // namespace gpuplan::ui
