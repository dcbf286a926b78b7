import Foundation
import HomeScreenUI
import Testing
import TestSupport
import WidgetEngine

/// `homescreen reload` and `homescreen donate` from a shell, and the gallery in a real
/// terminal: a widget added, the screen quit and started again, the widget still there.
struct ControlCommandTests {
    private func folder() throws -> URL { try PrivateRoot.make("hs-cc") }

    private func environment(_ root: URL) -> [String: String] { PrivateRoot.environment(root) }

    @Test func reloadWithNothingRunningSaysSoAndExits1() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await BinaryRunner.run(["reload"], environment: environment(root))
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "homescreen: no home screen is running (nothing listens at \(root.path)/run/homescreen.sock)\n")
    }

    @Test func reloadOfAnUnknownKindIsBadInput() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await BinaryRunner.run(["reload", "--kind", "tides"], environment: environment(root))
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown widget kind \"tides\""))
    }

    @Test func donateWithNothingRunningWritesTheStore() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await BinaryRunner.run(["donate", "pullrequests", "--config", "showDrafts=false"], environment: environment(root))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no home screen is running"))
        let donations = EngineStore(folder: root.appendingPathComponent("state/homescreen")).loadDonations().donations
        #expect(donations.map(\.kind) == ["pullrequests"])
        #expect(donations.first?.configuration == ["showDrafts": .boolean(false)])
        let again = try await BinaryRunner.run(["donate", "pullrequests"], environment: environment(root))
        #expect(again.status == 0)
        #expect(EngineStore(folder: root.appendingPathComponent("state/homescreen")).loadDonations().donations.count == 2)
        let bad = try await BinaryRunner.run(["donate", "pullrequests", "--config", "colour=red"], environment: environment(root))
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("colour"))
    }

    private func startScreen(_ root: URL) async throws -> TmuxSession {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        return try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: environment(root).merging(["TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color"]) { $1 })
    }

    /// `homescreen reload` reaches the running screen through its socket (made 0600), is
    /// charged to the budget (the budget view shows it held back by the spacing); `donate`
    /// goes through it too; the socket is gone after quitting.
    @Test(.enabled(if: TmuxSession.isAvailable)) func reloadReachesTheRunningHomeScreen() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try await startScreen(root)
        defer { session.close() }
        // Clock-1's first timeline (its date: the placeholder has none). A reload asked while
        // that first one runs would join it, not be charged to the budget.
        _ = try await session.waitFor("Sat 21 Nov")
        let socket = root.appendingPathComponent("run/homescreen.sock").path
        let attributes = try FileManager.default.attributesOfItem(atPath: socket)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let result = try await BinaryRunner.run(["reload", "--kind", "clock"], environment: environment(root))
        #expect(result.status == 0, "\(result.stderr)")
        // Three clocks on the pages, one in StandBy.
        #expect(result.stdout == "asked 4 widgets of kind clock to reload (charged to their budgets)\n")
        _ = try await session.waitFor("Reload asked from outside: 4 clock")
        try await session.send("b") // the clock, selected at start
        let budget = try await session.waitUntil("clock-1's reload budget") {
            $0.contains("Reload budget · clock-1") && $0.contains("Esc close") // its last line: the whole box is drawn
        }
        #expect(budget.contains("widgetCenter (charged)"), "\(budget)")
        #expect(budget.contains("held back until 09:46:00"))
        try await session.send("Escape")
        // A donation goes through the running screen too: it is dated by the screen's clock.
        let donated = try await BinaryRunner.run(["donate", "clock"], environment: environment(root))
        #expect(donated.stdout == "donation recorded for clock\n")
        let donations = EngineStore(folder: root.appendingPathComponent("state/homescreen")).loadDonations().donations
        #expect(donations == [InteractionDonation(kind: "clock", date: Date(timeIntervalSince1970: 1_795_254_060))])
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    /// The gallery in a real terminal: search, add, quit; the next start shows the widget
    /// where it was put, and the layout file holds it.
    @Test(.enabled(if: TmuxSession.isAvailable)) func aWidgetAddedFromTheGalleryIsThereAfterARestart() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try await startScreen(root)
        _ = try await first.waitFor("pages 1-2/4")
        try await first.send("g")
        _ = try await first.waitFor("Add a widget")
        try await first.send("/")
        try await first.send("game")
        _ = try await first.waitFor("Search: game")
        try await first.send("Enter")
        try await first.send("Enter")
        #expect(try await first.waitFor("Added Game score (small) to page 5").contains("page 5/5"))
        _ = try await first.waitFor("Harbour vs Rove") // its first timeline
        try await first.send("q")
        _ = try await first.waitFor("EXIT=0")
        first.close()
        let layout = try String(contentsOf: root.appendingPathComponent("config/homescreen/home.toml"), encoding: .utf8)
        // The new last page, before the lock screen's and StandBy's tables.
        #expect(
            layout.contains(
                """
                [[page]]

                [[page.widget]]
                id = "gamescore-1"
                kind = "gamescore"
                family = "small"
                column = 0
                row = 0

                [lock]
                """))

        let second = try await startScreen(root)
        defer { second.close() }
        _ = try await second.waitFor("pages 1-2/5")
        try await second.send("]")
        try await second.send("]")
        _ = try await second.waitFor("page 5/5")
        _ = try await second.waitFor("Harbour vs Rove") // from the cache of the first run, or its new timeline
        try await second.send("q")
        _ = try await second.waitFor("EXIT=0")
    }
}
