#include "app_icon.h"

#include <QFile>

namespace gpuplan::ui {

QIcon applicationIcon() {
    // The sizes resources/CMakeLists.txt renders (GPUPLAN_ICON_SIZES). PNGs rather than the SVG: drawing
    // them needs no image plugin at run time, and the small sizes are the ones checked by eye.
    static const int sizes[] = {16, 22, 24, 32, 48, 64, 128, 256};
    QIcon icon;
    for (int size : sizes) {
        const QString path = QStringLiteral(":/icons/gpuplan-%1.png").arg(size);
        if (QFile::exists(path))
            icon.addFile(path, QSize(size, size));
    }
    return icon;
}

} // namespace gpuplan::ui
