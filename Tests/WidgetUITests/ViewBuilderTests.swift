import Testing
import WidgetUI

private struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            Text("[")
            content
            Text("]")
        }
    }
}

private struct MoodKey: EnvironmentKey {
    static let defaultValue = "calm"
}

extension EnvironmentValues {
    fileprivate var mood: String {
        get { self[MoodKey.self] }
        set { self[MoodKey.self] = newValue }
    }
}

private struct MoodView: View {
    @Environment(\.mood) private var mood
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text("\(mood) \(colorScheme.rawValue)") }
}

/// Reads the environment inside `ForEach` rows, which are made after `body` returns.
private struct MoodList: View {
    @Environment(\.mood) private var mood
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<2) { index in Text("\(index) \(mood)") }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private enum Weather { case sun, rain, snow }

private struct Forecast: View {
    let weather: Weather
    let note: String?
    var body: some View {
        HStack(spacing: 0) {
            switch weather {
            case .sun: Text("S")
            case .rain: Text("R")
            case .snow: Text("W")
            }
            if let note { Text(note) }
            if weather == .sun { Text("!") } else { Text("?") }
        }
    }
}

struct ViewBuilderTests {
    @Test(arguments: [(Weather.sun, String?.some("x"), "Sx!"), (.rain, String?.none, "R?"), (.snow, String?.some("y"), "Wy?")])
    fileprivate func conditionalsSwitchesAndOptionals(_ weather: Weather, _ note: String?, _ expected: String) {
        #expect(
            lines(Forecast(weather: weather, note: note), width: expected.count, height: 1).first?.trimmingCharacters(in: .whitespaces)
                == expected.trimmingCharacters(in: .whitespaces))
    }

    @Test func forEachOverRangesAndIdentifiableValues() {
        let items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        let view = VStack(alignment: .leading) {
            ForEach(0..<2) { Text("#\($0)") }
            ForEach(items) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
        }
        #expect(lines(view, width: 3, height: 6) == ["#0 ", "#1 ", "one", "two", "x  ", "y  "])
    }

    @Test func customModifiersWrapTheirContent() {
        #expect(lines(Text("ok").modifier(Badge()), width: 4, height: 1) == ["[ok]"])
    }

    @Test func environmentValuesReachNestedBodies() {
        let view = VStack {
            MoodView()
            MoodView().environment(\.mood, "busy")
        }.environment(\.colorScheme, .dark)
        #expect(lines(view, width: 9, height: 2) == ["calm dark", "busy dark"])
    }

    @Test func forEachRowsSeeTheEnvironmentOfTheirBody() {
        #expect(lines(MoodList().environment(\.mood, "busy"), width: 6, height: 2) == ["0 busy", "1 busy"])
    }

    @Test func groupsAnyViewsAndEmptyViews() {
        let view = HStack(spacing: 0) {
            Group {
                Text("a")
                Text("b")
            }
            AnyView(Text("c"))
            EmptyView()
        }
        #expect(lines(view, width: 3, height: 1) == ["abc"])
    }

    @Test func textConcatenationKeepsEachStyle() {
        let node = ViewResolver.resolve(Text("a").bold() + Text("b").foregroundColor(.red))
        guard case let .text(text) = node.kind else {
            Issue.record("expected a text node")
            return
        }
        #expect(text.runs.map(\.attributes) == [.bold, []])
        #expect(text.runs.map(\.foreground) == [nil, ColorValue(.system(.red))])
    }

    @Test func interpolationWithSpecifiersAndImages() {
        let value = 0.456
        #expect(lines(Text("\(value * 100, specifier: "%.1f")% \(Image(systemName: "star.fill"))"), width: 7, height: 1) == ["45.6% ★"])
    }

    @Test func unknownSymbolsDrawANeutralGlyph() {
        #expect(lines(Image(systemName: "no.such.symbol.anywhere"), width: 1, height: 1) == ["□"])
        #expect(SymbolTable.glyph(for: "cloud.sun.rain.fill") == SymbolTable.glyph(for: "cloud.sun.rain"))
    }

    @Test func registeredGlyphArtAndTheMissingImageBox() {
        ImageCatalog.shared.register("test.logo", GlyphArt("/\\\n\\/"))
        #expect(lines(Image("test.logo"), width: 2, height: 2) == ["/\\", "\\/"])
        #expect(lines(Image("test.absent"), width: 14, height: 3) == ["┌────────────┐", "│?test.absent│", "└────────────┘"])
    }
}
