import Testing
import TestSupport
import WidgetEngine

/// iOS-style widgets (`Ports/`) using Markdown and attributed text, environment values and the
/// fixed differences of issue 25, rendered as a user sees them.
struct PortedViewTests {
    static let catalog = WidgetCatalog(PortedWidgets().descriptors)

    private func render(_ kind: String, _ family: WidgetFamily, redaction: RedactionReasons = []) async throws -> CellBuffer {
        try await WidgetRenderer.render(
            kind: kind, in: Self.catalog, family: family, context: Fixtures.plainContext(redaction: redaction)
        ).buffer
    }

    @Test func markdownAndAttributedTextKeepTheirStyles() async throws {
        let buffer = try await render("port-release-notes", .systemMedium)
        let text = buffer.plainText
        #expect(text.contains("Release 2.4 by ana_maria"))
        #expect(text.contains("**verbatim**"))
        #expect(text.contains("snake_case_names stay as typed"))
        Snapshot.assert(buffer.styledText, named: "port-release-notes-medium")
    }

    @Test func aMarkdownLinkOpensItsURL() async throws {
        let rendering = try await WidgetRenderer.render(
            kind: "port-release-notes", in: Self.catalog, family: .systemMedium, context: Fixtures.plainContext())
        #expect(rendering.links.map(\.url.absoluteString) == ["https://example.com/notes"])
    }

    @Test func timerProgressWithLabelsAndTypeSizes() async throws {
        let buffer = try await render("port-tea-timer", .systemSmall)
        let text = buffer.plainText
        #expect(text.contains("Sencha"))
        #expect(text.contains("3:00"))
        #expect(text.contains("Size large"))
        #expect(text.contains("Accessibility true"))
        Snapshot.assert(text, named: "port-tea-timer-small")
    }

    @Test func aPrivacySensitiveProgressViewIsMaskedWhenLocked() async throws {
        let text = try await render("port-tea-timer", .systemSmall, redaction: .privacy).plainText
        #expect(!text.contains("Sencha"))
        #expect(!text.contains("3:00"))
        #expect(text.contains("Size large"))
        Snapshot.assert(text, named: "port-tea-timer-small-privacy")
    }

    @Test func bundlesTakeAvailabilityAndConditionalBlocks() {
        #expect(
            PortedWidgets().descriptors.map(\.kind) == ["port-release-notes", "port-tea-timer", "port-shop", "port-links", "port-siri-tea"])
        #expect(ConditionalBundle(includeTimer: false).descriptors.map(\.kind) == ["port-release-notes"])
        #expect(ConditionalBundle(includeTimer: true).descriptors.map(\.kind) == ["port-release-notes", "port-tea-timer"])
        #expect(EitherBundle(notes: true).descriptors.map(\.kind) == ["port-release-notes"])
        #expect(EitherBundle(notes: false).descriptors.map(\.kind) == ["port-tea-timer"])
    }

    @Test func previewsRenderFromWidgetUI() async throws {
        let view = ReleaseNotesView_Previews.previews
        let rendering = ViewRenderer.render(view, size: CellSize(width: 46, height: 10), context: Fixtures.plainContext())
        #expect(rendering.text.contains("Release 9.9 by preview"))
    }
}

private struct ConditionalBundle: WidgetBundle {
    var includeTimer = false
    init() {}
    init(includeTimer: Bool) { self.includeTimer = includeTimer }

    var body: some Widget {
        ReleaseNotesWidget()
        if includeTimer {
            TeaTimerWidget()
        }
    }
}

private struct EitherBundle: WidgetBundle {
    var notes = true
    init() {}
    init(notes: Bool) { self.notes = notes }

    var body: some Widget {
        if notes {
            ReleaseNotesWidget()
        } else {
            TeaTimerWidget()
        }
    }
}
