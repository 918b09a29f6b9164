#pragma once
// Makes the Chinese text of a PDF written by QPdfWriter searchable. Qt writes each embedded font's
// ToUnicode CMap from a reverse map, glyph -> the lowest code point that the font maps to that glyph
// (QFontSubset::getReverseMap scans U+0000 upwards). Noto Sans CJK draws the Kangxi radicals
// (U+2F00-U+2FDF) and some CJK Radicals Supplement code points (U+2E80-U+2EFF) with the very glyphs of
// the ideographs, and those blocks come first: the page shows 方 (U+65B9) while the text layer says ⽅
// (U+2F45), which no search for 方案 finds. This rewrites the CMaps of the written file: each radical
// becomes the ideograph that shares its glyph, the stream lengths and the cross-reference table are
// written again, and everything else is copied byte for byte.

#include "core/result.h"

#include <QByteArray>

#include <functional>

class QFont;

namespace gpuplan::ui {

/// U+2E80-U+2EFF and U+2F00-U+2FDF.
bool isCjkRadical(char32_t c);

/// The ideograph `font` draws with the same glyph as `radical` (the lowest in the Unified Ideographs,
/// then Extension A, then the Compatibility Ideographs), else the radical's NFKC form when that is one
/// ideograph, else 0.
char32_t ideographSharingGlyph(const QFont& font, char32_t radical);

/// What a text layer should say instead of `c`: for a radical, the ideograph `cjkFont` draws with the
/// same glyph (ideographSharingGlyph); for a Latin ligature (U+FB00-U+FB06), its letters; else nothing.
QString searchableText(const QFont& cjkFont, char32_t c);

struct UnicodeFix {
    QByteArray pdf;
    int replaced = 0; // CMap entries rewritten
};

/// Rewrites every ToUnicode CMap of `pdf` in which a glyph reads as one code point c for which
/// `replacement(c)` is not empty, mapping the glyph to that text instead. A file with no such entry is
/// returned as it was. Fails, naming the problem, on a file it cannot follow (no classic
/// cross-reference table, a compressed CMap): Qt writes neither.
core::Result<UnicodeFix> fixToUnicode(const QByteArray& pdf,
                                      const std::function<QString(char32_t)>& replacement);

} // namespace gpuplan::ui
