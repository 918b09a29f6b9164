#include "report/pdf_unicode.h"

#include <QFont>
#include <QHash>
#include <QMutex>
#include <QRawFont>
#include <QString>

#include <algorithm>
#include <map>
#include <vector>

namespace gpuplan::ui {
namespace {

// --- ToUnicode CMaps (PDF 1.7 section 9.10.3): glyph code -> UTF-16 text --------------------------

struct Token {
    enum Kind { Hex, Open, Close, Word } kind;
    QByteArray text; // the hex digits, or the word
};

// The tokens of a CMap's mapping blocks: <hex>, [, ] and bare words (counts, keywords).
std::vector<Token> tokenize(const QByteArray& s) {
    std::vector<Token> out;
    for (qsizetype i = 0; i < s.size();) {
        const char c = s[i];
        if (c == '<') {
            const qsizetype end = s.indexOf('>', i);
            if (end < 0)
                break;
            out.push_back({Token::Hex, s.mid(i + 1, end - i - 1).simplified().replace(' ', "")});
            i = end + 1;
        } else if (c == '[' || c == ']') {
            out.push_back({c == '[' ? Token::Open : Token::Close, {}});
            ++i;
        } else if (QChar::isSpace(uchar(c))) {
            ++i;
        } else {
            qsizetype end = i;
            while (end < s.size() && !QChar::isSpace(uchar(s[end])) && s[end] != '<' && s[end] != '[')
                ++end;
            out.push_back({Token::Word, s.mid(i, end - i)});
            i = end;
        }
    }
    return out;
}

QString utf16FromHex(const QByteArray& hex, bool* ok) {
    QString text;
    *ok = hex.size() % 4 == 0 && !hex.isEmpty();
    for (qsizetype i = 0; *ok && i < hex.size(); i += 4)
        text += QChar(static_cast<char16_t>(hex.mid(i, 4).toUShort(ok, 16)));
    return text;
}

QByteArray hexFromUtf16(const QString& text) {
    QByteArray hex;
    for (QChar c : text)
        hex += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return hex;
}

// The glyph -> text map of a CMap's bfchar and bfrange blocks; false when a block does not parse.
bool readMappings(const QByteArray& cmap, std::map<uint, QString>& map) {
    const std::vector<Token> t = tokenize(cmap);
    bool ok = true;
    auto hexAt = [&](std::size_t i) { return i < t.size() && t[i].kind == Token::Hex; };
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (t[i].kind != Token::Word)
            continue;
        if (t[i].text == "beginbfchar") {
            for (++i; hexAt(i) && hexAt(i + 1); i += 2) {
                const uint code = t[i].text.toUInt(&ok, 16);
                map[code] = utf16FromHex(t[i + 1].text, &ok);
                if (!ok)
                    return false;
            }
            if (i >= t.size() || t[i].text != "endbfchar")
                return false;
        } else if (t[i].text == "beginbfrange") {
            for (++i; hexAt(i) && hexAt(i + 1);) {
                bool okLo = false, okHi = false;
                const uint lo = t[i].text.toUInt(&okLo, 16), hi = t[i + 1].text.toUInt(&okHi, 16);
                if (!okLo || !okHi || hi < lo)
                    return false;
                i += 2;
                if (hexAt(i)) { // consecutive codes, consecutive text (the last unit counts up)
                    QString text = utf16FromHex(t[i].text, &ok);
                    if (!ok)
                        return false;
                    for (uint code = lo; code <= hi; ++code) {
                        map[code] = text;
                        text.back() = QChar(static_cast<char16_t>(text.back().unicode() + 1));
                    }
                    ++i;
                } else if (i < t.size() && t[i].kind == Token::Open) {
                    uint code = lo;
                    for (++i; hexAt(i) && code <= hi; ++i, ++code) {
                        map[code] = utf16FromHex(t[i].text, &ok);
                        if (!ok)
                            return false;
                    }
                    if (i >= t.size() || t[i].kind != Token::Close)
                        return false;
                    ++i;
                } else {
                    return false;
                }
            }
            if (i >= t.size() || t[i].text != "endbfrange")
                return false;
        }
    }
    return true;
}

// The CMap with its mappings written again as bfchar blocks (at most 100 entries each, as the
// format requires), the text around them kept.
QByteArray writeMappings(const QByteArray& cmap, const std::map<uint, QString>& map) {
    qsizetype first = cmap.size();
    for (const char* block : {"beginbfchar", "beginbfrange"})
        if (const qsizetype at = cmap.indexOf(block); at >= 0)
            first = std::min(first, at);
    const qsizetype head = cmap.lastIndexOf('\n', first) + 1; // the line with the block's count
    const qsizetype tail = cmap.indexOf("endcmap");
    QByteArray out = cmap.left(head);
    std::vector<std::pair<uint, QString>> entries(map.begin(), map.end());
    for (std::size_t i = 0; i < entries.size(); i += 100) {
        const std::size_t n = std::min<std::size_t>(100, entries.size() - i);
        out += QByteArray::number(static_cast<qulonglong>(n)) + " beginbfchar\n";
        for (std::size_t k = i; k < i + n; ++k)
            out += '<' + QByteArray::number(entries[k].first, 16).rightJustified(4, '0').toUpper() + "> <" +
                   hexFromUtf16(entries[k].second) + ">\n";
        out += "endbfchar\n";
    }
    return out + cmap.mid(tail);
}

// --- The file: objects, stream lengths, the cross-reference table ----------------------------------

struct XrefEntry {
    int object = 0;
    qint64 offset = 0; // for a free entry: the next free object
    int generation = 0;
    bool used = false;
};

qint64 numberAfter(const QByteArray& s, qsizetype at, qsizetype* end = nullptr) {
    while (at < s.size() && QChar::isSpace(uchar(s[at])))
        ++at;
    qsizetype e = at;
    while (e < s.size() && s[e] >= '0' && s[e] <= '9')
        ++e;
    if (end)
        *end = e;
    return e > at ? s.mid(at, e - at).toLongLong() : -1;
}

} // namespace

