// The table of the price store's commands: listings, edits, imports, export, backup and the team store.
#include "cli/cli.h"
#include "cli/command_spec.h"

#include <string>

namespace gpuplan::cli {

// commands_catalog_edit.cpp: every column of the catalog's CSV layout
OptionList gpuEditOptions(bool set);
OptionList modelEditOptions(bool set);

namespace {

OptionSpec changeNote() {
    return option("change-note", "TEXT", "the note this change gets in the history");
}

// --if-version: the version of the price the user last saw (`gpuplan prices --format json`); the edit is
// refused, naming who changed it, when, and its amount now, if the price has moved on since.
OptionSpec ifVersion(const char* action) {
    const std::string description = std::string("only ") + action +
                                    " the price if it is still at this version (see 'gpuplan prices --format "
                                    "json'); refused, with nothing written, if someone changed it since";
    return option("if-version", "V", description.c_str());
}

// The same for a region or an exchange rate (`gpuplan regions|rates --format json` show their versions).
OptionSpec placeVersion(const char* what, const char* listing) {
    const std::string description = std::string("only change the ") + what +
                                    " if it is still at this version (see 'gpuplan " + listing +
                                    " --format json'); refused, with nothing written, if someone changed it "
                                    "since";
    return option("if-version", "V", description.c_str());
}

// `import KIND FILE` and `export KIND FILE`: one file named after the options.
CommandSpec fileCommand(QStringList words, const char* summary, const char* file, OptionList options) {
    CommandSpec spec = command(std::move(words), summary, {}, std::move(options), runStoreEdit);
    spec.argumentText = QString::fromLatin1(file);
    spec.minPositional = spec.maxPositional = 1;
    return spec;
}

// The APIs' prices per million tokens: the listing, `api-price set|delete`, `import|export api-prices`.
std::vector<CommandSpec> apiPriceCommands(const OptionSpec& dryRun) {
    const OptionSpec version =
        option("if-version", "V",
               "only change the API price if it is still at this version (see 'gpuplan api-prices --format "
               "json'); refused, with nothing written, if someone changed it since");
    CommandSpec importFile =
        command({QStringLiteral("import"), QStringLiteral("api-prices")},
                "import API prices in their CSV layout (what 'export api-prices' writes), "
                "all or nothing",
                {}, {dryRun}, runApiPriceCommand);
    CommandSpec exportFile =
        command({QStringLiteral("export"), QStringLiteral("api-prices")},
                "write every stored API price in their CSV layout", {}, {}, runApiPriceCommand);
    for (CommandSpec* spec : {&importFile, &exportFile}) {
        spec->argumentText = QStringLiteral("FILE");
        spec->minPositional = spec->maxPositional = 1;
    }
    return {
        command(
            {QStringLiteral("api-prices")},
            "the APIs' prices per million tokens (input, cached input, output), with their dates and sources",
            kTableJsonOrCsv,
            {option("model", "TEXT", "only the models whose name or catalog model contains TEXT"),
             option("provider", "TEXT", "only the providers whose name contains TEXT"),
             option("currency", "CODE", "only prices in this currency")},
            runApiPriceCommand),
        command(
            {QStringLiteral("api-price"), QStringLiteral("set")},
            "add an API price, or change the stored one given with --id", {},
            {option("id", "N",
                    "the stored API price to change (see 'gpuplan api-prices'); without it a new one"),
             version, option("provider", "NAME", "who sells the API (DeepSeek, OpenAI, ...)"),
             option("model", "NAME", "the model as the API names it"),
             option("model-id", "ID", "the catalog model whose weights it serves (see 'gpuplan models')"),
             option("currency", "CODE", "currency of the prices (default: the stored one's, or USD)"),
             option("input", "P", "per million prompt tokens not in the provider's cache"),
             option("cached", "P|none", "per million prompt tokens read from its cache; none: not published"),
             option("output", "P", "per million output tokens"),
             option("date", "YYYY-MM-DD", "the date the prices hold from (empty: an undated snapshot)"),
             option("source", "TEXT", "where the prices come from"),
             option("url", "URL", "the address of the source"),
             option("verification", "TEXT", "how the prices were checked"),
             option("note", "TEXT", "a note kept with the price")},
            runApiPriceCommand),
        command({QStringLiteral("api-price"), QStringLiteral("delete")}, "delete an API price", {},
                {option("id", "N", "the API price to delete (see 'gpuplan api-prices')"), version},
                runApiPriceCommand),
        importFile,
        exportFile,
    };
}

// `model import FILE|FOLDER`: Hugging Face config.json files into the model catalog.
CommandSpec modelImport(const OptionSpec& dryRun) {
    CommandSpec spec = command(
        {QStringLiteral("model"), QStringLiteral("import")},
        "read Hugging Face config.json files into the store's model catalog, all or nothing: a file, a model "
        "folder, or a folder of them",
        {},
        {option("id", "ID", "the model's id (one config; default: from its name)"),
         option("name", "NAME", "the model's name (one config; default: its folder's or file's name)"),
         option("params", "N", "its published total parameters (one config; default: the shape's count)"),
         option("active-params", "N", "its published parameters per token (one config)"),
         option("source", "TEXT", "where the config comes from (default: the file's path)"),
         flagOption("replace", "update the models the store holds under the same ids"), dryRun},
        runModelImport);
    spec.argumentText = QStringLiteral("FILE|FOLDER");
    spec.minPositional = spec.maxPositional = 1;
    return spec;
}

// `team grant USER ROLE` and the like: a fixed number of positional arguments.
CommandSpec teamCommand(QStringList words, const char* summary, const char* arguments, int count,
                        const QStringList& formats) {
    CommandSpec spec = command(std::move(words), summary, formats, {}, runTeamCommand);
    spec.argumentText = QString::fromLatin1(arguments);
    spec.minPositional = spec.maxPositional = count;
    return spec;
}

// `scenario share NAME` and `scenario unshare NAME`.
CommandSpec scenarioCommand(const QString& action, const char* summary) {
    CommandSpec spec = command({QStringLiteral("scenario"), action}, summary, {}, {}, runScenarioCommand);
    spec.argumentText = QStringLiteral("NAME");
    spec.minPositional = spec.maxPositional = 1;
    return spec;
}

} // namespace

std::vector<CommandSpec> storeCommands() {
    const OptionSpec dryRun =
        option("dry-run", "", "check the file and say what would change; change nothing");
    const OptionSpec validOnly = option("valid-only", "", "import the valid rows, skip the rejected ones");
    CommandSpec backup =
        fileCommand({QStringLiteral("backup")},
                    "copy the store to FILE (default: next to it, named by the time)", "[FILE]", {});
    backup.minPositional = 0;
    std::vector<CommandSpec> commands = {
        command({QStringLiteral("regions")}, "regions with their electricity price, PUE and sources",
                kTableJsonOrCsv, {}, runStoreListing),
        command({QStringLiteral("providers")}, "the providers prices come from", kTableJsonOrCsv, {},
                runStoreListing),
        command({QStringLiteral("prices")}, "the stored prices, with their dates and ranges", kTableJsonOrCsv,
                {option("gpu", "ID", "only this GPU"), option("region", "ID", "only this region"),
                 option("provider", "ID", "only this provider"),
                 option("kind", "K", "only on-demand, spot, reserved-1y, reserved-3y, monthly or purchase")},
                runStoreListing),
        command({QStringLiteral("rates")}, "the stored exchange rates with their dates and sources",
                kTableOrJson, {}, runStoreListing),
        command({QStringLiteral("price"), QStringLiteral("set")},
                "add a price, or change the stored one given with --id", {},
                {option("id", "N", "the stored price to change (see 'gpuplan prices'); without it a new one"),
                 ifVersion("change"), option("gpu", "ID", "the GPU (see 'gpuplan gpus')"),
                 option("provider", "ID", "who sells or rents it (see 'gpuplan providers')"),
                 option("region", "ID", "where the price applies (see 'gpuplan regions')"),
                 option("kind", "K", "on-demand, spot, reserved-1y, reserved-3y, monthly or purchase"),
                 option("unit", "U", "gpu-hour, machine-hour, gpu-month, machine-month, one-off or card"),
                 option("amount", "A", "the price (a new price needs it)"),
                 option("currency", "CODE", "currency of the amounts (default: the stored price's, or USD)"),
                 option("low", "A", "the low end of the price's range"),
                 option("high", "A", "the high end of the price's range"),
                 option("date", "YYYY-MM-DD", "the date the price holds from (a new price: default today)"),
                 option("source", "TEXT", "where the price comes from"),
                 option("source-url", "URL", "the address of the source"),
                 option("verification", "TEXT", "how the price was checked"),
                 option("indicative", "yes|no", "yes: a market quote; no: a list price"),
                 option("note", "TEXT", "a note kept with the price"), changeNote()},
                runStoreEdit),
        command({QStringLiteral("price"), QStringLiteral("delete")}, "delete a price (kept in the history)",
                {},
                {option("id", "N", "the price to delete (see 'gpuplan prices')"), ifVersion("delete"),
                 changeNote()},
                runStoreEdit),
        command({QStringLiteral("price"), QStringLiteral("history")}, "the changes made to prices", {},
                {option("id", "N", "only the changes of this price")}, runStoreEdit),
        command(
            {QStringLiteral("price"), QStringLiteral("revert")}, "undo one change from the history", {},
            {option("change", "N|last", "the change to undo (see 'gpuplan price history'), or the newest"),
             changeNote()},
            runStoreEdit),
        command(
            {QStringLiteral("region"), QStringLiteral("set")},
            "add a region, or change its names, electricity price or PUE", {},
            {option("id", "R", "the region (see 'gpuplan regions'); a new id adds one"),
             option("name-en", "NAME", "English name (a new region needs it)"),
             option("name-zh", "NAME", "Chinese name (a new region needs it)"),
             option("currency", "CODE", "the local currency (a new region needs it)"),
             option("parent", "R", "the area the region lies in"),
             option("electricity", "PRICE", "electricity per kWh in the region's currency (needs --source)"),
             option("low", "PRICE", "the low end of the electricity price's range"),
             option("high", "PRICE", "the high end of the electricity price's range"),
             option("date", "YYYY-MM-DD", "the date the electricity price holds from (default today)"),
             option("source", "TEXT", "where the electricity price comes from"),
             option("source-url", "URL", "the address of that source"),
             option("pue", "P", "power usage effectiveness of data centres there, 1-3"),
             option("pue-source", "TEXT", "where the PUE comes from"), placeVersion("region", "regions")},
            runPlaceEdit),
        command({QStringLiteral("rate"), QStringLiteral("set")}, "store an exchange rate against USD", {},
                {option("currency", "CODE", "the currency (CNY, EUR, ...)"),
                 option("usd-per-unit", "RATE", "USD for one unit of the currency"),
                 option("low", "RATE", "the low end of the rate's range"),
                 option("high", "RATE", "the high end of the rate's range"),
                 option("date", "YYYY-MM-DD", "the date of the rate (default today when the rate changes)"),
                 option("source", "TEXT", "where the rate comes from"),
                 option("url", "URL", "the address of the source"), placeVersion("rate", "rates")},
                runPlaceEdit),
        fileCommand({QStringLiteral("import"), QStringLiteral("csv")},
                    "import a GpuPlan price list (all or nothing unless --valid-only)", "FILE",
                    {dryRun, validOnly}),
        fileCommand({QStringLiteral("import"), QStringLiteral("xlsx")},
                    "import a GpuPlan price list saved as .xlsx: the first sheet in the price list's layout, "
                    "or the Prices sheet of an exported workbook (all or nothing unless --valid-only)",
                    "FILE", {dryRun, validOnly}),
        fileCommand(
            {QStringLiteral("import"), QStringLiteral("skypilot")},
            "import SkyPilot's catalog as published: one vms.csv or a folder of them", "PATH",
            {dryRun, validOnly,
             option("date", "YYYY-MM-DD", "the snapshot's date (SkyPilot's files carry none)"),
             option("cloud", "NAME", "the cloud of a vms.csv outside its cloud's folder (aws, gcp, ...)")}),
        command({QStringLiteral("gpu"), QStringLiteral("set")},
                "change any column of a GPU in the store's catalog, or add one as a copy of another", {},
                gpuEditOptions(true), runGpuEdit),
        command({QStringLiteral("gpu"), QStringLiteral("delete")},
                "delete a GPU from the store's catalog (refused while prices name it or published runs "
                "calibrate it)",
                {}, gpuEditOptions(false), runGpuEdit),
        fileCommand({QStringLiteral("import"), QStringLiteral("gpus")},
                    "import GPUs in the catalog's CSV layout (what 'export gpus' writes)", "FILE", {dryRun}),
        command({QStringLiteral("model"), QStringLiteral("set")},
                "change any column of a model in the store's catalog, or add one as a copy of another", {},
                modelEditOptions(true), runModelEdit),
        command({QStringLiteral("model"), QStringLiteral("delete")},
                "delete a model from the store's catalog", {}, modelEditOptions(false), runModelEdit),
        modelImport(dryRun),
        fileCommand({QStringLiteral("import"), QStringLiteral("models")},
                    "import models in the catalog's CSV layout (what 'export models' writes)", "FILE",
                    {dryRun}),
        fileCommand({QStringLiteral("export"), QStringLiteral("prices")},
                    "write every stored price as a GpuPlan price list", "FILE", {}),
        fileCommand({QStringLiteral("export"), QStringLiteral("gpus")},
                    "write the GPU catalog in its CSV layout", "FILE", {}),
        fileCommand({QStringLiteral("export"), QStringLiteral("models")},
                    "write the model catalog in its CSV layout", "FILE", {}),
        backup,
        command({QStringLiteral("store"), QStringLiteral("copy")},
                "copy the whole --db store (file or team store) to another, all or nothing", {},
                {option("to", "FILE|URL",
                        "where to copy to: a SQLite file (a new one appears only when complete) or a "
                        "postgresql:// URL (an empty database, or a team store)"),
                 flagOption("replace", "replace everything the target holds (without it a target with data "
                                       "is refused)")},
                runStoreCopy),
        command({QStringLiteral("scenarios")},
                "the workbench's scenarios in the store, with who owns each and whether it is shared",
                kTableOrJson, {}, runScenarioCommand),
        scenarioCommand(QStringLiteral("share"),
                        "let everyone in the team store see one of your scenarios (read-only)"),
        scenarioCommand(QStringLiteral("unshare"), "make one of your shared scenarios private again"),
        command({QStringLiteral("team"), QStringLiteral("init")},
                "create the team store at the --db PostgreSQL URL: its tables, roles and the bundled data",
                {}, {}, runTeamCommand),
        teamCommand({QStringLiteral("team"), QStringLiteral("grant")},
                    "give a database user the viewer, editor or admin role (admins only)",
                    "USER viewer|editor|admin", 2, {}),
        teamCommand({QStringLiteral("team"), QStringLiteral("revoke")},
                    "take every role of the team store from a database user (admins only)", "USER", 1, {}),
        teamCommand({QStringLiteral("team"), QStringLiteral("members")},
                    "who has which role in the team store", "", 0, kTableOrJson),
        command({QStringLiteral("team"), QStringLiteral("log")},
                "who changed which price, region, rate, catalog row or scenario of the team store, and when "
                "(newest first; signed by the server)",
                kTableOrJson,
                {option("table", "NAME",
                        "only the changes of this table (prices, regions, exchange_rates, gpus, ...)"),
                 option("limit", "N", "how many changes to show (1 to 100,000; 50 without it)")},
                runTeamCommand),
    };
    for (CommandSpec& spec : apiPriceCommands(dryRun))
        commands.push_back(std::move(spec));
    return commands;
}

} // namespace gpuplan::cli
