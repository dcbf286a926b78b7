import Foundation
import Testing
import TestSupport

/// The snapshot helper never writes under CI, even when recording is asked; elsewhere a
/// missing snapshot is written for review, and the test fails either way.
struct SnapshotGuardTests {
    /// A stand-in test file in a folder of its own: its snapshots go to `<folder>/__Snapshots__`.
    private func testFile() throws -> (file: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-snap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder.appendingPathComponent("SomeTests.swift").path, folder)
    }

    @Test(arguments: [["CI": "true"], ["CI": "true", "HOMESCREEN_RECORD": "1"], ["CI": "1", "HOMESCREEN_RECORD": "1"]])
    func underCINothingIsWritten(_ environment: [String: String]) throws {
        let (file, folder) = try testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("a missing snapshot fails") {
            Snapshot.assert("new text", named: "missing", filePath: file, environment: environment)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/missing.txt").path))
    }

    @Test func underCIADifferingSnapshotIsLeftAsItIs() throws {
        let (file, folder) = try testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = folder.appendingPathComponent("__Snapshots__/stored.txt")
        try FileManager.default.createDirectory(at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "old text\n".write(to: stored, atomically: true, encoding: .utf8)
        withKnownIssue("a differing snapshot fails") {
            Snapshot.assert("new text", named: "stored", filePath: file, environment: ["CI": "true", "HOMESCREEN_RECORD": "1"])
        }
        #expect(try String(contentsOf: stored, encoding: .utf8) == "old text\n")
    }

    @Test func outsideCIAMissingSnapshotIsWrittenForReview() throws {
        let (file, folder) = try testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue("a missing snapshot fails") {
            Snapshot.assert("new text", named: "missing", filePath: file, environment: [:])
        }
        let written = folder.appendingPathComponent("__Snapshots__/missing.txt")
        #expect(try String(contentsOf: written, encoding: .utf8) == "new text\n")
        // Now stored, the same text passes.
        Snapshot.assert("new text", named: "missing", filePath: file, environment: [:])
    }

    @Test func aDifferingSnapshotFailsWithTheLinesThatDiffer() throws {
        let (file, folder) = try testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = folder.appendingPathComponent("__Snapshots__/long.txt")
        try FileManager.default.createDirectory(at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lines = (1...40).map { "row \($0)" }
        try (lines.joined(separator: "\n") + "\n").write(to: stored, atomically: true, encoding: .utf8)
        var changed = lines
        changed[19] = "row twenty"
        withKnownIssue("a differing snapshot fails") {
            Snapshot.assert(changed.joined(separator: "\n"), named: "long", filePath: file, environment: ["CI": "true"])
        } matching: { issue in
            let text = String(describing: issue)
            // The change and two lines either side, not the forty lines of each text.
            return text.contains("@@ line 18 @@\n  row 18\n  row 19\n- row 20\n+ row twenty\n  row 21\n  row 22")
                && !text.contains("row 5\n") && !text.contains("row 35")
        }
    }

    @Test(arguments: [
        ("a\nb\nc", "a\nb\nc", ""),
        ("a\nb\nc", "a\nx\nc", "@@ line 1 @@\n  a\n- b\n+ x\n  c"),
        ("a\nb", "a\nb\nc", "@@ line 1 @@\n  a\n  b\n+ c"),
        ("a\nb\nc\nd\ne\nf\ng\nh", "x\nb\nc\nd\ne\nf\ng\ny", "@@ line 1 @@\n- a\n+ x\n  b\n  c\n@@ line 6 @@\n  f\n  g\n- h\n+ y"),
    ])
    func lineDiffsShowEachChangeInItsContext(_ stored: String, _ actual: String, _ diff: String) {
        #expect(LineDiff.text(stored: stored, actual: actual) == diff)
    }
}
