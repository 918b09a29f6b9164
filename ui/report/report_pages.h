#pragma once
// Page breaks for the report's text that never cut a table row or a line of text, and that repeat a
// table's header row at the top of a page the table continues on. QTextDocument's own pagination
// splits rows that straddle a page; this lays the document out in one long column and chooses the
// breaks itself.

#include <QRectF>

#include <vector>

class QPainter;
class QTextDocument;

namespace gpuplan::ui {

struct TextPage {
    double top = 0; // document coordinates shown on the page: [top, bottom)
    double bottom = 0;
    double headerTop = 0; // a repeated table header drawn first, when headerBottom > headerTop
    double headerBottom = 0;
};

/// Splits `doc` (laid out at its text width) into pages of `pageHeight`.
std::vector<TextPage> paginate(QTextDocument& doc, double pageHeight);
/// Draws one page at the painter's origin.
void drawPage(QPainter& painter, QTextDocument& doc, const TextPage& page, double width);

} // namespace gpuplan::ui