bool isCjkRadical(char32_t c) {
    return (c >= 0x2E80 && c <= 0x2EFF) || (c >= 0x2F00 && c <= 0x2FDF);
}

char32_t ideographSharingGlyph(const QFont& font, char32_t radical) {
    // One glyph -> ideograph table per font family, built on first use (about 28,000 look-ups).
    static QMutex mutex;
    static QHash<QString, QHash<quint32, char32_t>> tables;
    const QMutexLocker lock(&mutex);
    const QRawFont raw = QRawFont::fromFont(font, QFontDatabase::SimplifiedChinese);
    QHash<quint32, char32_t>& glyphs = tables[font.family()];
    if (glyphs.isEmpty() && raw.isValid()) {
        QList<char32_t> ideographs;
        for (char32_t c = 0x4E00; c <= 0x9FFF; ++c)
            ideographs << c;
        for (char32_t c = 0x3400; c <= 0x4DBF; ++c)
            ideographs << c;
        for (char32_t c = 0xF900; c <= 0xFAFF; ++c)
            ideographs << c;
        const QString text = QString::fromUcs4(ideographs.constData(), ideographs.size());
        const QList<quint32> ids = raw.glyphIndexesForString(text);
        for (qsizetype i = 0; i < ids.size() && i < ideographs.size(); ++i)
            if (ids[i] != 0 && !glyphs.contains(ids[i]))
                glyphs.insert(ids[i], ideographs[i]);
    }
    if (raw.isValid()) {
        const QList<quint32> id = raw.glyphIndexesForString(QString::fromUcs4(&radical, 1));
        if (id.size() == 1 && id[0] != 0 && glyphs.contains(id[0]))
            return glyphs.value(id[0]);
    }
    const QList<uint> nfkc =
        QString::fromUcs4(&radical, 1).normalized(QString::NormalizationForm_KC).toUcs4();
    return nfkc.size() == 1 && !isCjkRadical(nfkc[0]) && nfkc[0] != radical ? nfkc[0] : 0;
}

