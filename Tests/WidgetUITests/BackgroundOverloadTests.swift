import Testing
import TestSupport
import WidgetUI

/// `Color` is both a `ShapeStyle` and a `View`: these forms did not compile (ambiguous use of
/// `background`) until a form for a color exactly was added.
struct BackgroundOverloadTests {
    private static func styled<V: View>(_ view: V) -> String {
        ViewRenderer.render(view, size: CellSize(width: 3, height: 1), context: Fixtures.darkContext(), environment: Fixtures.environment)
            .buffer.styledText
    }

    @Test func aColorBehindAViewIsItsStyleFilled() {
        let filled = Self.styled(Text("a").background(Color.red, ignoresSafeAreaEdges: .all))
        #expect(Self.styled(Text("a").background(Color.red)) == filled)
        #expect(Self.styled(Text("a").background(.red)) == filled)
        #expect(Self.styled(Text("a").background(Color.red.opacity(1))) == filled)
        #expect(filled != Self.styled(Text("a")))
    }

    @Test func aColorOverAViewIsItsStyleFilled() {
        #expect(Self.styled(Text("a").overlay(Color.red)) == Self.styled(Text("a").overlay(.red)))
    }

    @Test func aGradientDrawsAsItsColor() {
        #expect(Self.styled(Rectangle().fill(Color.blue.gradient)) == Self.styled(Rectangle().fill(Color.blue)))
        #expect(Self.styled(Text("a").background(Color.blue.gradient)) == Self.styled(Text("a").background(Color.blue)))
        #expect(Self.styled(Rectangle().fill(.blue.gradient)) == Self.styled(Rectangle().fill(.blue)))
    }

    @Test func aRoundedRectangleByCornerSizeIsRounded() {
        let bySize = ViewResolver.resolve(RoundedRectangle(cornerSize: CGSize(width: 6, height: 4), style: .circular).stroke(.red))
        let byRadius = ViewResolver.resolve(RoundedRectangle(cornerRadius: 6).stroke(.red))
        #expect(bySize == byRadius)
        #expect(RoundedRectangle(cornerSize: .zero).shapeKind == .rectangle)
        #expect(RoundedRectangle(cornerSize: CGSize(width: 10, height: 5)).cornerSize == CGSize(width: 10, height: 5))
    }
}
