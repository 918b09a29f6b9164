#pragma once
// What a store does when another client commits, minus the store (issue 16): the test changes the in-memory
// store behind the window's back, as another user would, and says when the change is announced.
#include "core/store_changes.h"

#include <string>

namespace uitest {

class FakeChangeSource : public gpuplan::core::StoreChangeSource {
public:
    gpuplan::core::Result<int> addChangeListener(Listener listener) override {
        if (!refusal.empty())
            return gpuplan::core::fail(refusal);
        return m_listeners.add(std::move(listener));
    }
    void removeChangeListener(int id) override { m_listeners.remove(id); }
    void announce(const char* table, const std::string& key = {}, const char* action = "update") const {
        m_listeners.notify({table, key, action});
    }
    bool listened() const { return !m_listeners.empty(); }
    std::string refusal;

private:
    gpuplan::core::StoreChangeListeners m_listeners;
};

} // namespace uitest
