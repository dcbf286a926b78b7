import Foundation
import Logging
import Testing
import TestSupport
@testable import WidgetEngine

/// Tests' log records are kept for assertions, each with the test it was logged in.
struct TestLogTests {
    @Test func aRecordLoggedInATestIsKeptForThatTest() {
        let marker = "marker \(UUID().uuidString)"
        Logger(label: "test.log").warning("\(marker)")
        let records = TestLog.records()
        #expect(records.contains { $0.level == .warning && $0.label == "test.log" && $0.message == marker })
    }

    /// The store's own logger (made before the first test) logs to the tests' handler: a
    /// cache that cannot be read is set aside, and said so at error level.
    @Test func theCodeUnderTestLogsToTheTestsHandler() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hs-log-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("instances"), withIntermediateDirectories: true)
        try Data("not a cache".utf8).write(to: root.appendingPathComponent("instances/w.cache"))
        #expect(EngineStore(folder: root).load(WidgetInstanceID(rawValue: "w")) == nil)
        #expect(TestLog.records().contains { $0.level == .error && $0.label == "homescreen.store" && $0.message.contains("set aside") })
    }
}
