#include "report/report_pages.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>

namespace gpuplan::ui {
namespace {

struct Span {
    double top, bottom;
    bool keepWithNext = false; // a heading, or the paragraph that introduces a table
};

struct TableBox {
    double top, headerBottom, bottom;
};

// Every row of every table (atomic), every line of text outside tables (atomic), and the tables.
void collect(QTextDocument& doc, std::vector<Span>& spans, std::vector<TableBox>& tables) {
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        QTextCursor c(b);
        if (c.currentTable())
            continue;
        const QRectF r = layout->blockBoundingRect(b);
        const QTextLayout* lines = b.layout();
        const bool keep = b.blockFormat().headingLevel() > 0 ||
                          (b.next().isValid() && QTextCursor(b.next()).currentTable() && !b.text().isEmpty());
        const int count = lines ? lines->lineCount() : 0;
        for (int i = 0; i < count; ++i) {
            const QRectF line = lines->lineAt(i).rect().translated(r.topLeft());
            // Neither the first line of a paragraph alone at a page's foot nor its last alone at the top.
            const bool pair = count > 1 && (i == 0 || i == count - 2);
            spans.push_back({line.top(), line.bottom(), keep || pair});
        }
    }
    for (QTextFrame* frame : doc.rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table)
            continue;
        const QRectF box = layout->frameBoundingRect(table);
        double headerBottom = box.top();
        for (int r = 0; r < table->rows(); ++r) {
            double top = box.bottom(), bottom = box.top();
            for (int c = 0; c < table->columns(); ++c) {
                const QTextTableCell cell = table->cellAt(r, c);
                for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
                    const QRectF br = layout->blockBoundingRect(it.currentBlock());
                    top = std::min(top, br.top());
                    bottom = std::max(bottom, br.bottom());
                }
            }
            // The cell padding and border sit around the text: half the gap to the neighbours.
            const double pad = 4;
            // A header row, or a group's title across the table, never ends a page.
            const bool title = table->columns() > 1 && table->cellAt(r, 0).columnSpan() == table->columns();
            spans.push_back({top - pad, bottom + pad, r < table->format().headerRowCount() || title});
            if (r < table->format().headerRowCount())
                headerBottom = bottom + pad;
        }
        tables.push_back({box.top(), headerBottom, box.bottom()});
    }
}

// How wide a cell's content is: its widest piece that must not break (between breakable spaces and
// line breaks; a non-breaking space joins) and its widest line with nothing broken.
struct Extent {
    double piece = 0, line = 0;
};

Extent measure(const QTextTableCell& cell, const QFont& base) {
    Extent e;
    for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
        double piece = 0, line = 0;
        auto endPiece = [&] {
            e.piece = std::max(e.piece, piece);
            piece = 0;
        };
        for (QTextBlock::iterator f = it.currentBlock().begin(); !f.atEnd(); ++f) {
            const QTextFragment fragment = f.fragment();
            const QFontMetricsF metrics(fragment.charFormat().font().resolve(base));
            const QString text = fragment.text();
            for (qsizetype i = 0; i < text.size(); ++i) {
                const QChar c = text[i];
                if (c == QChar::LineSeparator || c == QChar::ParagraphSeparator) {
                    endPiece();
                    e.line = std::max(e.line, line);
                    line = 0;
                    continue;
                }
                const double w = metrics.horizontalAdvance(c);
                line += w;
                if (c == QLatin1Char(' '))
                    endPiece();
                else
                    piece += w;
            }
        }
        endPiece();
        e.line = std::max(e.line, line);
    }
    return e;
}

