import Testing
import WidgetUI

struct StackLayoutTests {
    @Test func spacerPushesTextApart() {
        let view = HStack(spacing: 0) {
            Text("aaaa")
            Spacer()
            Text("bb")
        }
        #expect(lines(view, width: 10, height: 1) == ["aaaa    bb"])
    }

    @Test func textBesideASpacerKeepsItsWidthWhenItFits() {
        // Spacing stands on both sides of the (empty) spacer: 1 + 1 + 8 + 1 + 0 + 1 + 6 = 18.
        let view = HStack {
            Text("★")
            Text("Showcase")
            Spacer(minLength: 0)
            Text("日本語")
        }
        #expect(lines(view, width: 18, height: 1) == ["★ Showcase  日本語"])
    }

    @Test(arguments: [(10, [3, 3, 4]), (11, [3, 4, 4]), (2, [0, 1, 1]), (0, [0, 0, 0])])
    func equalFlexibleChildrenShareEveryCell(_ width: Int, _ expected: [Int]) {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity)
            Color.green.frame(maxWidth: .infinity)
            Color.blue.frame(maxWidth: .infinity)
        }
        let widths = layout(view, width: width, height: 1).children.map(\.frame.width)
        #expect(widths == expected)
        #expect(widths.reduce(0, +) == width)
    }

    @Test func theLeastFlexibleChildIsServedFirst() {
        // The fixed 3-column frame is served before the flexible color takes the rest.
        let view = HStack(spacing: 0) {
            Color.red
            Text("abc").frame(width: 21)
        }
        #expect(layout(view, width: 10, height: 1).children.map(\.frame.width) == [7, 3])
    }

    @Test func layoutPriorityIsServedFirst() {
        let view = HStack(spacing: 0) {
            Text("first words").lineLimit(1)
            Text("second words").lineLimit(1).layoutPriority(1)
        }
        #expect(lines(view, width: 16, height: 1) == ["fir…second words"])
    }

    @Test(arguments: [(3.0, 0), (10.0, 1), (16.0, 1), (32.0, 2)])
    func verticalSpacingRoundsToRowsAndMayVanish(_ points: Double, _ rows: Int) {
        let node = layout(
            VStack(spacing: CGFloat(points)) {
                Text("a")
                Text("b")
            }, width: 3, height: 6)
        let frames = node.children.map(\.frame)
        #expect(frames[1].minY - frames[0].maxY == rows)
    }

    @Test func defaultSpacingIsOneColumnAcrossAndNoRowDown() {
        #expect(
            lines(
                HStack {
                    Text("a")
                    Text("b")
                }, width: 3, height: 1) == ["a b"])
        #expect(
            lines(
                VStack {
                    Text("a")
                    Text("b")
                }, width: 1, height: 2) == ["a", "b"])
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, ["a  ", "bbb"]), (.center, [" a ", "bbb"]), (.trailing, ["  a", "bbb"]),
    ])
    func vStackAlignment(_ alignment: HorizontalAlignment, _ expected: [String]) {
        #expect(
            lines(
                VStack(alignment: alignment) {
                    Text("a")
                    Text("bbb")
                }, width: 3, height: 2) == expected)
    }

    @Test(arguments: [
        (VerticalAlignment.top, ["ax", " x", " x"]), (.center, [" x", "ax", " x"]), (.bottom, [" x", " x", "ax"]),
    ])
    func hStackAlignment(_ alignment: VerticalAlignment, _ expected: [String]) {
        let view = HStack(alignment: alignment, spacing: 0) {
            Text("a")
            Text("x\nx\nx")
        }
        #expect(lines(view, width: 2, height: 3) == expected)
    }

    @Test(arguments: [
        (Alignment.topLeading, ["ab  ", "    ", "    "]), (.center, ["    ", " ab ", "    "]),
        (.bottomTrailing, ["    ", "    ", "  ab"]),
    ])
    func zStackAlignment(_ alignment: Alignment, _ expected: [String]) {
        let view = ZStack(alignment: alignment) {
            Color.clear
            Text("ab")
        }
        #expect(lines(view, width: 4, height: 3) == expected)
    }

    @Test func dividerRunsAcrossItsStack() {
        #expect(
            lines(
                VStack(alignment: .leading) {
                    Text("ab")
                    Divider()
                }.frame(width: 28), width: 4, height: 2) == ["ab  ", "────"])
        #expect(
            lines(
                HStack(spacing: 0) {
                    Text("a")
                    Divider()
                    Text("b")
                }, width: 3, height: 1) == ["a│b"])
    }
}
