import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The interactive widget of docs/writing-widgets.md, pressed as its snapshot test there does.
struct ReadmeInteractiveExampleTests {
    @Test func pressingPlusTwoCountsTwoGlasses() async throws {
        let catalog = WidgetCatalog([WaterWidget().body.descriptor])
        let context = RenderContext(now: Date(timeIntervalSince1970: 1_795_254_060), palette: .monochrome)
        let before = try await WidgetRenderer.render(kind: "water", in: catalog, family: .systemSmall, context: context)
        let plusTwo = try #require(before.pressTargets.first { $0.label == "+2" })
        _ = try await WidgetRenderer.press(plusTwo, kind: "water", in: catalog).get()
        let after = try await WidgetRenderer.render(kind: "water", in: catalog, family: .systemSmall, context: context)
        #expect(before.text.contains("0 of 8 glasses") && after.text.contains("2 of 8 glasses"))
        Snapshot.assert(before.text, named: "readme-water-small")
    }
}