void fitColumns(QTextTable* table, double width, const QFont& base) {
    const int columns = table->columns();
    QTextTableFormat format = table->format();
    // A column's width constraint counts its text and padding; Qt adds the borders around it.
    const double padding = 2 * format.cellPadding();
    const double available =
        width - 2 * format.border() - columns * (padding + 2 * format.border() + format.cellSpacing()) - 2;
    std::vector<double> least(static_cast<std::size_t>(columns), 0), most(least);
    for (int r = 0; r < table->rows(); ++r)
        for (int c = 0; c < columns; ++c) {
            const QTextTableCell cell = table->cellAt(r, c);
            if (cell.columnSpan() != 1 || cell.column() != c)
                continue;
            const Extent e = measure(cell, base);
            // A URL or a long identifier may break; a date, an amount or a word may not.
            // (A little over the measure: the layout rounds to whole device units.)
            least[std::size_t(c)] = std::max(least[std::size_t(c)], std::min(e.piece * 1.02 + 2, width / 3));
            most[std::size_t(c)] = std::max(most[std::size_t(c)], e.line * 1.02 + 2);
        }
    double sumLeast = 0, sumMost = 0;
    for (std::size_t c = 0; c < least.size(); ++c) {
        most[c] = std::max(most[c], least[c]);
        sumLeast += least[c];
        sumMost += most[c];
    }
    std::vector<double> w = least;
    if (sumMost <= available) {
        // Everything fits on one line: the rest shared out by content.
        for (std::size_t c = 0; c < w.size(); ++c)
            w[c] = most[c] + (available - sumMost) * (sumMost > 0 ? most[c] / sumMost : 1.0 / columns);
    } else if (sumLeast <= available) {
        // Short columns first get all they need (a card's name on one line), while that costs no more
        // than an even share of what is left; the long ones share the rest by how much they would take.
        double rest = available - sumLeast;
        std::vector<bool> done(w.size(), false);
        for (bool more = true; more;) {
            more = false;
            const auto open = std::count(done.begin(), done.end(), false);
            for (std::size_t c = 0; c < w.size() && open > 0; ++c)
                if (!done[c] && most[c] - least[c] <= rest / static_cast<double>(open)) {
                    w[c] = most[c];
                    rest -= most[c] - least[c];
                    done[c] = more = true;
                    break;
                }
        }
        double slack = 0;
        for (std::size_t c = 0; c < w.size(); ++c)
            slack += done[c] ? 0 : most[c] - least[c];
        for (std::size_t c = 0; c < w.size(); ++c)
            if (!done[c] && slack > 0)
                w[c] = least[c] + rest * (most[c] - least[c]) / slack;
    } else {
        for (std::size_t c = 0; c < w.size(); ++c)
            w[c] = least[c] * available / sumLeast;
    }
    QList<QTextLength> lengths;
    for (double columnWidth : w)
        lengths << QTextLength(QTextLength::FixedLength, columnWidth + padding);
    format.setColumnWidthConstraints(lengths);
    table->setFormat(format);
}

// What the layout is asked to draw: a block that only touches a page's edge is left to the page it is
// on. The painter's clip hides such a block, but its text would still be written into this page's text
// layer, where a search or a copy finds it twice.
QRectF inside(const QRectF& clip) {
    return clip.adjusted(0, 0.5, 0, -0.5);
}

} // namespace

void fitTableColumns(QTextDocument& doc) {
    for (QTextFrame* frame : doc.rootFrame()->childFrames())
        if (auto* table = qobject_cast<QTextTable*>(frame))
            fitColumns(table, doc.textWidth() - 2 * doc.documentMargin(), doc.defaultFont());
}

std::vector<TextPage> paginate(QTextDocument& doc, double pageHeight) {
    doc.setPageSize(QSizeF(doc.textWidth(), 1e7)); // one long page: the breaks are chosen below
    std::vector<Span> spans;
    std::vector<TableBox> tables;
    collect(doc, spans, tables);
    const double end = doc.documentLayout()->documentSize().height();
    std::vector<TextPage> pages;
    double y = 0;
    while (y < end - 0.5) {
        TextPage page;
        page.top = y;
        // Inside a table past its header: the header repeats at the top of this page.
        for (const TableBox& t : tables)
            if (t.top < y && y < t.bottom && y >= t.headerBottom) {
                page.headerTop = t.top - 2; // with the table's top border
                page.headerBottom = t.headerBottom;
            }
        double bottom = y + pageHeight - (page.headerBottom - page.headerTop);
        // Pull the break up to the top of whatever row or line it would cut (unless that is taller than a
        // page).
        for (bool moved = true; moved;) {
            moved = false;
            for (const Span& s : spans)
                if (s.top < bottom && bottom < s.bottom && s.top > y + 1) {
                    bottom = s.top;
                    moved = true;
                }
        }
        // A heading (or a table's introduction) at the foot of the page goes to the next page with what
        // it introduces.
        for (bool moved = bottom < end - 0.5; moved;) {
            moved = false;
            const Span* last = nullptr;
            for (const Span& s : spans)
                if (s.top >= y && s.bottom <= bottom + 0.5 && (!last || s.bottom > last->bottom))
                    last = &s;
            if (last && last->keepWithNext && last->top > y + 1) {
                bottom = last->top;
                moved = true;
            }
        }
        page.bottom = std::min(bottom, end);
        pages.push_back(page);
        y = page.bottom;
    }
    return pages;
}

void drawPage(QPainter& painter, QTextDocument& doc, const TextPage& page, double width) {
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    double offset = 0;
    if (page.headerBottom > page.headerTop) {
        painter.save();
        painter.translate(0, -page.headerTop);
        QAbstractTextDocumentLayout::PaintContext header;
        header.clip = QRectF(0, page.headerTop, width, page.headerBottom - page.headerTop);
        painter.setClipRect(header.clip);
        header.clip = inside(header.clip);
        layout->draw(&painter, header);
        painter.restore();
        offset = page.headerBottom - page.headerTop;
    }
    painter.save();
    painter.translate(0, offset - page.top);
    QAbstractTextDocumentLayout::PaintContext body;
    body.clip = QRectF(0, page.top, width, page.bottom - page.top);
    painter.setClipRect(body.clip);
    body.clip = inside(body.clip);
    layout->draw(&painter, body);
    painter.restore();
}

} // namespace gpuplan::ui
