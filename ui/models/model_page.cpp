#include "models/model_page.h"
#include "qt_text.h"

#include "applied_command.h"
#include "catalog/catalog_row_command.h"
#include "models/model_config_file.h"
#include "models/model_conflict_dialog.h"
#include "models/model_table_model.h"
#include "word_filter.h"

#include <QDate>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace gpuplan::ui {
ModelPage::ModelPage(PageContext& context, QWidget* parent)
    : QWidget(parent), m_context(context), m_undo(context.undo()) {
    setObjectName(QStringLiteral("modelPage"));
    m_model = new ModelTableModel(this);
    m_proxy = new WordFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ModelTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("modelFilter"));
    m_filter->setPlaceholderText(tr("Filter models (name, id, source, ...)"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setWords(text);
        updateCount();
    });
    m_import = new QPushButton(tr("Import config.json..."), this);
    m_import->setObjectName(QStringLiteral("importModelConfig"));
    m_import->setToolTip(tr("Add models from Hugging Face config.json files (or model folders); files can "
                            "also be dropped on the window"));
    connect(m_import, &QPushButton::clicked, this, &ModelPage::importConfigsFromDialog);
    m_count = new QLabel(this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_count);
    top->addWidget(m_import);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("modelView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // the catalog's order: current models before earlier ones
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_view);

    m_model->onEdit = [this](const core::ModelSpec& before, const core::ModelSpec& after) {
        return carryOutChange(before, after);
    };
    connect(m_model, &ModelTableModel::editRefused, this, &ModelPage::refused);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ModelPage::updateCount);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ModelPage::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ModelPage::updateCount);
    resolveConflict = [this](const core::ModelConflict& theirs, const std::optional<core::ModelSpec>& mine) {
        ModelConflictDialog dialog(theirs, mine, this);
        dialog.exec();
        return dialog.choice();
    };
    chooseConfigFiles = [this] {
        QFileDialog dialog(this, tr("Import model config"));
        dialog.setObjectName(QStringLiteral("modelConfigDialog"));
        dialog.setFileMode(QFileDialog::ExistingFiles);
        dialog.setNameFilters({tr("Hugging Face config (*.json)"), tr("All files (*)")});
        return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles() : QStringList();
    };
    // The context's channel shows refusals and what was done; its catalog follows others' changes row by
    // row here, and the role decides whether the table can be edited.
    connect(this, &ModelPage::refused, &context, &PageContext::refuse);
    connect(this, &ModelPage::done, &context, [&context](const QString& what) { context.tell(what, 10000); });
    connect(&context, &PageContext::catalogReadAgain, this,
            [this](const core::Catalog& next) { follow(next.models()); });
    connect(&context, &PageContext::accessChanged, this,
            [this] { setStore(m_context.catalogStore(), m_context.whyCatalogReadOnly()); });
    setModels(context.catalog().models());
    setStore(context.catalogStore(), context.whyCatalogReadOnly());
}

void ModelPage::setModels(std::vector<core::ModelSpec> models) {
    // Current models first, then the presets of earlier generations, each group in the catalog's order.
    std::stable_partition(models.begin(), models.end(),
                          [](const core::ModelSpec& m) { return !m.earlierGeneration; });
    m_model->setModels(std::move(models));
    m_view->resizeColumnsToContents();
}

void ModelPage::follow(const std::vector<core::ModelSpec>& models) {
    std::vector<std::string> gone;
    for (const core::ModelSpec& held : m_model->models())
        if (std::none_of(models.begin(), models.end(),
                         [&](const core::ModelSpec& m) { return m.id == held.id; }))
            gone.push_back(held.id);
    for (const std::string& id : gone)
        m_model->remove(id);
    for (const core::ModelSpec& model : models)
        if (const int row = m_model->rowOf(model.id); row < 0 || !(m_model->model(row) == model))
            m_model->replace(model);
}

void ModelPage::setStore(core::CatalogStore* store, const QString& why) {
    m_store = store;
    m_view->setEditTriggers(store ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                        QAbstractItemView::AnyKeyPressed
                                  : QAbstractItemView::NoEditTriggers);
    const QString readOnly = why.isEmpty() ? tr("The model catalog is read-only here (no store)") : why;
    m_view->setToolTip(store ? QString() : readOnly);
    m_import->setEnabled(store != nullptr);
    m_import->setToolTip(store ? m_import->toolTip() : readOnly);
    updateCount();
}

