@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The Up Next widget from the fixture calendars (`Fixtures/calendars`: a work and a personal
/// calendar with recurring, all-day, floating and zoned events, and a broken file) at
/// Saturday 2026-11-21 09:41 UTC.
struct CalendarWidgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// `~` is the fixtures folder, so no test reads the real home folder.
    static let folders = UserFolders(environment: ["HOME": fixtures.path])
    static let folder: ConfigValues = ["folder": .string(fixtures.appendingPathComponent("calendars").path)]

    /// The widget with its days in UTC, so snapshots do not depend on the machine's zone.
    static let catalog = WidgetCatalog([
        AppIntentConfiguration(
            kind: CalendarWidget.kind, intent: CalendarIntent.self, provider: CalendarProvider(timeZone: Fixtures.utc, folders: folders)
        ) {
            CalendarView(entry: $0)
        }
        .supportedFamilies(CalendarWidget().body.descriptor.supportedFamilies).descriptor
    ])

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    private func render(
        _ family: WidgetFamily, _ values: ConfigValues = folder, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant, redaction: RedactionReasons = []
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: CalendarWidget.kind, in: Self.catalog, family: family, entry: choice, configuration: values,
            context: Fixtures.plainContext(at: instant, redaction: redaction)
        ).text
    }

    @Test(arguments: families)
    func live(_ family: WidgetFamily) async throws {
        let text = try await render(family)
        #expect(text.contains("Climbing with Bo"))
        Snapshot.assert(text, named: "calendar-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, Self.folder, .placeholder)
        #expect(text.contains("▆"))
        #expect(!text.contains("Climbing"))
        Snapshot.assert(text, named: "calendar-\(family.shortName)-placeholder")
    }

    @Test(arguments: families)
    func privacyMasksTitlesAndPlacesButNotTimes(_ family: WidgetFamily) async throws {
        let text = try await render(family, redaction: .privacy)
        #expect(!text.contains("Climbing"))
        #expect(!text.contains("Boulderhalle"))
        #expect(text.contains("10:00"))
        Snapshot.assert(text, named: "calendar-\(family.shortName)-privacy")
    }

    @Test func theGallerySnapshotShowsSampleEvents() async throws {
        let text = try await render(.systemMedium, [:], .snapshot)
        #expect(text.contains("Stand-up"))
        #expect(text.contains("Lunch with Ana"))
        Snapshot.assert(text, named: "calendar-medium-snapshot")
    }

    /// A broken event in one file is named in the widget; every other event, from the other
    /// files and from the rest of that file, still shows.
    @Test func aMalformedFileIsReportedAndTheRestShows() async throws {
        let text = try await render(.systemLarge)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("⚠ work/broken.ics:5: DTSTART:"), "\(text)")
        #expect(text.contains("Brunch")) // the good event of the broken file
        #expect(text.contains("Release review")) // work/team.ics
        #expect(text.contains("Dinner at Mia's")) // personal/life.ics
        #expect(!text.contains("Broken start"))
    }

    /// The message names the whole path, with `~` for the home folder, and the command that
    /// makes the folder.
    @Test(arguments: [
        ("missing", "~/missing does not exist. Create it (mkdir -p ~/missing) and put .ics files there, or set the folder parameter."),
        ("no-calendars", "~/no-calendars holds no .ics files."),
    ])
    func errorViewsSayWhatToFix(_ name: String, _ expected: String) async throws {
        let values: ConfigValues = ["folder": .string("~/" + name)]
        let text = try await render(.systemMedium, values)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(expected), "\(text)")
        Snapshot.assert(text, named: "calendar-error-\(name)")
    }

    @Test func nothingScheduled() async throws {
        let text = try await render(.systemSmall, ["folder": .string(Self.fixtures.appendingPathComponent("past.ics").path)])
        #expect(text.contains("Nothing scheduled"))
        Snapshot.assert(text, named: "calendar-small-empty")
    }

    @Test func anOngoingEventShowsUntilWhen() async throws {
        let text = try await render(.systemSmall, at: Fixtures.instant.addingTimeInterval(30 * 60))
        #expect(text.contains("Now, until 12:00"))
    }

    @Test func theSmallWidgetOpensItsEventAndRowsAreLinks() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: CalendarWidget.kind))
        func urls(_ family: WidgetFamily) async throws -> [String] {
            var environment = Fixtures.environment
            environment.widgetFamily = family
            let timeline = try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: family, date: Fixtures.instant),
                environment: environment, configuration: Self.folder)
            return try #require(timeline.entries.first).view.urls
        }
        #expect(try await urls(.systemSmall) == ["widgetURL homescreen://calendar/climbing@example.org"])
        let medium = try await urls(.systemMedium)
        #expect(medium.first == "widgetURL homescreen://calendar")
        #expect(medium.contains("link homescreen://calendar/market@example.org"))
    }

    /// Entries now, at each start and end, at midnight, and 30, 20 and 10 minutes before each
    /// timed event, with relevance rising to 100 at its start.
    @Test func entriesAndRelevanceOverTheNextDay() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: CalendarWidget.kind))
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: Fixtures.environment, configuration: Self.folder)
        let entries = timeline.entries.map { entry in
            "\(entry.date.formatted(.iso8601)) \(Int(entry.relevance?.score ?? -1))/\(Int(entry.relevance?.duration ?? -1))"
        }
        #expect(
            entries == [
                "2026-11-21T09:41:00Z 53/540", // 19 minutes before climbing
                "2026-11-21T09:50:00Z 75/600",
                "2026-11-21T10:00:00Z 100/600", // climbing starts
                "2026-11-21T12:00:00Z 0/0", // and ends
                "2026-11-21T14:00:00Z 25/600", "2026-11-21T14:10:00Z 50/600", "2026-11-21T14:20:00Z 75/600",
                "2026-11-21T14:30:00Z 100/600", // release review (UTC)
                "2026-11-21T16:00:00Z 0/0",
                "2026-11-21T18:30:00Z 25/600", "2026-11-21T18:40:00Z 50/600", "2026-11-21T18:50:00Z 75/600",
                "2026-11-21T19:00:00Z 100/600", // dinner (floating, read in UTC)
                "2026-11-21T22:00:00Z 0/0",
                "2026-11-22T00:00:00Z 0/0", // midnight: the market ends, "Today" moves
                "2026-11-22T09:30:00Z 25/600", "2026-11-22T09:40:00Z 50/600", // brunch at 10:00, past the 24 h horizon
            ])
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(30 * 60)))
    }

    @Test func aDayOnTheVirtualClock() async {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(kind: CalendarWidget.kind, family: .systemSmall, configuration: Self.folder, from: Fixtures.instant, for: 24 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        // Every 30 minutes: 48 reloads, 47 of them charged, all granted.
        #expect(reloads.count == 48)
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 60 } == (0..<48).map { Double($0) * 30 })
        #expect(reloads.last?.budgetLeft == 25)
        #expect(!records.contains { $0.event == .reloadRequested && $0.granted == false })
        #expect(!records.contains { $0.event == .failure })
        // Before the 14:30 review the relevance shown rises to 100 at its start.
        let review = Self.instant("2026-11-21T14:30:00Z")
        let ramp = records.filter { $0.event == .show && $0.date >= review.addingTimeInterval(-1_800) && $0.date <= review }
        #expect(ramp.map { $0.relevance?.score ?? 0 } == [25, 50, 53, 75, 100])
    }

    static func instant(_ text: String) -> Date { (try? Date(text, strategy: .iso8601)) ?? .distantPast }
}

extension ViewNode {
    /// Every link and widget URL in the tree, in reading order.
    var urls: [String] {
        var found: [String] = []
        switch kind {
        case let .link(url): found.append("link \(url.absoluteString)")
        case let .widgetURL(url): found.append("widgetURL \(url.absoluteString)")
        default: break
        }
        return found + children.flatMap(\.urls)
    }
}
