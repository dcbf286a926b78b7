import CellGrid
import Foundation
import Testing
import TestSupport

/// A live activity's link on the real binary in tmux (issue 39, with 35's strip): a script
/// starts a build activity naming its CI page; a click on it in the top row opens the page in
/// `$BROWSER`, and so does Enter on it in the `a` sheet.
struct ActivityOpeningEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func aClickOnTheStripAndEnterInTheSheetOpenTheActivitysLink() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-actopen-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        // The browser writes down each URL it is given.
        let opened = root.appendingPathComponent("opened.txt")
        let browser = root.appendingPathComponent("browser.sh")
        try "#!/bin/sh\necho \"$1\" >> '\(opened.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
        var folders = ExtensionFaultEndToEndTests.environment(root)
        folders["TZ"] = "UTC"
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: folders.merging(["BROWSER": browser.path]) { $1 })
        defer { session.close() }
        _ = try await session.waitFor("New Year")

        var script = folders
        script["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        script["XDG_RUNTIME_DIR"] = session.root.appendingPathComponent("run").path
        let started = try await ChildProcess.run(
            binary, ["activity", "start", "build", "--attributes", #"{"name":"deploy","url":"https://ci.example/job/7"}"#],
            environment: script)
        try #require(started.status == 0, "\(started.stdout)\(started.stderr)")
        let screen = try await session.waitFor("⚙ deploy")

        // A click on it in the top row opens its link.
        try await session.click("deploy", on: screen)
        #expect(try await lines(of: opened, count: 1) == ["https://ci.example/job/7"])
        // Enter on it in the sheet, too.
        try await session.send("a")
        _ = try await session.waitFor("Live activities")
        try await session.send("Enter")
        #expect(try await lines(of: opened, count: 2) == ["https://ci.example/job/7", "https://ci.example/job/7"])
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    /// The lines of `file` once it holds `count` of them (polled every 50 ms, at most 10 s).
    private func lines(of file: URL, count: Int) async throws -> [String] {
        var lines: [String] = []
        for _ in 0..<200 {
            lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count { return lines }
            try await Task.sleep(for: .milliseconds(50))
        }
        return lines
    }
}
