import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import Testing

@MainActor
struct AppOpeningTests {
    static let browser = AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"])
    let terminal: FakeTerminal
    let homeScreen: CellBuffer

    init() throws {
        terminal = FakeTerminal(size: CellSize(width: 20, height: 4))
        try terminal.start()
        var buffer = CellBuffer(size: CellSize(width: 20, height: 4))
        buffer.put("home", at: CellPoint(x: 1, y: 1), style: .plain)
        homeScreen = buffer
        terminal.draw(homeScreen)
    }

    private func page() throws -> URL {
        try #require(URL(string: "https://example.com/x"))
    }

    @Test func aURLWithoutAppIsAToastAndLeavesTheTerminalAlone() async throws {
        let link = try #require(URL(string: "gopher://example.com"))
        let runner = RecordingRunner(terminal: terminal)
        let (log, store) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(.noApp(link), terminal: terminal, runner: runner, log: log)
        #expect(toast == "No app opens gopher://example.com")
        #expect(runner.runs.isEmpty)
        #expect(!terminal.isSuspended)
        #expect(terminal.cellsWritten == 80)
        #expect(store.messages == ["No app opens gopher://example.com"])
    }

    @Test func anAppThatSucceedsRunsSuspendedOnceAndTheScreenComesBack() async throws {
        let plan = AppLauncher(apps: [Self.browser]).plan(opening: try page())
        let runner = RecordingRunner(statuses: [0], terminal: terminal)
        let (log, store) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(plan, terminal: terminal, runner: runner, log: log)
        #expect(toast == nil)
        #expect(runner.arguments == [["xdg-open", "https://example.com/x"]])
        #expect(runner.runs.map(\.terminalSuspended) == [true])
        #expect(!terminal.isSuspended)
        #expect(terminal.isStarted)
        #expect(terminal.screen == homeScreen)
        #expect(terminal.cellsWritten == 160) // the first draw, then the repaint on resume
        #expect(
            store.messages == [
                "Opening Browser",
                "Terminal suspended for Browser",
                "Browser exited with status 0",
                "Terminal resumed after Browser",
            ])
    }

    @Test func aFailingURLFallsBackToTheAppsTopWhileStillSuspended() async throws {
        let plan = AppLauncher(apps: [Self.browser]).plan(opening: try page())
        let runner = RecordingRunner(statuses: [2, 0], terminal: terminal)
        let (log, store) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(plan, terminal: terminal, runner: runner, log: log)
        #expect(toast == nil)
        #expect(runner.arguments == [["xdg-open", "https://example.com/x"], ["xdg-open"]])
        #expect(runner.runs.map(\.terminalSuspended) == [true, true])
        #expect(!terminal.isSuspended)
        #expect(terminal.screen == homeScreen)
        #expect(
            store.messages == [
                "Opening Browser",
                "Terminal suspended for Browser",
                "Browser exited with status 2",
                "Browser failed (status 2); falling back to its top",
                "Browser (fallback) exited with status 0",
                "Terminal resumed after Browser",
            ])
        #expect(store.levels.contains(.warning))
    }

    @Test func whenTheFallbackFailsTooTheToastNamesTheAppAndStatus() async throws {
        let plan = AppLauncher(apps: [Self.browser]).plan(opening: try page())
        let runner = RecordingRunner(statuses: [2, 127], terminal: terminal)
        let (log, store) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(plan, terminal: terminal, runner: runner, log: log)
        #expect(toast == "Browser failed (status 127)")
        #expect(runner.arguments == [["xdg-open", "https://example.com/x"], ["xdg-open"]])
        #expect(!terminal.isSuspended)
        #expect(terminal.screen == homeScreen)
        #expect(store.messages.last == "Browser failed (status 127)")
        #expect(store.levels.last == .error)
    }

    /// What the program said on standard error is in the toast, seen while the home screen
    /// runs; a file that is not there is a toast without suspending the terminal.
    @Test func aFailureToastGivesTheFirstLineOfErrors() async throws {
        struct Complaining: ProgramRunner {
            func run(_ arguments: [String]) async -> Int32 { 4 }
            func runReportingErrors(_ arguments: [String]) async -> ProgramExit {
                ProgramExit(status: 4, errorLine: "xdg-open: no method available for opening '/x/rose.jpg'")
            }
        }
        let plan = AppLauncher(apps: [], fileKind: { _ in .other }).plan(opening: URL(fileURLWithPath: "/x/rose.jpg"))
        let (log, _) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(plan, terminal: terminal, runner: Complaining(), log: log)
        #expect(toast == "xdg-open failed (status 4): xdg-open: no method available for opening '/x/rose.jpg'")
        #expect(!terminal.isSuspended)
        let refused = await AppOpening().execute(
            .refused("/x/gone.txt does not exist"), terminal: terminal, runner: Complaining(), log: log)
        #expect(refused == "/x/gone.txt does not exist")
    }

    @Test func aLaunchThatFailsHasNoFallback() async {
        let plan = AppLauncher(apps: [Self.browser]).plan(launching: Self.browser)
        let runner = RecordingRunner(statuses: [1], terminal: terminal)
        let (log, _) = RecordingLogHandler.logger()
        let toast = await AppOpening().execute(plan, terminal: terminal, runner: runner, log: log)
        #expect(toast == "Browser failed (status 1)")
        #expect(runner.arguments == [["xdg-open"]])
        #expect(runner.runs.map(\.terminalSuspended) == [true])
        #expect(!terminal.isSuspended)
    }
}
