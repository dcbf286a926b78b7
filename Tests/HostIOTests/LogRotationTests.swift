import Foundation
import HostIO
import Logging
import Testing

/// The log is capped by size: past the cap the files move up a generation, the oldest is
/// dropped, and no line is ever lost (short of the oldest) or split across files.
struct LogRotationTests {
    /// A folder of its own for a test (removed by the caller).
    private func makeFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
    }

    private func log(_ message: String, through handler: any LogHandler) {
        handler.log(
            event: LogEvent(
                level: .info, message: "\(message)", metadata: nil, source: "test", file: #fileID, function: #function, line: #line))
    }

    /// The lines of generation `number` (0: the current file), nil when the file is missing.
    private func lines(_ url: URL, generation number: Int) -> [String]? {
        let path = LogRotation.path(of: number, for: url.path)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        #expect(text.isEmpty || text.hasSuffix("\n"), "generation \(number) ends mid-line")
        return text.split(separator: "\n").map(String.init)
    }

    private func size(_ url: URL, generation number: Int) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: LogRotation.path(of: number, for: url.path))
        return (attributes?[.size] as? Int) ?? -1
    }

    @Test func pastTheCapGenerationsShiftAndTheOldestIsDropped() {
        let root = makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let url = root.appendingPathComponent("homescreen/homescreen.log")
            let cap = 400
            let handler = FileLogHandler.factory(url: url, level: .info, rotation: LogRotation(maxBytes: cap, generations: 3))("test")
            // 41 bytes a line: 9 lines a file, so 100 lines rotate 11 times.
            for number in 1...100 { log("line \(String(format: "%03d", number))", through: handler) }
            let generations = (0...3).map { lines(url, generation: $0) }
            #expect(lines(url, generation: 4) == nil, "a fourth older file was kept")
            let kept = generations.reversed().compactMap { $0 }.flatMap { $0 }
            #expect(generations.allSatisfy { $0 != nil })
            // Oldest first, the kept lines are the last ones written, each whole, none repeated.
            let numbers = kept.compactMap { line in line.split(separator: " ").last.flatMap { Int($0) } }
            #expect(numbers.count == kept.count, "a line was split: \(kept)")
            #expect(numbers == Array((101 - numbers.count)...100), "\(numbers)")
            #expect(!numbers.contains(1), "the oldest generation was not dropped")
            #expect(numbers.count > 3 * 5, "\(numbers.count) lines kept")
            for number in 0...3 { #expect(size(url, generation: number) <= cap, "generation \(number)") }
            // Every file is the owner's alone, like the first.
            for number in 0...3 {
                var info = stat()
                #expect(stat(LogRotation.path(of: number, for: url.path), &info) == 0 && info.st_mode & 0o777 == 0o600)
            }
        }
    }

    /// Handlers of two factories for one file, on eight threads at once: every line arrives
    /// once and whole, and the files still respect the cap.
    @Test func concurrentHandlersShareOneFileAndLoseNoLine() async {
        let root = makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let url = root.appendingPathComponent("homescreen.log")
            let cap = 5_500
            let rotation = LogRotation(maxBytes: cap, generations: 3)
            let first = FileLogHandler.factory(url: url, level: .info, rotation: rotation)
            let second = FileLogHandler.factory(url: url, level: .info, rotation: rotation)
            // 8 x 25 lines of 97 bytes: 19,400 bytes, more than 3 files hold and less than 4, so the
            // oldest generation is there and nothing is dropped.
            let padding = String(repeating: "x", count: 50)
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<8 {
                    let handler = (writer.isMultiple(of: 2) ? first : second)("writer\(writer)")
                    group.addTask {
                        for number in 0..<25 { log("w\(writer) n\(String(format: "%02d", number)) \(padding) end", through: handler) }
                    }
                }
            }
            let all = (0...3).compactMap { lines(url, generation: $0) }.flatMap { $0 }
            #expect(all.count == 200, "\(all.count) lines")
            #expect(all.allSatisfy { $0.hasSuffix(" end") && $0.contains(": w") }, "a line was split or merged")
            let keys = Set(all.compactMap { $0.split(separator: ": ").last.map(String.init) })
            #expect(keys.count == 200)
            #expect(lines(url, generation: 3) != nil, "the log did not rotate")
            for number in 0...3 { #expect(size(url, generation: number) <= cap) }
        }
    }

    /// A log left by an earlier run is appended to, and rotated when full.
    @Test func anExistingLogIsContinuedThenRotated() throws {
        let root = makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            let url = root.appendingPathComponent("homescreen.log")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(String(repeating: "x", count: 90).appending("\n").utf8).write(to: url)
            let handler = FileLogHandler.factory(url: url, level: .info, rotation: LogRotation(maxBytes: 160, generations: 1))("t")
            log("short", through: handler)
            #expect(lines(url, generation: 1) == nil)
            log("a line that no longer fits beside the others", through: handler)
            #expect(lines(url, generation: 1)?.count == 2)
            #expect(lines(url, generation: 1)?.first?.count == 90)
            #expect(lines(url, generation: 0)?.count == 1)
            #expect(lines(url, generation: 0)?.first?.hasSuffix("no longer fits beside the others") == true)
        }
    }
}
