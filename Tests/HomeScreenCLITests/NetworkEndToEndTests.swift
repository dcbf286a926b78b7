import Foundation
import HomeScreenUI
import HostIO
import LoopbackServer
import Testing
import TestSupport
import WidgetEngine

/// The real binary in tmux with the weather and feeds widgets pointed at a loopback server
/// (their code in the home screen's own widgets process, as always): the server stops and the
/// content stays, marked with its age and what failed; a restart with the server down shows
/// the content at once.
@Suite(.serialized, .needsLibcurl) struct NetworkEndToEndTests {
    /// A home of its own (config, state and cache kept between runs of the binary) and a
    /// layout with the weather over the feeds.
    struct Home {
        let root = URL(fileURLWithPath: "/tmp/hs-net-\(UUID().uuidString.prefix(8))")

        var environment: [String: String] {
            [
                "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
            ]
        }

        func writeLayout(server: LoopbackHTTPServer) throws {
            let base = "http://127.0.0.1:\(server.port)"
            let weather = WidgetItem(
                id: WidgetInstanceID(rawValue: "weather-1"), kind: "weather", family: .systemMedium, column: 0, row: 0,
                configuration: ["place": .string("Berlin"), "server": .string(base)])
            let feeds = WidgetItem(
                id: WidgetInstanceID(rawValue: "feeds-1"), kind: "feeds", family: .systemMedium, column: 0, row: 2,
                configuration: ["feeds": .string("\(base)/feeds/rss.xml, \(base)/feeds/atom.xml"), "minutes": .integer(20)])
            let layout = HomeLayout(pages: [HomePage(items: [.widget(weather), .widget(feeds)])])
            try LayoutFile.save(layout, to: root.appendingPathComponent("config/homescreen/home.toml"))
        }

        func start(clock: String, speed: Int) async throws -> TmuxSession {
            let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
            return try await TmuxSession.start(
                command: "\(binary) --clock \(clock) --speed \(speed); echo EXIT=$?; sleep 60", environment: environment)
        }
    }

    static func showsContent(_ screen: String) -> Bool {
        screen.contains("Berlin") && screen.contains("tmux 4.0 released")
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func theServerStopsAndTheContentStaysMarked() async throws {
        let home = Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let server = try FixtureAPIs.server()
        defer { server.stop() }
        try home.writeLayout(server: server)
        // A minute a second: the feeds' 20 minutes and the weather's 30 pass in 20 and 30 s, and
        // a call's 30 s deadline is half a second (faster, a loaded machine could miss it).
        let session = try await home.start(clock: "2026-11-21T09:41:00Z", speed: 60)
        defer { session.close() }
        let fresh = try await session.waitUntil("the weather and the feeds", seconds: 60, Self.showsContent)
        #expect(!fresh.contains("⚠"))
        server.stop()
        // Both reload once their interval has passed, find the server gone, and keep what they
        // showed, with its age and what failed.
        let stale = try await session.waitUntil("both widgets marked", seconds: 120) { screen in
            // (When the page was first drawn depends on the machine's load: the age is not checked.)
            Self.showsContent(screen) && screen.components(separatedBy: "⚠ as of ").count == 3
        }
        // "could not connect" may wrap after "not": the age before it ("as of 10:41") depends
        // on when the page was first drawn.
        #expect(stale.contains("127.0.0.1: could not"))
        // The weather as it was: the day's high and low (the temperature shown steps through
        // the kept hourly forecast as the clock runs, so it depends on how long this took).
        #expect(stale.contains("H 9° L 0°"))
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }

    @Test(.enabled(if: TmuxSession.isAvailable)) func aRestartWithTheServerDownShowsTheContentAtOnce() async throws {
        let home = Home()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let server = try FixtureAPIs.server()
        try home.writeLayout(server: server)
        let first = try await home.start(clock: "2026-11-21T09:41:00Z", speed: 1)
        _ = try await first.waitUntil("the weather and the feeds", seconds: 60, Self.showsContent)
        try await first.send("q")
        _ = try await first.waitFor("EXIT=0")
        first.close()
        server.stop()
        // Two hours on, the server down: the content of the last run is on the first screen
        // that shows anything of it, from disk; then the reloads find the server gone and mark it.
        let second = try await home.start(clock: "2026-11-21T11:41:00Z", speed: 1)
        defer { second.close() }
        let shown = try await second.waitUntil("the content of the last run", seconds: 60, Self.showsContent)
        #expect(!shown.contains("could not be looked up"))
        #expect(shown.contains("⟲") || shown.contains("⚠ as of 09:41"))
        let marked = try await second.waitUntil("the stale marks", seconds: 60) { screen in
            Self.showsContent(screen) && screen.components(separatedBy: "⚠ as of 09:41").count == 3
        }
        #expect(marked.contains("127.0.0.1: could not connect"))
        try await second.send("q")
        _ = try await second.waitFor("EXIT=0")
    }
}