void ModelPage::updateCount() {
    m_count->setText(tr("%1 of %2 models").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

core::Result<std::optional<core::ModelSpec>>
ModelPage::apply(const std::string& id, const std::optional<core::ModelSpec>& model, std::int64_t version) {
    if (!m_store)
        return core::fail(tr("the model catalog is read-only here (no store)").toStdString());
    std::optional<core::ModelSpec> stored;
    if (model) {
        core::ModelSpec mine = *model;
        mine.version = version;
        auto saved = m_store->saveModel(mine);
        if (!saved)
            return saved.failure();
        stored = saved.value();
    } else if (auto removed = m_store->removeModel(id, version); !removed) {
        return removed.failure();
    }
    showModel(id, stored);
    return stored;
}

void ModelPage::showModel(const std::string& id, const std::optional<core::ModelSpec>& model) {
    if (model)
        m_model->replace(*model);
    else
        m_model->remove(id);
    // The store has it so already: the catalog the estimates use follows its own rules.
    if (model)
        m_context.putModel(*model);
    else
        m_context.removeModel(id);
    emit modelChanged(id, model);
}

bool ModelPage::carryOutChange(const std::optional<core::ModelSpec>& before,
                               const std::optional<core::ModelSpec>& after) {
    if (!m_store) {
        emit refused(tr("the model catalog is read-only here (no store)"));
        return false;
    }
    const QString id = u(after ? after->id : before->id);
    const QString text = !before  ? tr("add model %1").arg(id)
                         : !after ? tr("delete model %1").arg(id)
                                  : tr("edit model %1").arg(id);
    auto* command = new CatalogRowCommand<core::ModelSpec>(
        [this](const std::string& i, const auto& m, std::int64_t v) { return apply(i, m, v); }, *m_store,
        before, after, text);
    command->onRefused([this](const QString& why) { emit refused(why); });
    command->redo();
    return settleRowChange(
        command, m_undo, before, after, resolveConflict,
        [this](const std::string& row, const std::optional<core::ModelSpec>& model) {
            showModel(row, model);
        },
        [this](const QString& why) { emit refused(why); },
        [](const core::ModelConflict&, const QString& who, const QString& name) {
            return tr("kept %1's %2").arg(who, name);
        });
}

std::string ModelPage::freeId(const std::string& base) const {
    std::string id = base + "-copy";
    for (int i = 2; m_model->rowOf(id) >= 0; ++i)
        id = base + "-copy" + std::to_string(i);
    return id;
}

bool ModelPage::addModel(core::ModelSpec model) {
    if (m_model->rowOf(model.id) >= 0) {
        emit refused(tr("a model with the id %1 exists").arg(u(model.id)));
        return false;
    }
    model.version = 0;
    if (!carryOutChange(std::nullopt, model))
        return false;
    m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(m_model->rowOf(model.id), 0)));
    return true;
}

std::optional<core::ModelSpec> ModelPage::selectedModel() const {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->model(m_proxy->mapToSource(current).row());
}

void ModelPage::duplicateSelected() {
    const auto model = selectedModel();
    if (!model) {
        emit refused(tr("select the model to copy first"));
        return;
    }
    core::ModelSpec copy = *model;
    copy.id = freeId(model->id);
    copy.name = tr("%1 (copy)").arg(u(model->name)).toStdString();
    copy.earlierGeneration = false;
    // The figures are the original's until edited: the source says so, and where they came from.
    copy.source = tr("copied from %1 on %2 (%3)")
                      .arg(u(model->id), QDate::currentDate().toString(Qt::ISODate), u(model->source))
                      .toStdString();
    addModel(copy);
}

void ModelPage::newModelFromDialog() {
    if (m_model->rowCount() == 0)
        return;
    const core::ModelSpec base = selectedModel().value_or(m_model->model(0));
    bool ok = false;
    const QString id =
        QInputDialog::getText(this, tr("New model"),
                              tr("The new model starts as a copy of %1; edit its figures in the "
                                 "table, or import a config.json instead.\nID (lower-case "
                                 "letters, digits, '.', '-'):")
                                  .arg(u(base.name)),
                              QLineEdit::Normal, u(base.id) + QStringLiteral("-custom"), &ok);
    if (!ok || id.trimmed().isEmpty())
        return;
    core::ModelSpec copy = base;
    copy.id = id.trimmed().toStdString();
    copy.name = tr("%1 (custom)").arg(u(base.name)).toStdString();
    copy.earlierGeneration = false;
    copy.source = tr("copied from %1 on %2 (%3)")
                      .arg(u(base.id), QDate::currentDate().toString(Qt::ISODate), u(base.source))
                      .toStdString();
    addModel(copy);
}

void ModelPage::deleteSelected() {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        emit refused(tr("select the models to delete first"));
        return;
    }
    std::vector<core::ModelSpec> doomed;
    for (const QModelIndex& r : rows)
        doomed.push_back(m_model->model(m_proxy->mapToSource(r).row()));
    m_undo->beginMacro(tr("delete %n model(s)", nullptr, static_cast<int>(doomed.size())));
    for (const core::ModelSpec& m : doomed)
        carryOutChange(m, std::nullopt);
    m_undo->endMacro();
}

void ModelPage::importConfigsFromDialog() {
    const QStringList files = chooseConfigFiles();
    if (!files.isEmpty())
        importConfigs(files);
}

bool ModelPage::importConfigs(const QStringList& paths) {
    if (!m_store) {
        emit refused(tr("the model catalog is read-only here (no store)"));
        return false;
    }
    QStringList files;
    for (const QString& path : paths) {
        const QStringList found = modelConfigFiles(path);
        if (found.isEmpty()) {
            emit refused(tr("%1 holds no config.json: nothing was imported").arg(path));
            return false;
        }
        files << found;
    }
    const ModelConfigBatch batch = readModelConfigs(files, {});
    QStringList problems = batch.problems;
    for (const core::ModelConfigImport& read : batch.models)
        if (m_model->rowOf(read.model.id) >= 0)
            problems << tr("the catalog has a model with the id %1 already (%2)")
                            .arg(u(read.model.id), u(m_model->model(m_model->rowOf(read.model.id)).name));
    if (!problems.isEmpty()) {
        emit refused(tr("Nothing was imported: %1").arg(problems.join(QStringLiteral("; "))));
        return false;
    }
    const int before = m_undo->index();
    m_undo->beginMacro(tr("import %n model(s)", nullptr, static_cast<int>(batch.models.size())));
    bool all = true;
    for (const core::ModelConfigImport& read : batch.models)
        if (!(all = addModel(read.model)))
            break;
    m_undo->endMacro();
    if (!all) { // one refused by the store: the others go too, so the import is all or nothing
        if (m_undo->index() > before)
            m_undo->undo();
        return false;
    }
    QStringList names;
    for (const core::ModelConfigImport& read : batch.models)
        names << u(read.model.name);
    emit done(
        tr("Imported %n model(s): %1", nullptr, static_cast<int>(names.size())).arg(names.join(tr(", "))));
    return true;
}

} // namespace gpuplan::ui
