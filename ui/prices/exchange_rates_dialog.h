#pragma once
// The exchange rates, edited like prices: each cell in place (every change an undoable step on the
// store, refused with the reason when it makes no sense), and a row to add a currency with its rate,
// date and source.

#include "prices/exchange_rate_model.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace gpuplan::ui {

class ExchangeRatesDialog : public QDialog {
    Q_OBJECT
public:
    /// `model` is the window's (its onEdit stores the change); `add` stores a new rate.
    ExchangeRatesDialog(ExchangeRateModel* model, std::function<bool(const core::ExchangeRate&)> add,
                        QWidget* parent = nullptr);
    QTableView* view() const { return m_view; }
    QLabel* problem() const { return m_problem; }
    QLineEdit* newCurrency() const { return m_currency; }
    QLineEdit* newRate() const { return m_rate; }
    QLineEdit* newSource() const { return m_source; }
    QPushButton* addButton() const { return m_add; }

    /// Shows why an edit was refused.
    void showProblem(const QString& text);

private:
    void addRate();

    QTableView* m_view;
    QLabel* m_problem;
    QLineEdit* m_currency;
    QLineEdit* m_rate;
    QLineEdit* m_date;
    QLineEdit* m_source;
    QPushButton* m_add;
    std::function<bool(const core::ExchangeRate&)> m_addRate;
};

} // namespace gpuplan::ui
