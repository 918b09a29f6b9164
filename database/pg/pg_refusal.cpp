// What the team store's server refused, in words a user can act on: which table, scenario or role the
// session may not change, and which of the store's roles may (migrations-pg/0002.sql grants them). The
// server's own message follows in brackets, so nothing it said is lost.
#include "sql_support.h"

#include <array>
#include <cctype>
#include <string_view>

namespace gpuplan::db {

namespace {

struct TableRole {
    std::string_view table;
    std::string_view role;
};

// Who may write each table (migrations-pg/0002.sql, and 0015.sql for api_prices); viewers read them all.
constexpr std::array kWriters{
    TableRole{"prices", "the editor role"},         TableRole{"price_history", "the editor role"},
    TableRole{"providers", "the editor role"},      TableRole{"regions", "the editor role"},
    TableRole{"exchange_rates", "the editor role"}, TableRole{"gpus", "the admin role"},
    TableRole{"models", "the admin role"},          TableRole{"networks", "the admin role"},
    TableRole{"efficiency", "the admin role"},      TableRole{"global_params", "the admin role"},
    TableRole{"metadata", "the admin role"},        TableRole{"api_prices", "the editor role"},
};

// The word after `marker` in `text`, without quotes: "permission denied for table gpus" -> "gpus".
std::string nameAfter(const std::string& text, std::string_view marker) {
    const std::size_t at = text.find(marker);
    if (at == std::string::npos)
        return {};
    std::size_t begin = at + marker.size();
    if (begin < text.size() && text[begin] == '"')
        ++begin;
    std::size_t end = begin;
    while (end < text.size() && text[end] != '"' && text[end] != ',' &&
           !std::isspace(static_cast<unsigned char>(text[end])))
        ++end;
    return text.substr(begin, end - begin);
}

} // namespace

std::string pgRefusalText(const std::string& serverMessage) {
    // libpq's text is "ERROR:  permission denied for table gpus\n(42501)": one line, one space apart.
    std::string serverText;
    for (const char c : serverMessage)
        if (!std::isspace(static_cast<unsigned char>(c)))
            serverText += c;
        else if (!serverText.empty() && serverText.back() != ' ')
            serverText += ' ';
    const std::string server = " (PostgreSQL: " + serverText + ")";
    const std::string refused = "the server refused: ";
    if (serverText.find("permission denied to create role") != std::string::npos)
        return refused +
               "setting up the team store's roles needs a superuser or a role with CREATEROLE: run `team "
               "init` as the database's owner with that right" +
               server;
    if (const std::string role = nameAfter(serverText, "must have admin option on role "); !role.empty())
        return refused + "granting or revoking " + role + " needs the admin role of the team store" + server;
    if (const std::string table = nameAfter(serverText, "row-level security policy for table ");
        !table.empty())
        return refused + "this " + (table == "scenarios" ? std::string("scenario") : "row of " + table) +
               " may be saved only by its owner (another's shared scenario: by an editor)" + server;
    if (const std::string table = nameAfter(serverText, "permission denied for table "); !table.empty()) {
        for (const TableRole& writer : kWriters)
            if (table == writer.table)
                return refused + "changing " + table + " needs " + std::string(writer.role) + server;
        if (table == "change_log" || table == "schema_version")
            return refused + table + " is written by the server alone" + server;
        return refused + "the team store's " + table + " is not open to this user" + server;
    }
    if (serverText.find("permission denied for database") != std::string::npos)
        return refused +
               "this user is not a member of the team store (it needs at least the viewer role; an "
               "admin adds it with `gpuplan --db URL team grant USER viewer`)" +
               server;
    return refused + "this user lacks the privilege" + server;
}

} // namespace gpuplan::db
