#pragma once
// Whether a window grab is a real rendering rather than a blank or single-colour window: the number of
// distinct colours in a sampled grid (a rendered table or chart has dozens).

#include <QImage>
#include <QSet>

namespace uitest {

inline int distinctColours(const QImage& shot) {
    QSet<QRgb> colours;
    for (int y = 0; y < shot.height(); y += 3)
        for (int x = 0; x < shot.width(); x += 3)
            colours.insert(shot.pixel(x, y));
    return static_cast<int>(colours.size());
}

} // namespace uitest
