@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The Reminders widget from `Fixtures/todo.txt` at Saturday 2026-11-21 09:41 UTC: one item
/// overdue, two due today, priorities, projects, contexts, two done items and a bad due date.
struct RemindersWidgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func file(_ name: String) -> ConfigValues { ["path": .string(fixtures.appendingPathComponent(name).path)] }

    /// `~` is the fixtures folder, so no test reads the real home folder.
    static let folders = UserFolders(environment: ["HOME": fixtures.path])

    /// The widget with its days in UTC.
    static let catalog = WidgetCatalog([
        AppIntentConfiguration(
            kind: RemindersWidget.kind, intent: RemindersIntent.self, provider: RemindersProvider(timeZone: Fixtures.utc, folders: folders)
        ) {
            RemindersView(entry: $0)
        }
        .supportedFamilies(RemindersWidget().body.descriptor.supportedFamilies).descriptor
    ])

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    private func render(
        _ family: WidgetFamily, _ values: ConfigValues = file("todo.txt"), _ choice: WidgetRenderer.EntryChoice = .current,
        redaction: RedactionReasons = []
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: RemindersWidget.kind, in: Self.catalog, family: family, entry: choice, configuration: values,
            context: Fixtures.plainContext(redaction: redaction)
        ).text
    }

    @Test(arguments: [
        (
            "(A) 2026-11-15 Renew passport +travel @town due:2026-11-20",
            "open A created 2026-11-15 due 2026-11-20 [travel] [town] Renew passport"
        ),
        (
            "x 2026-11-20 2026-11-18 Water the plants @home",
            "done on 2026-11-20 created 2026-11-18 [] [home] Water the plants"
        ),
        ("x Send the invoice +work", "done [work] [] Send the invoice"),
        ("(a) lower-case is not a priority", "open [] [] (a) lower-case is not a priority"),
        ("Read https://example.com/a:b later", "open [] [] Read https://example.com/a:b later"),
        ("Email me@example.com +mail", "open [mail] [] Email me@example.com"),
        ("xylophone lessons", "open [] [] xylophone lessons"),
        ("+only @tags", "open [only] [tags] +only @tags"),
    ])
    func todoLines(_ line: String, _ expected: String) {
        var problems: [String] = []
        let item = TodoFile.item(line, line: 1) { field, message in problems.append("\(field): \(message)") }
        var parts = [item.isDone ? "done" : "open"]
        if let date = item.completionDate { parts.append("on \(date)") }
        if let priority = item.priority { parts.append(String(priority)) }
        if let date = item.creationDate { parts.append("created \(date)") }
        if let due = item.due { parts.append("due \(due)") }
        parts.append("[\(item.projects.joined(separator: " "))] [\(item.contexts.joined(separator: " "))] \(item.title)")
        #expect(parts.joined(separator: " ") == expected)
        #expect(problems.isEmpty)
    }

    @Test func aBadDueDateIsAProblemNamingTheLine() throws {
        guard case let .success(contents) = TodoFile(path: Self.fixtures.appendingPathComponent("todo.txt").path).read() else {
            Issue.record("todo.txt did not load")
            return
        }
        #expect(contents.problems.map(\.description) == ["todo.txt:10: due: \"soon\" is not a date like 2026-11-21"])
        #expect(contents.items.count == 11) // the blank line is skipped
        #expect(contents.items.filter(\.isDone).count == 2)
    }

    /// `~` is `$HOME`, not the account's folder in the password database.
    @Test func tildeIsTheHomeVariable() async throws {
        let text = try await render(.systemMedium, ["path": .string("~/todo.txt")])
        #expect(text.contains("Renew passport"), "\(text)")
    }

    @Test func overdueThenDueTodayThenPriority() {
        let contents = TodoFile.parse(
            [
                "Later thing due:2026-12-01", "(B) Important", "Overdue due:2026-11-01", "(A) Most important",
                "Today due:2026-11-21", "(A) Today and first due:2026-11-21",
            ].joined(separator: "\n"), file: "t.txt")
        let today = CalendarDay(year: 2026, month: 11, day: 21)
        let ordered = today.map { TodoItem.ordered(contents.items, on: $0).map(\.title) }
        #expect(ordered == ["Overdue", "Today and first", "Today", "Most important", "Important", "Later thing"])
    }

    @Test(arguments: families)
    func live(_ family: WidgetFamily) async throws {
        let text = try await render(family)
        #expect(text.contains("☐ ! Renew passp")) // a checkbox, the overdue marker, the title (cut in small)
        #expect(!text.contains("Water the plants")) // done items are hidden (and counted)
        Snapshot.assert(text, named: "reminders-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, Self.file("todo.txt"), .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "reminders-\(family.shortName)-placeholder")
    }

    @Test(arguments: families)
    func privacyMasksTheItems(_ family: WidgetFamily) async throws {
        let text = try await render(family, redaction: .privacy)
        #expect(!text.contains("passport"))
        #expect(text.contains("Reminders"))
        Snapshot.assert(text, named: "reminders-\(family.shortName)-privacy")
    }

    @Test func theGallerySnapshotShowsSampleItems() async throws {
        let text = try await render(.systemMedium, [:], .snapshot)
        #expect(text.contains("Pay the electricity bill"))
        Snapshot.assert(text, named: "reminders-medium-snapshot")
    }

    /// The message names the whole path, with `~` for the home folder.
    @Test(arguments: [
        ("missing.txt", "~/missing.txt does not exist. Write it (one task a line), or set the path parameter."),
        ("no-calendars", "~/no-calendars is a folder, not a file."),
        ("todo-latin1.txt", "~/todo-latin1.txt is not UTF-8 text."),
    ])
    func errorViewsSayWhatToFix(_ name: String, _ expected: String) async throws {
        let text = try await render(.systemMedium, ["path": .string("~/" + name)])
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(expected), "\(text)")
        Snapshot.assert(text, named: "reminders-error-\(name)")
    }

    @Test func allDone() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-reminders-\(UUID().uuidString).txt")
        try "x 2026-11-20 Water the plants\n".write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        let text = try await render(.systemSmall, ["path": .string(path.path)])
        #expect(text.contains("All done"))
        #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("1 done, nothing open."))
    }

    /// Midnight turns "due today" into "overdue" and tomorrow's item into today's, with the
    /// relevance to match.
    @Test func midnightChangesWhatIsDue() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: RemindersWidget.kind))
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemMedium, date: Fixtures.instant),
            environment: Fixtures.environment, configuration: Self.file("todo-tomorrow.txt"))
        #expect(timeline.entries.map { $0.date.formatted(.iso8601) } == ["2026-11-21T09:41:00Z", "2026-11-22T00:00:00Z"])
        #expect(timeline.entries.map { $0.relevance?.score } == [0, 60])
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(30 * 60)))
        let atMidnight = try await render(.systemMedium, Self.file("todo-tomorrow.txt"), .index(1))
        #expect(atMidnight.contains("● Buy stamps"))
        #expect(atMidnight.contains("today"))
        let overdue = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemMedium, date: Fixtures.instant),
            environment: Fixtures.environment, configuration: Self.file("todo.txt"))
        #expect(overdue.entries.map { $0.relevance?.score } == [100, 100])
    }

    @Test func aDayOnTheVirtualClock() async {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(
                kind: RemindersWidget.kind, family: .systemSmall, configuration: Self.file("todo-tomorrow.txt"),
                from: Fixtures.instant, for: 24 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.count == 48)
        #expect(reloads.last?.budgetLeft == 25)
        #expect(!records.contains { $0.event == .failure })
        // Relevance is 0 until midnight, when the stamps become due today.
        let shown = records.filter { $0.event == .show }
        let midnight = Fixtures.instant.addingTimeInterval(14 * 3_600 + 19 * 60)
        #expect(shown.filter { $0.date < midnight }.allSatisfy { $0.relevance?.score == 0 })
        #expect(shown.first { $0.date == midnight }?.relevance?.score == 60)
        #expect(shown.filter { $0.date > midnight }.allSatisfy { $0.relevance?.score == 60 })
    }
}
