@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The countdown at fixed instants: live text redrawn without reloads, done after the date,
/// relevance rising as it nears.
struct CountdownWidgetTests {
    static let catalog = WidgetCatalog([CountdownWidget(timeZone: Fixtures.utc).body.descriptor])
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline]
    /// 2026-11-24 12:00 UTC, 74 h 19 min after the fixed instant.
    static let launch: ConfigValues = [
        "title": .string("Launch"), "date": .string("2026-11-24T12:00:00Z"),
        "since": .string("2026-11-14T12:00:00Z"),
    ]

    private func render(
        _ family: WidgetFamily, _ values: ConfigValues = launch, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant, redaction: RedactionReasons = []
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: CountdownWidget.kind, in: Self.catalog, family: family, entry: choice,
            configuration: values, context: Fixtures.plainContext(at: instant, redaction: redaction)
        ).text
    }

    @Test(arguments: families)
    func live(_ family: WidgetFamily) async throws {
        Snapshot.assert(try await render(family), named: "countdown-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func done(_ family: WidgetFamily) async throws {
        // Asked two days after the date.
        let text = try await render(family, at: Fixtures.instant.addingTimeInterval(5 * 86_400))
        #expect(text.contains("ago"))
        Snapshot.assert(text, named: "countdown-\(family.shortName)-done")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, [:], .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "countdown-\(family.shortName)-placeholder")
    }

    @Test func theTitleIsPrivate() async throws {
        let text = try await render(.systemSmall, redaction: .privacy)
        #expect(!text.contains("Launch"))
        #expect(text.contains("3 days, 2 hr"))
        Snapshot.assert(text, named: "countdown-small-privacy")
    }

    /// The host redraws live text as time passes: the same archived entry shows less time
    /// left later, with no provider call.
    @Test func theTimeLeftIsLiveText() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: CountdownWidget.kind))
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: Fixtures.environment, configuration: Self.launch)
        let first = try #require(timeline.entries.first)
        let now = WidgetRenderer.render(first.view, family: .systemSmall, context: Fixtures.plainContext()).text
        let later = WidgetRenderer.render(
            first.view, family: .systemSmall,
            context: Fixtures.plainContext(at: Fixtures.instant.addingTimeInterval(3_600 + 61))
        ).text
        #expect(now.contains("74:19:00"))
        #expect(now.contains("3 days, 2 hr"))
        #expect(later.contains("73:17:59"))
        #expect(later.contains("3 days, 1 hr"))
    }

    /// Before `since` (by default 30 days before the date) the clock still shows all the time
    /// left, and the bar is empty.
    @Test func beforeTheBarStartsTheClockStillCountsEverything() async throws {
        let text = try await render(.systemSmall, ["date": .string("2026-12-24T09:41:00Z")])
        #expect(text.contains("792:00:00"))
        #expect(text.contains("33 days"))
        #expect(text.contains("──────────────────"))
    }

    @Test(arguments: [
        ("christmas", "date: \"christmas\" is not an ISO 8601 date such as 2026-12-24 or 2026-12-24T18:00:00Z"),
        ("2026-02-30", "date: \"2026-02-30\" is not an ISO 8601 date"),
    ])
    func aBadDateSaysWhatToWrite(_ date: String, _ expected: String) async throws {
        // The parameters carry the widget's own check, so the host refuses the value (in the
        // configuration sheet, the layout file and --config) before the provider runs.
        let descriptor = try #require(Self.catalog.descriptor(forKind: CountdownWidget.kind))
        let parameter = try #require(descriptor.parameters.first { $0.name == "date" })
        guard case let .failure(error) = parameter.validate(.string(date)) else {
            Issue.record("\(date) was accepted")
            return
        }
        #expect(error.description.hasPrefix(expected), "\(error)")
        await #expect(throws: (any Error).self) { try await render(.systemMedium, ["date": .string(date)]) }
        #expect((try? parameter.validate(.string("")).get()) != nil)
        #expect((try? parameter.validate(.string("2026-12-24T18:00+01:00")).get()) != nil)
    }

    static let isoCases: [(String, TimeInterval)] = [
        ("2026-12-24", 1_798_070_400), ("2026-12-24T18:00", 1_798_135_200), ("2026-12-24T18:00:30Z", 1_798_135_230),
        ("2026-12-24T18:00+01:00", 1_798_131_600), ("2026-12-24T18:00:00-0530", 1_798_155_000), (" 2026-12-24T18:00Z ", 1_798_135_200),
    ]

    @Test(arguments: isoCases)
    func datesReadAsISO8601(_ text: String, _ seconds: TimeInterval) throws {
        #expect(try CountdownDate.parse(text, parameter: "date", timeZone: Fixtures.utc) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "", "2026-12", "2026-12-24T", "2026-12-24T18", "2026-13-01", "2026-12-24T25:00", "2026-12-24T18:00+1:00", "24.12.2026",
    ])
    func otherShapesAreRefused(_ text: String) {
        #expect(throws: CountdownDate.Failure.self) { try CountdownDate.parse(text, parameter: "date", timeZone: Fixtures.utc) }
    }

    /// Entries now, 1 day and 1 hour before, and at the date; nothing is reloaded over the day
    /// (`.never`); relevance rises step by step and is highest for an hour from the date.
    @Test func entriesStepUpRelevanceAndNothingReloads() async {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(kind: CountdownWidget.kind, family: .systemSmall, configuration: Self.launch, from: Fixtures.instant, for: 4 * 86_400)
        #expect(records.filter { $0.event == .reload }.count == 1)
        #expect(records.contains { $0.event == .received && $0.detail == "4 entries, policy never" })
        let shown = records.filter { $0.event == .show }
        let target = Date(timeIntervalSince1970: 1_795_521_600)
        #expect(shown.map(\.date) == [Fixtures.instant, target.addingTimeInterval(-86_400), target.addingTimeInterval(-3_600), target])
        #expect(shown.map { $0.relevance?.score } == [10, 40, 80, 100])
        #expect(shown.last?.relevance?.duration == 3_600)
    }

    @Test func theDefaultCountsToTheNextNewYearAndMovesOnAfterIt() async throws {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(kind: CountdownWidget.kind, family: .systemSmall, from: Fixtures.instant, for: 24 * 3_600)
        #expect(records.contains { $0.event == .received && $0.detail?.contains("after(2027-01-02T00:00:00Z)") == true })
        #expect(records.filter { $0.event == .reload }.count == 1)
        let text = try await render(.systemSmall, [:])
        #expect(text.contains("New Year"))
        // 40 days, 14 hours and 19 minutes from the fixed instant to 2027-01-01 00:00 UTC.
        #expect(text.contains("974:19:00"))
    }

    /// Once the date has passed, one entry: fully relevant for the hour after the date (for
    /// what is left of it), then not at all.
    @Test(arguments: [(-3_600.0, Float(100), 1.0), (-2 * 3_600.0, Float(0), 0.0)])
    func afterTheDateRelevanceFades(_ offset: TimeInterval, _ score: Float, _ duration: TimeInterval) {
        let target = Fixtures.instant.addingTimeInterval(offset)
        let now = Fixtures.instant.addingTimeInterval(-1)
        let dates = CountdownProvider.relevanceDates(target: target, after: now)
        #expect(dates.count == 1)
        #expect(dates.first?.0 == now)
        #expect(dates.first?.1.score == score)
        #expect(dates.first?.1.duration == duration)
    }
}
