import Foundation
import MyWidgets
import Testing
import WidgetEngine

/// The `#Preview`s in FocusWidget.swift, found as the program loads and drawn as
/// `my-homescreen render focus --preview N` draws them.
@MainActor
struct FocusPreviewTests {
    @Test func itsPreviewsAreFoundAndDrawn() async throws {
        let previews = WidgetPreviews.previews(ofKind: "focus")
        #expect(previews.map(\.name) == ["Break", nil])
        #expect(previews.map(\.family) == [.systemSmall, .systemMedium])
        let drawn = try await WidgetRenderer.render(
            preview: try #require(previews.last), context: FocusWidgetTests.context)
        #expect(drawn.count == 8)
        #expect(drawn.first?.date == Date(timeIntervalSince1970: 1_795_253_400))
        #expect(drawn.first?.rendered.text.contains("Focus") == true)
    }
}
