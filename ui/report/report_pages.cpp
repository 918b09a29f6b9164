#include "report/report_pages.h"

#include <QAbstractTextDocumentLayout>
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
        for (int i = 0; lines && i < lines->lineCount(); ++i) {
            const QRectF line = lines->lineAt(i).rect().translated(r.topLeft());
            spans.push_back({line.top(), line.bottom()});
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
            spans.push_back({top - pad, bottom + pad});
            if (r < table->format().headerRowCount())
                headerBottom = bottom + pad;
        }
        tables.push_back({box.top(), headerBottom, box.bottom()});
    }
}

} // namespace

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
        layout->draw(&painter, header);
        painter.restore();
        offset = page.headerBottom - page.headerTop;
    }
    painter.save();
    painter.translate(0, offset - page.top);
    QAbstractTextDocumentLayout::PaintContext body;
    body.clip = QRectF(0, page.top, width, page.bottom - page.top);
    painter.setClipRect(body.clip);
    layout->draw(&painter, body);
    painter.restore();
}

} // namespace gpuplan::ui
