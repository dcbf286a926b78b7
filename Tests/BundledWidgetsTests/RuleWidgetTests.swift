import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The rule-demonstration widgets: snapshots in every family, error views, and their
/// schedules over a day on the virtual clock.
struct RuleWidgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// `~` is the fixtures folder, so no test reads the real home folder.
    static let catalog = BundledWidgets.catalog(folders: UserFolders(environment: ["HOME": fixtures.path]), timeZone: Fixtures.utc)

    static let cases: [(String, WidgetFamily, ConfigValues)] = [
        ("trophies", .systemSmall, [:]), ("trophies", .systemMedium, [:]),
        ("health", .systemSmall, ["hurtAt": .string("2026-11-21T08:30:00Z")]),
        ("gamescore", .systemSmall, [:]), ("gamescore", .systemMedium, [:]),
        ("pullrequests", .systemSmall, ["path": .string(fixtures.appendingPathComponent("pulls.json").path)]),
        ("pullrequests", .systemMedium, ["path": .string(fixtures.appendingPathComponent("pulls.json").path)]),
        ("pullrequests", .systemLarge, ["path": .string(fixtures.appendingPathComponent("pulls.json").path)]),
    ]

    private func render(
        _ kind: String, _ family: WidgetFamily, _ values: ConfigValues, _ choice: WidgetRenderer.EntryChoice = .current,
        at instant: Date = Fixtures.instant
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: kind, in: Self.catalog, family: family, entry: choice, configuration: values,
            context: Fixtures.plainContext(at: instant)
        ).text
    }

    @Test(arguments: cases)
    func live(_ kind: String, _ family: WidgetFamily, _ values: ConfigValues) async throws {
        Snapshot.assert(try await render(kind, family, values), named: "\(kind)-\(family.shortName)-live")
    }

    /// The kick-off countdown shows its seconds on a small tile, so the screen's wake each
    /// second draws something: the relative style's "9 min, 9 sec" was cut to "9 min…" there.
    @Test func theKickOffCountdownShowsItsSecondsOnASmallTile() async throws {
        // Kick-off is 19 minutes after the fixtures' instant.
        let before = try await render("gamescore", .systemSmall, [:], at: Fixtures.instant.addingTimeInterval(591))
        let after = try await render("gamescore", .systemSmall, [:], at: Fixtures.instant.addingTimeInterval(592))
        #expect(before.contains("Kick-off in 9:09"), "\(before)")
        #expect(after.contains("Kick-off in 9:08"), "\(after)")
    }

    @Test(arguments: cases)
    func placeholder(_ kind: String, _ family: WidgetFamily, _ values: ConfigValues) async throws {
        let text = try await render(kind, family, values, .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "\(kind)-\(family.shortName)-placeholder")
    }

    /// The message names the whole path, with `~` for the home folder.
    @Test(arguments: [
        ("missing.json", "~/missing.json does not exist. Write it, or set the path parameter."),
        ("malformed.json", "~/malformed.json: Unexpected end of file"),
        ("missing-title.json", "[0]: missing \"title\""),
    ])
    func pullRequestErrorViewsSayWhatToFix(_ file: String, _ expected: String) async throws {
        let text = try await render("pullrequests", .systemMedium, ["path": .string("~/" + file)])
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(expected), "\(text)")
        Snapshot.assert(text, named: "pullrequests-error-\(file)")
    }

    @Test func draftsCanBeHidden() async throws {
        let path = Self.fixtures.appendingPathComponent("pulls.json").path
        let text = try await render("pullrequests", .systemLarge, ["path": .string(path), "showDrafts": .boolean(false)])
        #expect(!text.contains("dark theme"))
        #expect(text.contains("Speed up layout"))
    }

    @Test func healthIsFullAndStopsAskingAfterFourHours() async throws {
        let text = try await render("health", .systemSmall, ["hurtAt": .string("2026-11-21T05:00:00Z")])
        #expect(text.contains("Full health"))
        let descriptor = try #require(Self.catalog.descriptor(forKind: "health"))
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: EnvironmentValues(),
            configuration: ["hurtAt": .string("2026-11-21T05:00:00Z")])
        #expect(timeline.policy == .never)
    }

    @Test func aBadHurtAtFailsTheProviderWithTheReason() async {
        await #expect(throws: WidgetRenderer.Failure.self) {
            _ = try await render("health", .systemSmall, ["hurtAt": .string("yesterday")])
        }
    }

    private func schedule(_ kind: String, _ values: ConfigValues = [:], hours: Double = 24) async -> [TimelineSimulation.Record] {
        await TimelineSimulation(catalog: Self.catalog).run(
            kind: kind, family: .systemSmall, configuration: values,
            from: Fixtures.instant, for: hours * 3_600)
    }

    @Test func trophiesReloadEveryFiveHoursOverADay() async {
        let records = await schedule("trophies")
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.map(\.reason) == ["placed", "policy", "policy", "policy", "policy", "policy"])
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 3_600 } == [0, 4, 8, 12, 16, 20])
        #expect(reloads.last?.budgetLeft == 67)
        // Five entries of each of six timelines, but the last timeline's fifth is at 24 h, past the end.
        #expect(records.filter { $0.event == .show }.count == 29)
    }

    @Test func healthReloadsHourlyUntilFullThenNever() async {
        let records = await schedule("health", ["hurtAt": .string("2026-11-21T08:30:00Z")])
        let reloads = records.filter { $0.event == .reload }
        // Hurt at 08:30: 25 % at 09:30, then +25 % at 10:30, 11:30 and full at 12:30.
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 60 } == [0, 49, 109, 169])
        #expect(records.last { $0.event == .received }?.detail?.contains("policy never") == true)
    }

    @Test func pullRequestsReloadEveryFiveMinutesWithinTheBudget() async {
        let path = Self.fixtures.appendingPathComponent("pulls.json").path
        let records = await schedule("pullrequests", ["path": .string(path)])
        let reloads = records.filter { $0.event == .reload }
        // 72 charged reloads a day at most, then deferred until the window frees up.
        #expect(reloads.count == 73)
        #expect(records.contains { $0.event == .reloadRequested && $0.granted == false })
    }

    @Test func gameScoreCarriesRelevanceWindows() async {
        let records = await schedule("gamescore", hours: 3)
        let shown = records.filter { $0.event == .show }
        #expect(shown.first?.relevance == TimelineEntryRelevance(score: 10, duration: 1_140))
        #expect(shown.dropFirst().first?.relevance == TimelineEntryRelevance(score: 50, duration: 900))
        #expect(shown.last?.relevance?.score == 0)
    }
}
