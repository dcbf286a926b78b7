import Foundation
import Testing
import WidgetEngine

/// The activities the home screen keeps: checks on arrival, changes, stale and dismissal
/// times, and the file written atomically and read back.
struct ActivityBookTests {
    static let now = ISO8601DateFormatter().date(from: "2026-11-28T09:21:00Z") ?? .distantPast

    static func record(id: String = "0123456789ab", state: String = "{}") throws -> ActivityRecord {
        ActivityRecord(
            id: id, kind: "DeliveryAttributes", attributes: "{}", state: state, views: try ActivityAPITests.views(), started: now,
            staleDate: now.addingTimeInterval(60), relevance: 1)
    }

    @Test func aRecordOverTheLimitsIsRefusedWithTheReason() throws {
        var book = ActivityBook()
        var big = try Self.record()
        big.state = #"{"x":""# + String(repeating: "a", count: 5_000) + #""}"#
        #expect(throws: ActivityFailure("the state is 5008 bytes of JSON; at most 4096 are taken")) { try book.accept(big, at: Self.now) }
        var list = try Self.record()
        list.attributes = "[1]"
        #expect(throws: ActivityFailure("the attributes are not a JSON object")) { try book.accept(list, at: Self.now) }
        var nodes = try Self.record()
        nodes.id = "not-an-id"
        #expect(throws: ActivityFailure.self) { try book.accept(nodes, at: Self.now) }
        var tight = ActivityLimits()
        tight.maxNodes = 3
        #expect(throws: ActivityFailure.self) { try book.accept(try Self.record(), limits: tight, at: Self.now) }
        #expect(book.records.isEmpty)
    }

    @Test func anEndedActivityTakesNoChangeAndLeavesAtItsDismissalTime() throws {
        var book = ActivityBook()
        try book.accept(try Self.record(), at: Self.now)
        #expect(book.shown(at: Self.now).first?.activityState(at: Self.now) == .active)
        #expect(book.shown(at: Self.now.addingTimeInterval(61)).first?.activityState(at: Self.now.addingTimeInterval(61)) == .stale)
        #expect(book.nextChange(after: Self.now) == Self.now.addingTimeInterval(60))
        var ended = try Self.record(state: #"{"done":true}"#)
        ended.ended = Self.now.addingTimeInterval(10)
        ended.dismissal = Self.now.addingTimeInterval(300)
        try book.accept(ended, at: Self.now)
        #expect(book.nextChange(after: Self.now) == Self.now.addingTimeInterval(300))
        #expect(throws: ActivityFailure.self) { try book.accept(try Self.record(), at: Self.now) }
        #expect(book.shown(at: Self.now.addingTimeInterval(299)).count == 1)
        #expect(book.shown(at: Self.now.addingTimeInterval(300)).isEmpty)
        // showsAny answers what shown says, without the list.
        #expect(book.showsAny(at: Self.now.addingTimeInterval(299)))
        #expect(!book.showsAny(at: Self.now.addingTimeInterval(299)) { $0.ended == nil })
        #expect(!book.showsAny(at: Self.now.addingTimeInterval(300)))
    }

    @Test func aChangeMayNotSwapTheKindOrAttributes() throws {
        var book = ActivityBook()
        try book.accept(try Self.record(), at: Self.now)
        var other = try Self.record()
        other.attributes = #"{"shop":"elsewhere"}"#
        #expect(throws: ActivityFailure.self) { try book.accept(other, at: Self.now) }
    }

    @Test func runningActivitiesComeFirstThenByRelevance() throws {
        var book = ActivityBook()
        var ended = try Self.record(id: "00000000000a")
        ended.ended = Self.now
        ended.dismissal = Self.now.addingTimeInterval(60)
        ended.relevance = 100
        var low = try Self.record(id: "00000000000b")
        low.relevance = 0
        var high = try Self.record(id: "00000000000c")
        high.relevance = 10
        for record in [low, high] { try book.accept(record, at: Self.now) }
        #expect(throws: ActivityFailure.self) { try book.accept(ended, at: Self.now) } // never started
        #expect(book.shown(at: Self.now).map(\.id) == ["00000000000c", "00000000000b"])
    }

    @Test func theStoreWritesAndReadsTheBook() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("activities-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        var book = ActivityBook()
        try book.accept(try Self.record(), at: Self.now)
        try store.saveActivities(book)
        #expect(store.loadActivities() == book)
        try Data("{not json".utf8).write(to: store.activitiesFile)
        #expect(store.loadActivities().records.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.activitiesFile.path)) // set aside, never overwritten
    }
}
