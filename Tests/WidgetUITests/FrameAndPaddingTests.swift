import Testing
import WidgetUI

struct FrameAndPaddingTests {
    @Test func fixedFrameConvertsPointsAndAlignsContent() {
        // 70 pt x 48 pt is 10 columns x 3 rows.
        let view = Text("hi").frame(width: 70, height: 48, alignment: .bottomTrailing)
        let node = layout(view, width: 20, height: 5)
        #expect(node.frame.size == CellSize(width: 10, height: 3))
        #expect(node.children[0].frame == CellRect(x: node.frame.maxX - 2, y: node.frame.maxY - 1, width: 2, height: 1))
    }

    @Test func infiniteMaxWidthFillsTheOffer() {
        let node = layout(Text("ab").frame(maxWidth: .infinity, alignment: .leading), width: 12, height: 1)
        #expect(node.frame.width == 12)
        #expect(node.children[0].frame.minX == 0)
    }

    @Test func minimumFrameGrowsSmallContent() {
        #expect(layout(Text("a").frame(minWidth: 35), width: 20, height: 1).frame.width == 5)
    }

    @Test func maximumFrameCapsContent() {
        #expect(lines(Text("abcdefghij").lineLimit(1).frame(maxWidth: 35), width: 10, height: 1) == ["abcd…     "])
    }

    @Test(arguments: [
        (Double?.none, CellSize(width: 5, height: 3)), // default: 2 columns, 1 row each side
        (Double?.some(14), CellSize(width: 5, height: 3)), // 14 pt = 2 columns, 1 row (0.875 rounds up)
        (Double?.some(2), CellSize(width: 3, height: 3)), // non-zero never vanishes
        (Double?.some(0), CellSize(width: 1, height: 1)),
        (Double?.some(32), CellSize(width: 11, height: 5)), // 32 pt = 5 columns, 2 rows
    ])
    func paddingInCells(_ points: Double?, _ size: CellSize) {
        let view = Text("x").padding(.all, points.map { CGFloat($0) })
        #expect(layout(view, width: 20, height: 9).frame.size == size)
    }

    @Test func paddingOnChosenEdges() {
        #expect(lines(Text("x").padding(.leading, 14).padding(.top, 16), width: 3, height: 2) == ["   ", "  x"])
    }

    @Test func fixedSizeKeepsTheIdealWidth() {
        let node = layout(Text("a long line").fixedSize(), width: 4, height: 2)
        #expect(node.frame.width == 4) // clipped to the space it was given
        #expect(node.sizeThatFits(ProposedSize(width: 4, height: 2)) == CellSize(width: 11, height: 1))
    }

    @Test func hiddenKeepsItsSpace() {
        #expect(
            lines(
                HStack(spacing: 0) {
                    Text("ab").hidden()
                    Text("c")
                }, width: 3, height: 1) == ["  c"])
    }

    @Test func backgroundAndOverlayTakeTheContentSize() {
        let view = Text("ab").padding(.horizontal, 7).overlay(alignment: .trailing) { Text("!") }
        #expect(lines(view, width: 4, height: 1) == [" ab!"])
    }
}
