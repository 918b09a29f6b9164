#pragma once
// Core's messages (core/message.h) in the user's language: each id has a pattern here, written for
// the workbench and translated like every other string, with its arguments formatted in the user's
// locale (numbers and gigabytes as display_format shows them, names in Chinese where they have one).

#include "core/message.h"

#include <QString>

namespace gpuplan::ui {

/// The message in the user's language, as plain text (escape it for HTML).
QString messageText(const core::Message& m);
/// The pattern of one id in the user's language, with %1, %2, ... where the arguments go.
QString messagePattern(core::MessageId id);

} // namespace gpuplan::ui
