import Foundation
// The README's snapshot tests, verbatim (ReadmeCodeBlockTests checks they are).
import Testing
import WidgetEngine

@Test func smallCountdown() async throws {
    let catalog = WidgetCatalog([LaunchCountdown().body.descriptor])
    let context = RenderContext(
        now: Date(timeIntervalSince1970: 1_795_254_060), palette: .monochrome,
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
    let rendered = try await WidgetRenderer.render(kind: "launch", in: catalog, family: .systemSmall, context: context)
    #expect(rendered.text.contains("1:00:00")) // rendered.buffer.styledText has the colors too
}

@Test func aViewAloneAndAnyViewAtAnySize() {
    let context = RenderContext(now: Date(timeIntervalSince1970: 1_795_254_060), palette: .monochrome)
    // A view alone, without its provider:
    let entry = LaunchEntry(date: context.now, target: context.now.addingTimeInterval(90))
    let text = WidgetRenderer.render(LaunchView(entry: entry), family: .systemMedium, context: context).text
    // Any view at any size in cells:
    let buffer = ViewRenderer.render(Text("Hello"), size: CellSize(width: 30, height: 5), context: context).buffer
    #expect(text.contains("Launch") && buffer.plainText.contains("Hello"))
}
