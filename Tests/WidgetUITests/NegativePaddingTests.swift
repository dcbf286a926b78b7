import Testing
import TestSupport
import WidgetUI

/// Negative padding (`.padding(.top, -3)`, common under a title on iOS) keeps the view it pads
/// and rounds toward no change.
struct NegativePaddingTests {
    @Test(arguments: [(-3.0, 0), (-8.0, 0), (-15.0, 0), (-16.0, -1), (-31.0, -1), (-32.0, -2), (3.0, 1), (0.0, 0)])
    func paddingRowsRoundTowardNoChange(_ points: Double, _ rows: Int) {
        #expect(PointScale.standard.paddingRows(points) == rows)
    }

    @Test(arguments: [(-3.0, 0), (-6.0, 0), (-7.0, -1), (-20.0, -2), (2.0, 1)])
    func paddingColumnsRoundTowardNoChange(_ points: Double, _ columns: Int) {
        #expect(PointScale.standard.paddingColumns(points) == columns)
    }

    @Test func aSmallNegativePaddingChangesNothing() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            Text("under").padding(.top, -3)
        }
        #expect(lines(view, width: 6, height: 3) == ["Title ", "under ", "      "])
    }

    @Test func aNegativePaddingNeverTakesAViewsLastRow() {
        // -16 pt is one row, but the text has only one: it keeps it, where it was.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            Text("kept").padding(.top, -16)
            Text("next")
        }
        #expect(lines(view, width: 6, height: 3) == ["Title ", "kept  ", "next  "])
    }

    @Test func aTallerViewDrawsOverTheRowAbove() {
        // A two-row text gives up a row: it takes one row of the stack and overhangs the
        // row above, as SwiftUI draws it over its neighbour.
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            Text("ab\ncd").padding(.top, -16)
            Text("next")
        }
        #expect(lines(view, width: 6, height: 3) == ["abtle ", "cd    ", "next  "])
    }

    @Test func aNegativePaddingAtTheRootStillShows() {
        let rendered = ViewRenderer.render(
            Text("shown").padding(-16), size: CellSize(width: 6, height: 3), context: Fixtures.plainContext())
        #expect(rendered.buffer.rows() == ["      ", "shown ", "      "])
    }

    @Test func clippedCutsTheOverhang() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title")
            Text("ab\ncd").padding(.top, -16).clipped()
            Text("next")
        }
        #expect(lines(view, width: 6, height: 3) == ["Title ", "cd    ", "next  "])
    }

    @Test func negativeInsetsRoundTheSameWay() {
        let view = HStack(spacing: 0) {
            Text("ab")
            Text("cd").padding(EdgeInsets(top: -3, leading: -7, bottom: 0, trailing: 0))
        }
        #expect(lines(view, width: 4, height: 1) == ["acd "])
    }
}
