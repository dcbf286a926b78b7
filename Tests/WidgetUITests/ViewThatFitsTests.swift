import Testing
import WidgetUI

struct ViewThatFitsTests {
    private static var dates: some View {
        ViewThatFits(in: .horizontal) {
            Text("Tuesday, 3 June")
            Text("Tue 3 Jun")
            Text("3/6")
        }
    }

    @Test(arguments: [(15, "Tuesday, 3 June"), (14, "Tue 3 Jun     "), (9, "Tue 3 Jun"), (8, "3/6     "), (2, "3…")])
    func theFirstViewThatFitsIsDrawn(_ width: Int, _ expected: String) {
        #expect(lines(Self.dates, width: width, height: 1) == [expected])
    }

    @Test func onlyTheVerticalAxisIsCheckedWhenAsked() {
        // Two rows do not fit one: the single line is chosen, and cut to the width.
        let view = ViewThatFits(in: .vertical) {
            VStack(spacing: 0) {
                Text("one")
                Text("two")
            }
            Text("one two")
        }
        #expect(lines(view, width: 5, height: 1) == ["one… "])
        #expect(lines(view, width: 5, height: 2) == ["one  ", "two  "])
    }

    @Test func theChosenViewTakesItsOwnSize() {
        let node = layout(Self.dates, width: 12, height: 3)
        #expect(node.frame.size == CellSize(width: 9, height: 1))
    }
}
