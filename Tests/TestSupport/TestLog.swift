import Foundation
import Logging
import Synchronization
import Testing

/// Where the code under test logs: records are kept in memory for assertions and printed
/// only when the run fails or `LOG_LEVEL` asks.
///
/// The handler is installed before the first test runs (`CTestLogStart`). `LOG_LEVEL=debug
/// swift test` prints records of that level and above to standard error as they come; a run
/// that ends with a failure prints the kept records of warning level and above, each with its
/// test.
public enum TestLog {
    /// One log record and the test it was logged in (nil: none known, e.g. on a detached task).
    public struct Record: Sendable, CustomStringConvertible {
        public var level: Logger.Level
        public var label: String
        public var message: String
        public var test: String?

        public var description: String { "\(level) \(label): \(message)" }
    }

    /// Records beyond this many are dropped (oldest first): a test that logs in a loop must
    /// not grow the runner's memory without bound.
    static let capacity = 50_000
    private static let kept = Mutex<[Record]>([])
    /// The level printed as records come (`LOG_LEVEL`), nil for none.
    static let printLevel: Logger.Level? = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:))
    /// Records below this level are not made at all (their messages are not even built).
    static var keepLevel: Logger.Level { min(printLevel ?? .debug, .debug) }

    /// Installs the handler; called once, before the first test.
    static func start() {
        LoggingSystem.bootstrap { label in Handler(label: label, logLevel: keepLevel) }
        on_exit({ status, _ in if status != 0 { TestLog.printKeptProblems() } }, nil)
    }

    /// The records kept so far that were logged in the test running now (or in `test`).
    public static func records(in test: Test? = Test.current) -> [Record] {
        guard let name = test.map(Self.name(of:)) else { return [] }
        return kept.withLock { $0.filter { $0.test == name } }
    }

    static func append(_ record: Record) {
        kept.withLock { records in
            if records.count >= capacity { records.removeFirst(capacity / 10) }
            records.append(record)
        }
        if let printLevel, record.level >= printLevel {
            FileHandle.standardError.write(Data("[\(record.test ?? "-")] \(record)\n".utf8))
        }
    }

    private static func name(of test: Test) -> String { test.id.description }

    /// After a failed run: the records of warning level and above, with their tests.
    private static func printKeptProblems() {
        let problems = kept.withLock { $0.filter { $0.level >= .warning } }
        guard !problems.isEmpty else { return }
        var text = "\nLog records of warning level and above (LOG_LEVEL=debug prints every record as it comes):\n"
        for record in problems { text += "[\(record.test ?? "-")] \(record)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    struct Handler: LogHandler {
        let label: String
        var logLevel: Logger.Level
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            TestLog.append(
                Record(
                    level: event.level, label: label, message: event.message.description,
                    test: Test.current.map(TestLog.name(of:))))
        }
    }
}

/// Called by the C constructor in `CTestLogStart`.
@_cdecl("hs_test_log_start")
func testLogStart() {
    TestLog.start()
}
