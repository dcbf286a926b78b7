import Foundation
import Testing
@testable import WidgetEngine

/// `trimmingSpaces()` gives what Foundation's `trimmingCharacters(in: .whitespaces)` gives:
/// tabs and Unicode space separators go from both ends, newlines and inner spaces stay.
struct TrimmingSpacesTests {
    @Test(arguments: [
        "", "   ", "\t#FFAA00 ", "ansi:3", " Europe/Berlin\t", "\u{3000}東京\u{00A0}", "a b", "\nx\n", " \u{301}x ", "👩‍👩‍👧 ",
    ])
    func agreesWithFoundation(_ text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(Substring(text).trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }
}
