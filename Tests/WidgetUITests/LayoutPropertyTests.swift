import Testing
import TestSupport
import WidgetUI

/// Invariants that hold for any tree and any size.
struct LayoutPropertyTests {
    static let words = ["a", "bb", "word", "日本", "한국어", "😀", "e\u{301}", "👍🏽", "longerword", "x y z"]

    static func randomNode(depth: Int, using generator: inout SeededGenerator) -> ViewNode {
        let leafKinds = 4
        let choice = depth <= 0 ? Int.random(in: 0..<leafKinds, using: &generator) : Int.random(in: 0..<12, using: &generator)
        switch choice {
        case 0:
            let text = (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "a" }.joined(
                separator: " ")
            return ViewNode(
                .text(
                    TextNode(
                        runs: [TextRun(content: .verbatim(text))],
                        lineLimit: Bool.random(using: &generator) ? Int.random(in: 1...3, using: &generator) : nil)))
        case 1: return ViewNode(.spacer(SpacerNode(minColumns: Int.random(in: 0...2, using: &generator), minRows: 0)))
        case 2: return ViewNode(.shape(ShapeNode(kind: .roundedRectangle, stroke: .primary)))
        case 3: return ViewNode(.image(ImageNode(source: .symbol("star"), lines: ["★"])))
        case 4, 5, 6:
            let axis: StackNode.Axis = [.horizontal, .vertical, .depth][choice - 4]
            let children = (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomNode(depth: depth - 1, using: &generator) }
            return .stack(StackNode(axis: axis, alignment: .center, spacing: Int.random(in: 0...2, using: &generator)), children: children)
        case 7:
            let insets = CellInsets(
                top: Int.random(in: 0...1, using: &generator), leading: Int.random(in: 0...2, using: &generator),
                bottom: Int.random(in: 0...1, using: &generator), trailing: Int.random(in: 0...2, using: &generator))
            return ViewNode(.padding(insets), children: [randomNode(depth: depth - 1, using: &generator)])
        case 9:
            // A grid of rows of up to three cells (some spanning two columns) and lone views.
            let rows = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                guard Bool.random(using: &generator) else { return randomNode(depth: depth - 1, using: &generator) }
                let cells = (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomNode(depth: depth - 1, using: &generator) }
                let columns = cells.map { _ in Int.random(in: 1...2, using: &generator) }
                return ViewNode(.gridRow(GridRowNode(alignment: .bottom, columns: columns)), children: cells)
            }
            return ViewNode(.grid(GridNode(alignment: .topTrailing, horizontalSpacing: 1, verticalSpacing: 1)), children: rows)
        case 10:
            let items = [
                GridItemNode(.fixed(Int.random(in: 0...6, using: &generator))), GridItemNode(.flexible(minimum: 1, maximum: 9)),
                GridItemNode(.adaptive(minimum: Int.random(in: 0...4, using: &generator), maximum: LayoutLimits.unbounded), spacing: 0),
            ].shuffled(using: &generator).prefix(Int.random(in: 0...3, using: &generator))
            let children = (0..<Int.random(in: 0...7, using: &generator)).map { _ in randomNode(depth: depth - 1, using: &generator) }
            let axis: StackNode.Axis = Bool.random(using: &generator) ? .vertical : .horizontal
            return ViewNode(.lazyGrid(LazyGridNode(axis: axis, spacing: 1, items: Array(items))), children: children)
        case 11:
            let children = (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomNode(depth: depth - 1, using: &generator) }
            return ViewNode(.viewThatFits(horizontal: Bool.random(using: &generator), vertical: true), children: children)
        default:
            let frame =
                Bool.random(using: &generator)
                ? FrameNode.fixed(
                    width: Int.random(in: 0...30, using: &generator), height: Int.random(in: 0...12, using: &generator),
                    alignment: .topTrailing)
                : FrameNode(minWidth: Int.random(in: 0...5, using: &generator), maxWidth: LayoutLimits.unbounded, alignment: .leading)
            return ViewNode(.frame(frame), children: [randomNode(depth: depth - 1, using: &generator)])
        }
    }

    private func checkContainment(_ node: LayoutNode) {
        for child in node.children {
            // The views a ViewThatFits did not choose are not placed (their frames stay zero).
            if case .viewThatFits = node.kind, child.frame == .zero { continue }
            #expect(node.frame.contains(child.frame), "\(child.frame) lies outside its parent \(node.frame) (\(node.kind))")
            checkContainment(child)
        }
    }

    @Test func everyChildFrameLiesInsideItsParent() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<400 {
            let node = Self.randomNode(depth: 4, using: &generator)
            let rect = CellRect(
                x: 0, y: 0, width: Int.random(in: 0...50, using: &generator), height: Int.random(in: 0...24, using: &generator))
            let root = ViewRenderer.layout(node, in: rect, context: Fixtures.plainContext())
            #expect(rect.contains(root.frame))
            checkContainment(root)
        }
    }

    @Test func stackChildrenNeverOverlapAlongTheAxis() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<300 {
            let children = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Self.randomNode(depth: 2, using: &generator) }
            let stack = ViewNode.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1), children: children)
            let root = ViewRenderer.layout(
                stack, in: CellRect(x: 0, y: 0, width: Int.random(in: 1...40, using: &generator), height: 5),
                context: Fixtures.plainContext())
            let frames = root.children.map(\.frame).filter { !$0.isEmpty }
            for (left, right) in zip(frames, frames.dropFirst()) {
                #expect(left.maxX <= right.minX)
            }
        }
    }

    @Test func paintedWidthEqualsMeasuredWidth() {
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Self.words.randomElement(using: &generator) ?? "a" }
                .joined()
            let width = DisplayWidth.of(text)
            let view = HStack(spacing: 0) {
                Text(text).fixedSize()
                Text("|")
                Spacer(minLength: 0)
            }
            let buffer = ViewRenderer.render(view, size: CellSize(width: 70, height: 1), context: Fixtures.plainContext()).buffer
            let marker = (0..<70).first { buffer[$0, 0]?.grapheme == "|" }
            #expect(marker == width, "\(text)")
        }
    }
}
