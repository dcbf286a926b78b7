import Foundation
import Testing

/// Text snapshots stored beside the tests, in `__Snapshots__/<name>.txt` next to the test file.
///
/// A missing snapshot is written and the test fails (review the file and commit it); a
/// differing one fails with the lines that differ (``LineDiff``). `HOMESCREEN_RECORD=1` rewrites snapshots that differ.
/// Under CI (`CI` set) nothing is ever written: a missing or differing snapshot just fails.
public enum Snapshot {
    /// Compares `text` with the stored snapshot `name`; `environment` says whether to record
    /// (`HOMESCREEN_RECORD`) and whether this is CI (`CI`), the process's own by default.
    public static func assert(
        _ text: String, named name: String, filePath: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = folder.appendingPathComponent(name + ".txt")
        let inCI = environment["CI"].map { !$0.isEmpty && $0 != "0" } ?? false
        let record = environment["HOMESCREEN_RECORD"] == "1" && !inCI
        let stored = try? String(contentsOf: file, encoding: .utf8)
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if stored == actual { return }
        if stored == nil || record {
            if !inCI {
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? actual.write(to: file, atomically: true, encoding: .utf8)
            }
            Issue.record(
                "snapshot \(name) \(stored == nil ? "was missing" : "was re-recorded")\(inCI ? " (not written under CI)" : "; review \(file.path)")",
                sourceLocation: sourceLocation)
            return
        }
        Issue.record(
            "snapshot \(name) differs from \(file.path) (- stored, + actual):\n\(LineDiff.text(stored: stored ?? "", actual: actual))",
            sourceLocation: sourceLocation)
    }
}
