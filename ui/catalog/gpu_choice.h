#pragma once
// The cards to compare and chart (2 to 6) and the baseline their ratios are against: a checkable
// list of the catalog's GPUs and a baseline list of the checked ones. Shared by the comparison
// and the charts, so both always show the same cards.

#include "core/catalog/catalog.h"

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QListWidget;

namespace gpuplan::ui {

class GpuChoice : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMax = 6;
    explicit GpuChoice(QWidget* parent = nullptr);

    /// Lists the catalog's GPUs, keeping the checked ones that still exist.
    void setCatalog(const core::Catalog& catalog);
    void setChosen(const std::vector<std::string>& ids, const std::string& baseline = {});
    std::vector<std::string> chosen() const;
    std::string baseline() const;
    QListWidget* list() const { return m_list; }
    QComboBox* baselineBox() const { return m_baseline; }

signals:
    void changed();
    /// A seventh card was checked and refused.
    void refused(const QString& reason);

private:
    void fillBaseline();
    QListWidget* m_list;
    QComboBox* m_baseline;
    bool m_updating = false;
};

} // namespace gpuplan::ui
