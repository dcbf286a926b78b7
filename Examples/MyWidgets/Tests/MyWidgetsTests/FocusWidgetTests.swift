import Foundation
import MyWidgets
import Testing
import WidgetEngine

/// A snapshot test with homescreen's public rendering API: the widget drawn at a fixed
/// instant, in a fixed zone and locale, compared with the text it must show.
struct FocusWidgetTests {
    /// 2026-11-21 09:41:00 UTC: 11 minutes into the 09:30 focus block.
    static let instant = Date(timeIntervalSince1970: 1_795_254_060)
    static let catalog = WidgetCatalog(MyWidgets().descriptors)
    static let context = RenderContext(
        now: instant, palette: .monochrome, locale: Locale(identifier: "en_US"),
        timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    @Test func smallShowsTheTimeLeftInTheBlock() async throws {
        let rendered = try await WidgetRenderer.render(kind: "focus", in: Self.catalog, family: .systemSmall, context: Self.context)
        let expected = """
                                  
              ◴ Focus             
                                  
                                  
                                  
               ╻  ╻ ╻ ▄ ┏━┓ ┏━┓   
               ┃  ┗━┫   ┃ ┃ ┃ ┃   
               ╹    ╹ ▀ ┗━┛ ┗━┛   
              ━━━━━━━━──────────  
                                  
            """
        #expect(rendered.text == expected, "\n\(rendered.text)")
    }

    @Test func theBreakStartsAtTwentyFivePast() async throws {
        let atBreak = RenderContext(
            now: Self.instant.addingTimeInterval(15 * 60), palette: .monochrome,
            locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .gmt)
        let rendered = try await WidgetRenderer.render(kind: "focus", in: Self.catalog, family: .systemMedium, context: atBreak)
        #expect(rendered.text.contains("Break"))
        #expect(rendered.text.contains("until 10:00")) // ICU puts a narrow space before "AM"
    }
}
