#include "cli/calibrate/calibrate_cross_validation.h"

#include <QJsonArray>

namespace gpuplan::cli {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString percent(double fraction) {
    return QString::number(fraction * 100.0, 'f', 1) + QLatin1Char('%');
}

QJsonArray stringArray(const std::vector<std::string>& lines) {
    QJsonArray out;
    for (const std::string& line : lines)
        out.append(qs(line).simplified());
    return out;
}

} // namespace

QJsonObject crossValidationJson(const core::CrossValidationReport& report) {
    QJsonArray rows;
    for (const core::HeldOutRow& row : report.rows) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), qs(row.id));
        o.insert(QStringLiteral("group"), qs(row.group));
        o.insert(QStringLiteral("reported"), row.reported);
        o.insert(QStringLiteral("estimate"), row.estimated ? QJsonValue(row.estimate) : QJsonValue());
        o.insert(QStringLiteral("error"), row.estimated ? QJsonValue(row.error) : QJsonValue());
        o.insert(QStringLiteral("problem"), qs(row.problem));
        o.insert(QStringLiteral("fitted"), row.fitted);
        rows.append(o);
    }
    QJsonArray groups;
    for (const core::GroupResult& g : report.groups) {
        QJsonObject o;
        o.insert(QStringLiteral("group"), qs(g.group));
        o.insert(QStringLiteral("runs"), g.rows);
        o.insert(QStringLiteral("median_abs_error"), g.medianAbsError);
        o.insert(QStringLiteral("worst_abs_error"), g.worstAbsError);
        o.insert(QStringLiteral("worst_id"), qs(g.worstId));
        o.insert(QStringLiteral("compared_only"), g.compared);
        o.insert(QStringLiteral("fitted_without"), stringArray(g.fittedWithout));
        o.insert(QStringLiteral("unconstrained"), stringArray(g.unconstrained));
        groups.append(o);
    }
    QJsonObject o;
    o.insert(QStringLiteral("rows"), rows);
    o.insert(QStringLiteral("groups"), groups);
    o.insert(QStringLiteral("median_abs_error"), report.medianAbsError);
    o.insert(QStringLiteral("worst_abs_error"), report.worstAbsError);
    o.insert(QStringLiteral("worst_id"), qs(report.worstId));
    o.insert(QStringLiteral("median_abs_error_all_rows"), report.medianAbsErrorAllRows);
    return o;
}

void printCrossValidation(const QString& what, const core::CrossValidationReport& report, QTextStream& out) {
    out << what << ", each row predicted with the parameters fitted without its group:\n";
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("id"), -11)
               .arg(QStringLiteral("group"), -40)
               .arg(QStringLiteral("reported"), 11)
               .arg(QStringLiteral("estimate"), 11)
               .arg(QStringLiteral("error"), 7);
    for (const core::HeldOutRow& row : report.rows) {
        out << QStringLiteral("%1 %2 %3 ")
                   .arg(qs(row.id), -11)
                   .arg(qs(row.group), -40)
                   .arg(row.reported, 11, 'g', 6);
        if (!row.estimated)
            out << QStringLiteral("no estimate: ") << qs(row.problem) << "\n";
        else
            out << QStringLiteral("%1 %2%3\n")
                       .arg(row.estimate, 11, 'g', 6)
                       .arg(QString::asprintf("%+.1f%%", row.error * 100.0), 7)
                       .arg(row.fitted ? QString() : QStringLiteral("  (compared, not fitted)"));
    }
    out << QStringLiteral("\n%1 %2 %3 %4\n")
               .arg(QStringLiteral("left out"), -40)
               .arg(QStringLiteral("runs"), 5)
               .arg(QStringLiteral("median"), 7)
               .arg(QStringLiteral("worst"), 7);
    for (const core::GroupResult& g : report.groups) {
        out << QStringLiteral("%1 %2 %3 %4 (%5)%6\n")
                   .arg(qs(g.group), -40)
                   .arg(g.rows, 5)
                   .arg(percent(g.medianAbsError), 7)
                   .arg(percent(g.worstAbsError), 7)
                   .arg(qs(g.worstId))
                   .arg(g.compared ? QStringLiteral(" compared, not fitted") : QString());
        for (const std::string& note : g.unconstrained)
            out << "    without it, " << qs(note) << "\n";
    }
    qsizetype fitted = 0;
    for (const core::HeldOutRow& row : report.rows)
        fitted += row.fitted ? 1 : 0;
    out << QStringLiteral("%1 %2 %3 %4 (%5)\n")
               .arg(QStringLiteral("all fitted rows"), -40)
               .arg(fitted, 5)
               .arg(percent(report.medianAbsError), 7)
               .arg(percent(report.worstAbsError), 7)
               .arg(qs(report.worstId));
    if (fitted < static_cast<qsizetype>(report.rows.size()))
        out << QStringLiteral("all %1 rows: median %2\n")
                   .arg(report.rows.size())
                   .arg(percent(report.medianAbsErrorAllRows));
    out << "\nParameters fitted without each group:\n";
    for (const core::GroupResult& g : report.groups) {
        QStringList values;
        for (const std::string& line : g.fittedWithout)
            values << qs(line).simplified();
        out << "  " << qs(g.group) << ": " << values.join(QStringLiteral(", ")) << "\n";
    }
}

} // namespace gpuplan::cli
