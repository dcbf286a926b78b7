import Foundation
import HostIO
import Testing

/// The appearance chosen with keys stays across restarts, over `config.toml`'s defaults.
struct AppearanceMemoryEndToEndTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hs-appearance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs the home screen until its status bar shows `theme`, presses `keys`, waits for
    /// `after` and quits.
    private func run(in root: URL, expecting theme: String, keys: [String] = [], after: String? = nil) async throws {
        let session = try await TmuxSession.startHomeScreen(in: root)
        defer { session.close() }
        _ = try await session.waitUntil("the status bar naming \(theme)") { $0.contains("pages 1-2/4  \(theme)") }
        for key in keys { try await session.send(key) }
        if let after { _ = try await session.waitFor(after) }
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    /// `t` to dusk, quit, start again: still dusk (before: back to dark). `config.toml`'s
    /// `theme` is the default of a first start; edited after the choice, it wins.
    @Test(.enabled(if: TmuxSession.isAvailable)) func theThemeChosenWithAKeyIsThereAfterARestart() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try await run(in: root, expecting: "dark", keys: ["t"], after: "Theme: dusk")
        try await run(in: root, expecting: "dusk")
        let kept = try Data(contentsOf: root.appendingPathComponent("state/homescreen/appearance.json"))
        #expect(try JSONDecoder().decode(AppearanceMemory.self, from: kept).theme == "dusk")

        let config = root.appendingPathComponent("config/homescreen/config.toml")
        try "theme = \"light\"\n".write(to: config, atomically: true, encoding: .utf8)
        try await run(in: root, expecting: "light") // the file changed since the choice: it wins
    }
}
