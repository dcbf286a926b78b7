import Testing
import TestSupport
import WidgetUI

/// A reader's content is resolved once, for the space layout gives the reader in the
/// environment's container.
struct GeometryReaderTests {
    private static func resolve<V: View>(_ view: V, in container: LayoutContainer?) -> ViewNode {
        var environment = Fixtures.environment
        environment.layoutContainer = container
        return ViewResolver.resolve(view, in: environment)
    }

    private static func readerSizes(_ node: ViewNode) -> [CellSize] {
        var sizes: [CellSize] = []
        node.forEachNode { if case let .geometryReader(size) = $0.kind { sizes.append(size) } }
        return sizes
    }

    /// The verbatim text of every text node, in reading order.
    private static func text(_ node: ViewNode) -> String {
        var text = ""
        node.forEachNode { node in
            guard case let .text(textNode) = node.kind else { return }
            for run in textNode.runs { if case let .verbatim(string) = run.content { text += string } }
        }
        return text
    }

    @Test func theContentSeesTheSpaceTheReaderIsGiven() {
        let view = VStack(spacing: 0) {
            Text("title")
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
            }
        }
        // 20 x 6 cells less margins of 1 row and 2 columns: 16 x 4, the reader gets 16 x 3
        // (112 x 48 pt).
        let container = LayoutContainer(
            size: CellSize(width: 20, height: 6), margins: CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        let node = Self.resolve(view, in: container)
        #expect(Self.readerSizes(node) == [CellSize(width: 16, height: 3)])
        #expect(Self.text(node).contains("112x48"))
    }

    @Test func aReaderBesideOthersGetsItsShare() {
        let view = HStack(spacing: 0) {
            Text("abcd")
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2)
            }
        }
        let node = Self.resolve(view, in: LayoutContainer(size: CellSize(width: 12, height: 2)))
        #expect(Self.readerSizes(node) == [CellSize(width: 8, height: 2)])
        let rendered = ViewRenderer.render(node, size: CellSize(width: 12, height: 2), context: Fixtures.plainContext())
        #expect(rendered.buffer.rows() == ["abcd        ", "            "])
    }

    @Test func nestedReadersAreResolvedInTurn() {
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Text("\(Int(outer.size.height))")
                GeometryReader { inner in Text("\(Int(inner.size.height))") }
            }
        }
        let node = Self.resolve(view, in: LayoutContainer(size: CellSize(width: 10, height: 4)))
        #expect(Self.readerSizes(node) == [CellSize(width: 10, height: 4), CellSize(width: 10, height: 3)])
        #expect(Self.text(node).contains("64"))
        #expect(Self.text(node).contains("48"))
    }

    @Test func theContentIsPlacedAtTheTopLeadingCorner() {
        let lines = lines(GeometryReader { _ in Text("hi") }.frame(width: 42, height: 32), width: 8, height: 3)
        #expect(lines == ["hi      ", "        ", "        "])
    }

    @Test func withoutAContainerTheProxyIsEmpty() {
        let node = Self.resolve(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }, in: nil)
        #expect(Self.readerSizes(node) == [.zero])
        #expect(Self.text(node) == "0")
    }

    @Test func aReaderInTheContainerBackgroundGetsTheWholeArea() {
        let view = Text("x").containerBackground(for: .widget) {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
        }
        let container = LayoutContainer(
            size: CellSize(width: 20, height: 6), margins: CellInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        #expect(Self.readerSizes(Self.resolve(view, in: container)) == [CellSize(width: 20, height: 6)])
    }
}