QString searchableText(const QFont& cjkFont, char32_t c) {
    if (isCjkRadical(c)) {
        const char32_t ideograph = ideographSharingGlyph(cjkFont, c);
        return ideograph ? QString::fromUcs4(&ideograph, 1) : QString();
    }
    if (c >= 0xFB00 && c <= 0xFB06)
        return QString::fromUcs4(&c, 1).normalized(QString::NormalizationForm_KC);
    return {};
}

core::Result<UnicodeFix> fixToUnicode(const QByteArray& pdf,
                                      const std::function<QString(char32_t)>& replacement) {
    UnicodeFix fix{pdf, 0};
    // The cross-reference table: every object's offset.
    const qsizetype startxref = pdf.lastIndexOf("startxref");
    const qint64 xrefAt = startxref < 0 ? -1 : numberAfter(pdf, startxref + 9);
    if (xrefAt < 0 || xrefAt >= pdf.size() || !pdf.mid(xrefAt).startsWith("xref"))
        return core::fail("the PDF has no cross-reference table where startxref points");
    const qsizetype trailer = pdf.indexOf("trailer", xrefAt);
    if (trailer < 0 || pdf.indexOf("/Prev", trailer) >= 0)
        return core::fail("the PDF has an updated or missing trailer: not rewritten");
    std::vector<XrefEntry> xref;
    for (qsizetype at = xrefAt + 4; at < trailer;) {
        qsizetype end = 0;
        const qint64 first = numberAfter(pdf, at, &end), count = numberAfter(pdf, end, &end);
        if (first < 0 || count < 0)
            break;
        at = end;
        for (qint64 i = 0; i < count; ++i) {
            XrefEntry e;
            e.object = static_cast<int>(first + i);
            e.offset = numberAfter(pdf, at, &end);
            e.generation = static_cast<int>(numberAfter(pdf, end, &end));
            while (end < pdf.size() && pdf[end] == ' ')
                ++end;
            if (e.offset < 0 || end >= pdf.size() || (pdf[end] != 'n' && pdf[end] != 'f'))
                return core::fail("the PDF's cross-reference table does not parse");
            e.used = pdf[end] == 'n';
            at = end + 1;
            xref.push_back(e);
        }
    }
    std::map<qint64, int> byOffset; // object slices in file order
    std::map<int, QByteArray> slices;
    for (const XrefEntry& e : xref)
        if (e.used && e.offset > 0)
            byOffset[e.offset] = e.object;
    if (byOffset.empty())
        return core::fail("the PDF lists no object");
    for (auto it = byOffset.begin(); it != byOffset.end(); ++it) {
        const qint64 end = std::next(it) == byOffset.end() ? xrefAt : std::next(it)->first;
        slices[it->second] = pdf.mid(it->first, end - it->first);
    }

    // Every ToUnicode stream: its CMap read, fixed and written back with its length.
    for (qsizetype at = pdf.indexOf("/ToUnicode"); at >= 0; at = pdf.indexOf("/ToUnicode", at + 1)) {
        const int object = static_cast<int>(numberAfter(pdf, at + 10));
        if (!slices.count(object))
            return core::fail("a ToUnicode CMap names object " + std::to_string(object) +
                              ", which is not listed");
        QByteArray& slice = slices[object];
        const qsizetype dictEnd = slice.indexOf("stream");
        if (dictEnd < 0)
            return core::fail("ToUnicode object " + std::to_string(object) + " is not a stream");
        const QByteArray dict = slice.left(dictEnd);
        if (dict.contains("/Filter"))
            return core::fail("ToUnicode object " + std::to_string(object) + " is compressed: not rewritten");
        const qsizetype lengthKey = dict.indexOf("/Length");
        qsizetype lengthEnd = 0;
        const qint64 length = lengthKey < 0 ? -1 : numberAfter(dict, lengthKey + 7, &lengthEnd);
        qsizetype refEnd = 0;
        const qint64 generation = numberAfter(dict, lengthEnd, &refEnd);
        const bool indirect = generation >= 0 && dict.mid(refEnd).trimmed().startsWith('R');
        qsizetype dataAt = dictEnd + 6;
        if (slice.mid(dataAt, 2) == "\r\n")
            dataAt += 2;
        else if (slice.mid(dataAt, 1) == "\n")
            dataAt += 1;
        QByteArray* lengthSlice =
            indirect && slices.count(static_cast<int>(length)) ? &slices[int(length)] : nullptr;
        const qint64 dataLength =
            indirect ? (lengthSlice ? numberAfter(*lengthSlice, lengthSlice->indexOf("obj") + 3) : -1)
                     : length;
        if (dataLength < 0 || dataAt + dataLength > slice.size())
            return core::fail("ToUnicode object " + std::to_string(object) + " has no usable /Length");
        const QByteArray cmap = slice.mid(dataAt, dataLength);
        std::map<uint, QString> map;
        if (!readMappings(cmap, map))
            return core::fail("ToUnicode object " + std::to_string(object) + " does not parse as a CMap");
        int replacedHere = 0;
        for (auto& [code, text] : map) {
            const QList<uint> ucs = text.toUcs4();
            if (ucs.size() != 1)
                continue;
            if (const QString better = replacement(ucs[0]); !better.isEmpty()) {
                text = better;
                ++replacedHere;
            }
        }
        if (replacedHere == 0)
            continue;
        fix.replaced += replacedHere;
        const QByteArray fixed = writeMappings(cmap, map);
        const QByteArray newLength = QByteArray::number(fixed.size());
        if (indirect) {
            const qsizetype objAt = lengthSlice->indexOf("obj") + 3;
            qsizetype numEnd = 0;
            numberAfter(*lengthSlice, objAt, &numEnd);
            *lengthSlice = lengthSlice->left(objAt) + '\n' + newLength + lengthSlice->mid(numEnd);
            slice = slice.left(dataAt) + fixed + slice.mid(dataAt + dataLength);
        } else {
            qsizetype numAt = lengthKey + 7;
            while (QChar::isSpace(uchar(dict[numAt])))
                ++numAt;
            slice = slice.left(numAt) + newLength + slice.mid(lengthEnd, dataAt - lengthEnd) + fixed +
                    slice.mid(dataAt + dataLength);
        }
    }
    if (fix.replaced == 0)
        return fix;

    // The objects in their order, at their new offsets, and a new table.
    QByteArray out = pdf.left(byOffset.begin()->first);
    std::map<int, qint64> offsets;
    for (const auto& [offset, object] : byOffset) {
        offsets[object] = out.size();
        out += slices[object];
    }
    const qint64 newXref = out.size();
    out += "xref\n";
    for (std::size_t i = 0; i < xref.size();) {
        std::size_t j = i + 1; // one subsection per run of consecutive object numbers
        while (j < xref.size() && xref[j].object == xref[j - 1].object + 1)
            ++j;
        out += QByteArray::number(xref[i].object) + ' ' + QByteArray::number(static_cast<qulonglong>(j - i)) +
               '\n';
        for (std::size_t k = i; k < j; ++k) {
            const XrefEntry& e = xref[k];
            const qint64 offset = e.used && offsets.count(e.object) ? offsets[e.object] : e.offset;
            out += QByteArray::number(offset).rightJustified(10, '0') + ' ' +
                   QByteArray::number(e.generation).rightJustified(5, '0') + (e.used ? " n \n" : " f \n");
        }
        i = j;
    }
    out += pdf.mid(trailer, startxref - trailer) + "startxref\n" + QByteArray::number(newXref) + "\n%%EOF\n";
    fix.pdf = out;
    return fix;
}

} // namespace gpuplan::ui
