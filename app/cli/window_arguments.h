#pragma once
// What `gpuplan` without a command asks for: the workbench window on the store (--db PATH), on a scenario
// file when one is named (what a desktop passes when a .gpuplan file is double-clicked: Exec=gpuplan %f),
// and, to check an installation, to quit once the window is up, saying what it shows (--show-and-quit).
// Anything else is a command for the command line. Parsed here rather than in main.cpp so tests can run it.

#include <QString>
#include <QStringList>

namespace gpuplan::cli {

struct WindowArguments {
    bool opensWindow = false; // false: the arguments are a command (cli::run takes them)
    QString problem;          // set when they are meant for the window but cannot be followed
    QString storePath;        // empty: the default store
    QString scenarioFile;     // empty: the scenario table the store keeps
    bool showAndQuit = false;
};

/// The window's arguments: [--db PATH | --db=PATH] [--show-and-quit] [FILE.gpuplan | FILE.json], in any
/// order.
WindowArguments parseWindowArguments(const QStringList& args);

} // namespace gpuplan::cli
