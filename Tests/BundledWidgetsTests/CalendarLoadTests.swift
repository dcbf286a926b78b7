@_spi(Benchmarks) @testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The calendar benchmark's folder (50 files, 5,000 events; `SampleCalendarFolder`) read as
/// the widget reads it: every event is read without a problem, and the archived timeline of
/// every family stays within the engine's limits (entries and view nodes).
struct CalendarLoadTests {
    @Test func fiveThousandEventsStayWithinTheEnginesLimits() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-calendar-load-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SampleCalendarFolder.write(to: folder, around: Fixtures.instant)
        guard case let .success(library) = CalendarFolder(path: folder.path).read() else {
            Issue.record("the sample folder could not be read")
            return
        }
        #expect(library.fileCount == 50)
        #expect(library.events.filter { $0.recurrenceID == nil }.count == 5_000)
        #expect(library.problems.isEmpty, "\(library.problems.prefix(3))")
        let descriptor = try #require(CalendarWidgetTests.catalog.descriptor(forKind: CalendarWidget.kind))
        for family in CalendarWidgetTests.families {
            var environment = Fixtures.environment
            environment.widgetFamily = family
            let timeline = try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: family, date: Fixtures.instant),
                environment: environment, configuration: ["folder": .string(folder.path)],
                limits: .standard)
            let nodes = timeline.entries.reduce(0) { $0 + $1.view.nodeCount }
            #expect(timeline.entries.count > 1)
            #expect(timeline.entries.count <= ArchiveLimits.standard.maxEntries)
            #expect(nodes <= ArchiveLimits.standard.maxNodes)
            // The benchmark's "next week rendered" (a cold read, one week, the view for now) draws
            // what the timeline shows first.
            let view = try CalendarNextWeek.view(
                folder: folder.path, at: Fixtures.instant, timeZone: Fixtures.utc, environment: environment)
            #expect(view == timeline.entries.first?.view)
        }
    }

    /// An event every minute would give 1,441 entries in 24 hours, more than the engine takes:
    /// the timeline is cut to the first `maximumEntries` instead of failing.
    @Test func aCalendarBusierThanTheEnginesLimitsStillGivesATimeline() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-calendar-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:tick", "DTSTART:20261121T000000Z", "RRULE:FREQ=MINUTELY",
            "SUMMARY:Tick", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("busy.ics"))
        let descriptor = try #require(CalendarWidgetTests.catalog.descriptor(forKind: CalendarWidget.kind))
        var environment = Fixtures.environment
        environment.widgetFamily = .systemLarge
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemLarge, date: Fixtures.instant),
            environment: environment, configuration: ["folder": .string(folder.path)],
            limits: .standard)
        #expect(timeline.entries.count == CalendarSchedule.maximumEntries)
        #expect(timeline.entries.first?.date == Fixtures.instant)
        #expect(timeline.entries.last?.date == Fixtures.instant.addingTimeInterval(TimeInterval(CalendarSchedule.maximumEntries - 1) * 60))
    }

    /// Reloads parse only files that changed since they were last parsed.
    @Test func anUnchangedFileIsNotParsedAgainAndAChangedOneIs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-calendar-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ title: String) throws {
            let text = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:1", "DTSTART:20261121T100000Z", "SUMMARY:\(title)",
                "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\r\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent("a.ics"), options: .atomic)
        }
        let cache = CalendarFileCache()
        let reader = CalendarFolder(path: folder.path, cache: cache)
        func titles() throws -> [String] {
            guard case let .success(library) = reader.read() else { throw CancellationError() }
            return library.events.map(\.summary)
        }
        try write("First")
        #expect(try titles() == ["First"])
        #expect(try titles() == ["First"])
        #expect(cache.parses == 1)
        try write("Second, longer")
        #expect(try titles() == ["Second, longer"])
        #expect(cache.parses == 2)
    }
}
