#pragma once
// GpuPlan's icon (packaging/icons/gpuplan.svg, rendered to PNGs at build time and compiled into the
// program as :/icons/gpuplan-SIZE.png): the window, the About box and the desktop's menu show the same one.

#include <QIcon>

namespace gpuplan::ui {

/// Every rendered size in one icon, so each place picks the size drawn for it rather than a scaled one.
/// Null when the program was linked without the icon resources.
QIcon applicationIcon();

} // namespace gpuplan::ui
