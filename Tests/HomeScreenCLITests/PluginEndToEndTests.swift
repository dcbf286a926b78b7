import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// Plugins on the real binary in tmux (issue 38): an xbar plugin and a streaming script added
/// with `homescreen extension add`, run by `homescreen extension serve` (never the home
/// screen's process). The `bash=` item runs after its confirmation with its arguments intact
/// (no shell), an `href=` opens through the apps table, and the stream updates several times
/// a second while no more than one message of pushes is drawn per display instant; the signal
/// the plugin names (`SIGRTMIN+5`) reloads it.
struct PluginEndToEndTests {
    static var isAvailable: Bool { TmuxSession.isAvailable }

    /// Records its arguments, one a line.
    static let recorder = """
        #!/bin/sh
        out="$1"
        shift
        for argument in "$@"; do printf '%s\\n' "$argument"; done > "$out.tmp"
        mv "$out.tmp" "$out"
        """

    static func plugin(recorder: String, record: String) -> String {
        """
        #!/bin/sh
        # <xbar.title>Press test</xbar.title>
        # <homescreen.signal>5</homescreen.signal>
        runs=$(( $(cat "\(record).runs" 2>/dev/null || echo 0) + 1 ))
        echo $runs > "\(record).runs"
        echo "Press test, run $runs"
        echo "---"
        echo "Run it | bash=\(recorder) param1=\(record) param2='two words' param3='\\$(touch pwned); rm -rf ~' param4=\\"it's\\" terminal=false"
        echo "Open it | href=https://example.com/a?b=c&d=e"
        """
    }

    /// Bursts of fifty lines five times a second: 250 states a second.
    static let ticker = """
        #!/bin/sh
        # <xbar.title>Ticker</xbar.title>
        # <homescreen.stream>lines</homescreen.stream>
        i=0
        while true; do
          i=$((i + 1))
          j=0
          while [ $j -lt 50 ]; do j=$((j + 1)); echo "tick $i.$j"; done
          sleep 0.2
        done
        """

    @Test(.enabled(if: isAvailable)) func anXbarPluginPressesOpensAndStreams() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-plugins-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        let recorder = source.appendingPathComponent("record.sh")
        let pressed = root.appendingPathComponent("pressed.txt").path
        let opened = root.appendingPathComponent("opened.txt").path
        try ExecutableScript.write(Self.recorder, to: recorder)
        try ExecutableScript.write(Self.plugin(recorder: recorder.path, record: pressed), to: source.appendingPathComponent("press.1m.sh"))
        try ExecutableScript.write(Self.ticker, to: source.appendingPathComponent("ticker.sh"))
        let environment = ExtensionFaultEndToEndTests.environment(root)
        for (file, flag) in [("press.1m.sh", []), ("ticker.sh", ["--plugin"])] {
            let added = try await BinaryRunner.run(
                ["extension", "add", source.appendingPathComponent(file).path] + flag, environment: environment)
            try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
            #expect(added.stdout.contains("added plugin"))
        }
        let config = root.appendingPathComponent("config/homescreen")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
        [[app]]
        name = "Browser"
        icon = "◍"
        scheme = "https"
        command = ["\(recorder.path)", "\(opened)"]
        """.write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        try LayoutFile.save(
            HomeLayout(pages: [
                HomePage(items: [
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "press-1"), kind: "plugin.press", family: .systemMedium)),
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "ticker-1"), kind: "plugin.ticker", family: .systemSmall, row: 2)),
                ])
            ]), to: config.appendingPathComponent("home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            // In the home folder: a command a plugin's shell would run there would leave its file.
            command: "/bin/sh -c 'cd \(root.appendingPathComponent("home").path) && \(binary) --log-level trace; echo EXIT=$?; sleep 60'",
            environment: environment, width: 100, height: 30)
        defer { session.close() }

        _ = try await session.waitFor("Press test, run 1")
        // The stream: state after state on the screen (how many a second is read from the
        // home screen's log below: polling tmux is slower than the stream under load).
        let started = Date()
        var seen: Set<String> = []
        for _ in 0..<400 where seen.count < 6 {
            let screen = try await session.screen()
            if let range = screen.range(of: #"tick [0-9]+\.[0-9]+"#, options: .regularExpression) {
                seen.insert(String(screen[range]))
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(seen.count >= 6, "\(seen)")

        // The bash= item: confirmed, then run as an argument vector.
        try await session.send("Tab")
        try await session.send("Enter")
        let confirmation = try await session.waitFor("Run this command?")
        // Each argument as it will reach the program (the box wraps long lines at spaces).
        #expect(confirmation.contains(#"'two words' '$(touch pwned); rm -rf"#) && confirmation.contains(#"'it'\''s'"#), "\(confirmation)")
        try await session.send("y")
        let arguments = try await session.waitForLines(in: pressed)
        #expect(arguments == "two words\n$(touch pwned); rm -rf ~\nit's\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("home/pwned").path))

        // The href= item: through the apps table.
        try await session.send("Tab")
        try await session.send("Enter")
        #expect(try await session.waitForLines(in: opened) == "https://example.com/a?b=c&d=e\n")

        // The signal the plugin names reloads it.
        let screen = try #require(Self.processes(of: root) { $0.hasSuffix("--log-level trace") }.first)
        _ = try await session.waitFor("Press test, run 1")
        kill(screen, __libc_current_sigrtmin() + 5)
        _ = try await session.waitFor("Press test, run 2")

        _ = try await session.waitFor("q quit")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        let ran = Date().timeIntervalSince(started)

        // At most one message of pushes (one frame) a display instant, though 250 states a second came.
        let log = try String(contentsOf: root.appendingPathComponent("state/homescreen/homescreen.log"), encoding: .utf8)
        let pushed = log.split(separator: "\n").filter { $0.contains("pushes in one message") }
        let messages = pushed.count
        #expect(messages >= 6, "\(messages)")
        #expect(Double(messages) <= ran / PushCoalescer.displayInstant + 1, "\(messages) messages in \(ran) s")
        // Several frames of the stream a second, by the home screen's own clock (the log's
        // stamps are to the second): the busiest second drew at least three.
        let perSecond = Dictionary(grouping: pushed) { $0.prefix { $0 != " " } }.values.map(\.count)
        #expect((perSecond.max() ?? 0) >= 3, "messages a second: \(perSecond)")
        #expect(!log.contains("homescreen.plugin.ticker: "), "the stream never ended: \(log)")
        // No plugin program is left running.
        let left = try await Self.waitForNoPluginProcess(of: root)
        #expect(left.isEmpty, "still running: \(left)")
    }

    /// The processes of this run's home still running a plugin or the widgets' program, once
    /// none is (or after 10 s, those left).
    static func waitForNoPluginProcess(of root: URL) async throws -> [String] {
        var left: [Int32] = []
        for _ in 0..<200 {
            left = processes(of: root) { $0.contains("ticker.sh") || $0.contains("extension serve") }
            if left.isEmpty { return [] }
            try await Task.sleep(for: .milliseconds(50))
        }
        return left.map(String.init)
    }

    /// The processes with this run's home whose command line passes `matching`.
    static func processes(of root: URL, matching: (String) -> Bool) -> [Int32] {
        let home = "HOME=" + root.appendingPathComponent("home").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init).filter { id in
            guard let environ = FileManager.default.contents(atPath: "/proc/\(id)/environ"),
                let cmdline = FileManager.default.contents(atPath: "/proc/\(id)/cmdline")
            else { return false }
            let variables = environ.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let command = cmdline.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
            return variables.contains(home) && matching(command)
        }
    }
}
