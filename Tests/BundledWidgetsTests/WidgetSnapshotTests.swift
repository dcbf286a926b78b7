@testable import BundledWidgets
import Testing
import TestSupport
import WidgetEngine

/// Text snapshots of the bundled widgets at a fixed instant in UTC, in every family they
/// support: live, placeholder (skeleton) and privacy (locked).
struct WidgetSnapshotTests {
    /// The bundled widgets with the clock pinned to UTC, so snapshots do not depend on the
    /// machine's zone.
    static let catalog = WidgetCatalog([
        AppIntentConfiguration(kind: ClockWidget.kind, intent: ClockIntent.self, provider: ClockProvider(machineZone: Fixtures.utc)) {
            ClockView(entry: $0)
        }
        .supportedFamilies(ClockWidget().body.descriptor.supportedFamilies).descriptor,
        ShowcaseWidget().body.descriptor,
    ])

    static let cases: [(String, WidgetFamily)] = [
        ("clock", .systemSmall), ("clock", .systemMedium), ("clock", .systemLarge), ("clock", .accessoryInline),
        ("showcase", .systemSmall), ("showcase", .systemMedium), ("showcase", .systemLarge), ("showcase", .systemExtraLarge),
    ]

    private func render(
        _ kind: String, _ family: WidgetFamily, _ choice: WidgetRenderer.EntryChoice = .current,
        redaction: RedactionReasons = [], styled: Bool = false
    ) async throws -> CellBuffer {
        let context = styled ? Fixtures.darkContext(redaction: redaction) : Fixtures.plainContext(redaction: redaction)
        return try await WidgetRenderer.render(kind: kind, in: Self.catalog, family: family, entry: choice, context: context).buffer
    }

    @Test(arguments: cases)
    func live(_ kind: String, _ family: WidgetFamily) async throws {
        let buffer = try await render(kind, family)
        #expect(buffer.size == DeviceProfile.iPhone.size(of: family))
        Snapshot.assert(buffer.plainText, named: "\(kind)-\(family.shortName)-live")
    }

    @Test(arguments: cases)
    func placeholder(_ kind: String, _ family: WidgetFamily) async throws {
        Snapshot.assert(try await render(kind, family, .placeholder).plainText, named: "\(kind)-\(family.shortName)-placeholder")
    }

    @Test func privacyMasksOnlyTheSecret() async throws {
        let text = try await render("showcase", .systemLarge, redaction: .privacy).plainText
        #expect(!text.contains("4242"))
        #expect(text.contains("Showcase"))
        Snapshot.assert(text, named: "showcase-large-privacy")
    }

    @Test func styledSmallWidgets() async throws {
        Snapshot.assert(try await render("showcase", .systemSmall, styled: true).styledText, named: "showcase-small-styled")
        Snapshot.assert(try await render("clock", .systemSmall, styled: true).styledText, named: "clock-small-styled")
    }

    @Test func clockTimelineHasAnEntryEveryMinuteAndReloadsAtTheEnd() async throws {
        let descriptor = Self.catalog.descriptor(forKind: "clock")
        let context = TimelineProviderContext(family: .systemSmall, date: Fixtures.instant.addingTimeInterval(15))
        let timeline = try await descriptor?.provider.timeline(in: context, environment: Fixtures.environment, configuration: [:])
        #expect(timeline?.entries.count == 60)
        #expect(timeline?.entries.first?.date == context.date)
        #expect(timeline?.entries.dropFirst().first?.date == Fixtures.instant.addingTimeInterval(60))
        #expect(timeline?.policy == .atEnd)
    }

    @Test func theClockShowsTheMinuteOfTheInstant() async throws {
        let context = Fixtures.plainContext(at: Fixtures.instant.addingTimeInterval(19 * 60))
        let text = try await WidgetRenderer.render(kind: "clock", in: Self.catalog, family: .accessoryInline, context: context).text
        #expect(text.contains("10:00"))
    }
}
