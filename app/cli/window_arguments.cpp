#include "cli/window_arguments.h"

#include "scenarios/scenario_file.h"

namespace gpuplan::cli {

WindowArguments parseWindowArguments(const QStringList& args) {
    WindowArguments window;
    QStringList files;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& word = args[i];
        if (word == QLatin1String("--db") && i + 1 < args.size()) {
            window.storePath = args[++i];
        } else if (word.startsWith(QLatin1String("--db="))) {
            window.storePath = word.mid(5);
        } else if (word == QLatin1String("--show-and-quit")) {
            window.showAndQuit = true;
        } else if (!word.startsWith(QLatin1Char('-')) && ui::isScenarioFileName(word)) {
            files << word;
        } else {
            return {}; // a command word, or an option of one: the command line says what is wrong
        }
    }
    window.opensWindow = true;
    if (files.size() > 1)
        window.problem = QStringLiteral("the workbench opens one scenario file at a time, not %1 (%2)")
                             .arg(files.size())
                             .arg(files.join(QStringLiteral(", ")));
    else if (!files.isEmpty())
        window.scenarioFile = files.first();
    return window;
}

} // namespace gpuplan::cli
