#include "prices/exchange_rates_dialog.h"

#include "core/number_parse.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace gpuplan::ui {
namespace {

// What the user has typed into a cell stays there when the rates are read again meanwhile (someone else
// changed a rate): the view hands an open editor the model's new data, which would throw the typing away.
// The edit, committed, applies its one figure to the rate as it is then.
class KeepTypingDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        if (const auto* line = qobject_cast<QLineEdit*>(editor); line && line->isModified())
            return;
        QStyledItemDelegate::setEditorData(editor, index);
    }
};

} // namespace

ExchangeRatesDialog::ExchangeRatesDialog(ExchangeRateModel* model,
                                         std::function<bool(const core::ExchangeRate&)> add, QWidget* parent)
    : QDialog(parent), m_addRate(std::move(add)) {
    setWindowTitle(tr("Exchange rates"));
    resize(900, 360);
    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("US dollars per unit of each currency. Every amount the program converts uses "
                      "these rates; double-click a cell to edit it (Ctrl+Z undoes)."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("ratesView"));
    m_view->setModel(model);
    m_view->setItemDelegate(new KeepTypingDelegate(m_view));
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->resizeColumnsToContents();
    layout->addWidget(m_view);
    auto* addRow = new QHBoxLayout;
    m_currency = new QLineEdit(this);
    m_currency->setPlaceholderText(tr("currency (KRW)"));
    m_currency->setMaxLength(3);
    m_rate = new QLineEdit(this);
    m_rate->setPlaceholderText(tr("USD per unit"));
    m_date = new QLineEdit(QDate::currentDate().toString(Qt::ISODate), this);
    m_source = new QLineEdit(this);
    m_source->setPlaceholderText(tr("source: publisher, table and date"));
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(QStringLiteral("addRate"));
    for (QWidget* w : std::initializer_list<QWidget*>{m_currency, m_rate, m_date, m_source, m_add})
        addRow->addWidget(w, w == m_source ? 3 : 1);
    layout->addLayout(addRow);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00000"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
    connect(m_add, &QPushButton::clicked, this, &ExchangeRatesDialog::addRate);
    connect(model, &ExchangeRateModel::editRefused, this, &ExchangeRatesDialog::showProblem);
}

void ExchangeRatesDialog::showProblem(const QString& text) {
    m_problem->setText(text);
}

void ExchangeRatesDialog::addRate() {
    core::ExchangeRate r;
    r.currency = m_currency->text().trimmed().toUpper().toStdString();
    r.effectiveDate = m_date->text().trimmed().toStdString();
    r.source = m_source->text().trimmed().toStdString();
    auto v = core::parseQuantity(m_rate->text().trimmed().toStdString());
    if (!v || !(v.value() > 0)) {
        showProblem(tr("USD per unit: '%1' is not a positive number").arg(m_rate->text()));
        return;
    }
    r.usdPerUnit = v.value();
    r.verification = "entered by hand";
    if (auto valid = core::validateExchangeRate(r); !valid) {
        showProblem(QString::fromStdString(valid.error()));
        return;
    }
    if (m_addRate && m_addRate(r)) {
        m_problem->clear();
        m_currency->clear();
        m_rate->clear();
        m_source->clear();
    }
}

} // namespace gpuplan::ui
