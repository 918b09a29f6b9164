#pragma once
// Where the workbench keeps its scenario table between runs: named scenarios as JSON text (the
// same objects as a scenario file). The SQLite store keeps them in its `scenarios` table; the
// team store on PostgreSQL in the same table with an owner and a shared flag (migrations-pg/0002.sql);
// the in-memory store in a vector (UI tests).
//
// On a team store every user has their own scenarios and sees the others' shared ones, read-only: a save
// writes only the caller's own rows, and only the owner shares or unshares one. A local store has one
// user: every scenario is theirs, with no owner, and none is shared.

#include "core/prices/price_store.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gpuplan::core {

struct StoredScenario {
    std::string name;
    std::string json;    // one scenario object, as written by the workbench
    std::string owner{}; // the team store's user who owns it; empty on a local store (and for a new one)
    bool shared = false; // on a team store: the others see it (read-only)
};

class ScenarioStore {
public:
    virtual ~ScenarioStore() = default;
    /// The caller's own scenarios in table order, then (on a team store) the others' shared ones, by owner.
    virtual Result<std::vector<StoredScenario>> scenarios() = 0;
    /// Replaces the caller's own scenarios (those with no owner or the caller's) by these, in this order,
    /// in one transaction: all or nothing. Rows of another owner are left out: a save never writes
    /// someone else's scenario. Names must be unique among the caller's own. `shared` is not written
    /// (setScenarioShared changes it): a scenario keeps its flag, a new one starts private.
    virtual Status replaceScenarios(const std::vector<StoredScenario>& scenarios) = 0;
    /// Shares the caller's own scenario `name` with the team, or makes it private again. Refused on a
    /// local store (kNoTeamToShare), for another's scenario (naming its owner) and for an unknown name.
    virtual Status setScenarioShared(const std::string& name, bool shared) = 0;
    /// The user whose scenarios this store saves (the team store's user); empty on a local store, which
    /// has no team to share with.
    virtual std::string teamUser() const = 0;
};

/// Why a local store refuses to share.
inline constexpr const char* kNoTeamToShare =
    "a local store has no team to share with: share scenarios on a team store (File > Connect to team "
    "store..., or gpuplan --db postgresql://...)";

/// True when `s` is the caller's own on a store whose user is `teamUser` (an empty owner is the caller's).
inline bool ownScenario(const StoredScenario& s, const std::string& teamUser) {
    return s.owner.empty() || s.owner == teamUser;
}

/// The caller's own rows of `scenarios`, in order (what replaceScenarios writes).
std::vector<StoredScenario> ownScenarios(const std::vector<StoredScenario>& scenarios,
                                         const std::string& teamUser);

/// The one scenario a save renames where it stands (the workbench saves after each edit): {old name, new
/// name} when exactly one stored name (`storedNames`, in table order) is gone and exactly one new name
/// sits at its index in `own`; it stays the same scenario, and keeps whether it is shared.
std::optional<std::pair<std::string, std::string>> renamedInPlace(const std::vector<std::string>& storedNames,
                                                                  const std::vector<StoredScenario>& own);

/// Refuses empty or repeated names (shared by both stores).
Status validateScenarioNames(const std::vector<StoredScenario>& scenarios);

/// Why `name` cannot be shared or unshared by the caller: another's (`otherOwner` not empty), or unknown.
Error shareRefusal(const std::string& name, const std::string& otherOwner);

} // namespace gpuplan::core
