import Foundation
import HostIO
import Logging
import Testing

/// The log file quotes widget state: it is written for its owner only.
struct FileLogHandlerTests {
    @Test func theLogIsOwnerOnlyInAnOwnerOnlyFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = root.appendingPathComponent("homescreen/homescreen.log")
        let handler = FileLogHandler.factory(url: url, level: .info)("test")
        handler.log(
            event: LogEvent(
                level: .info, message: "Dentist at 3", metadata: nil, source: "test", file: #file,
                function: #function, line: #line))
        var info = stat()
        #expect(stat(url.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(url.deletingLastPathComponent().path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("Dentist at 3"))
    }
}
