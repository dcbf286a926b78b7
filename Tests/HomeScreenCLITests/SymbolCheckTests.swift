import Foundation
@testable import HomeScreenCLI
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// `homescreen check` warns about SF Symbol names a widget of the layout draws as □.
struct SymbolCheckTests {
    struct OddEntry: TimelineEntry {
        let date: Date
    }

    struct OddProvider: TimelineProvider {
        func placeholder(in context: Context) -> OddEntry { OddEntry(date: context.date) }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (OddEntry) -> Void) {
            completion(OddEntry(date: context.date))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<OddEntry>) -> Void) {
            completion(Timeline(entries: [OddEntry(date: context.date)], policy: .never))
        }
    }

    /// A label with a made-up symbol and one with a known symbol.
    struct OddWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "odd", provider: OddProvider()) { _ in
                VStack {
                    Label("Odd", systemImage: "zzz.unknown")
                    Label("Fine", systemImage: "timer")
                }
            }
        }
    }

    @Test func aSymbolWithoutAGlyphIsNamedWithItsWidget() async throws {
        let catalog = WidgetCatalog([OddWidget().body.descriptor])
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: WidgetInstanceID(rawValue: "odd-1"), kind: "odd", family: .systemSmall, column: 0, row: 0))
            ])
        ])
        let text = LayoutFile.encode(layout)
        let warnings = await SymbolCheck.warnings(for: layout, file: "home.toml", text: text, catalog: catalog, at: Fixtures.instant)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "id = \"odd-1\"" }) + 1
        #expect(warnings == ["home.toml:\(line): odd-1 (odd): warning: SF Symbol \"zzz.unknown\" has no terminal glyph; it draws □"])
    }
}
