import CellGrid
import Testing
@testable import HomeScreenUI

/// Text cut to a number of cells for the chrome: "…" marks a cut, never after a space, and a
/// wide character never straddles the edge.
@Suite struct TextFittingTests {
    @Test(arguments: [
        ("is not a family", 20, "is not a family"),
        ("is not a family", 10, "is not a…"),
        // The cut falls after "not ": the space goes, as it would in "is not…".
        ("is not a family", 8, "is not…"),
        ("日本語のテキスト", 7, "日本語…"),
        ("abc", 0, ""),
    ])
    func prefixCutsWithAnEllipsisAfterTheLastWord(text: String, width: Int, expected: String) {
        let fitted = TextFitting.prefix(text, width: width)
        #expect(fitted == expected)
        #expect(DisplayWidth.of(fitted) <= width)
    }

    @Test func suffixKeepsTheEnd() {
        #expect(TextFitting.suffix("Search: weather", width: 8) == "…weather")
        #expect(TextFitting.suffix("weather", width: 8) == "weather")
    }
}
