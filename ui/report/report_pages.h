#pragma once
// Page breaks for the report's text that never cut a table row or a line of text, never leave a
// heading at the foot of a page, and repeat a table's header row at the top of a page the table
// continues on. QTextDocument's own pagination splits rows that straddle a page; this lays the
// document out in one long column and chooses the breaks itself. Table columns are sized to their
// content here too (Qt shares the width out evenly and breaks dates at their hyphens).

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

/// Splits `doc` (laid out at its text width) into pages of `pageHeight`. A heading, and a paragraph that
/// introduces a table, never ends a page: the break moves above it.
std::vector<TextPage> paginate(QTextDocument& doc, double pageHeight);
/// Sizes every table's columns to their content across the text width, as a browser does: each column
/// at least as wide as its widest unbreakable piece (a date, an amount with its currency, a word; pieces
/// longer than a third of the width, such as URLs, may break), the rest shared by how much more each
/// column's text would take on one line.
void fitTableColumns(QTextDocument& doc);
/// Draws one page at the painter's origin.
void drawPage(QPainter& painter, QTextDocument& doc, const TextPage& page, double width);

} // namespace gpuplan::ui
