#pragma once
// The workbench's patterns of an RL run's messages (core/rl, core/planning/scenario_rl), kept apart from
// message_text.cpp's switch to keep each file readable; messagePattern() is the one entry point.

#include "core/message.h"

#include <QString>

namespace gpuplan::ui {

/// The pattern of an RL run's message id in the user's language; empty for any other id.
QString rlMessagePattern(core::MessageId id);

} // namespace gpuplan::ui
