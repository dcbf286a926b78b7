import Foundation
import Testing

/// The home screen uses 24-bit color where the terminal has it although its terminfo entry
/// (`xterm-256color`) does not say so: `COLORTERM=truecolor`, as other terminal programs read
/// it. `--color 256` and `config.toml`'s `color` override what the terminal says.
struct DirectColorEndToEndTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-color-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The colored screen once the first page is drawn, run with `arguments` and `environment`.
    private func coloredScreen(in root: URL, arguments: String = "", environment: [String: String]) async throws -> String {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0 \(arguments); echo EXIT=$?; sleep 60",
            environment: [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
                "TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            ].merging(environment) { $1 })
        defer { session.close() }
        _ = try await session.waitFor("pages 1-2/4")
        let colored = try await session.coloredScreen()
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        return colored
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func colortermTruecolorGivesDirectColorAndTheUserCanOverrideIt() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let direct = try await coloredScreen(in: root, environment: ["COLORTERM": "truecolor"])
        #expect(direct.contains("8;2;"), "24-bit colors (38;2;r;g;b or 48;2;r;g;b) on the screen")
        #expect(!direct.contains("8;5;"), "no 256-palette color left")

        let palette = try await coloredScreen(in: root, environment: [:])
        #expect(!palette.contains("8;2;") && palette.contains("8;5;"), "without COLORTERM: 256 colors, as the entry says")

        let overridden = try await coloredScreen(in: root, arguments: "--color 256", environment: ["COLORTERM": "truecolor"])
        #expect(!overridden.contains("8;2;") && overridden.contains("8;5;"), "--color 256 wins over COLORTERM")

        let config = root.appendingPathComponent("config/homescreen/config.toml")
        try "color = \"truecolor\"\n".write(to: config, atomically: true, encoding: .utf8)
        let configured = try await coloredScreen(in: root, environment: [:])
        #expect(configured.contains("8;2;"), "config.toml's color = \"truecolor\" without COLORTERM")
    }
}
