import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import TestSupport
import Testing
import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// A headless home screen of the bundled clock beside one fault widget served by its
/// extension program, with a state folder of its own, on a manual clock; the extension's
/// deadlines and idle stops are fired by hand (no test waits 30 s for a hang).
@MainActor
final class FaultHarness {
    static let clockID = WidgetInstanceID(rawValue: "clock-1")
    static let faultID = WidgetInstanceID(rawValue: "fault-1")
    /// The extension faults from a minute after the start (its first answer, at the start, is good).
    static let faultFrom = Fixtures.instant.addingTimeInterval(60)

    let fault: Fault
    let folder: URL
    let schedule = ManualSchedule()
    let client: ExtensionClient
    let store: EngineStore
    /// The screen, under the test pilot (the run loop's own `apply`).
    let screen: Pilot
    let runner: ProviderRunner
    private(set) var now = Fixtures.instant
    /// Every process id the extension has run as.
    private(set) var processIDs: Set<Int32> = []

    init(_ fault: Fault) async throws {
        self.fault = fault
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-fault-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        client = ExtensionClient(
            .init(
                name: fault.kind,
                arguments: FaultPrograms.arguments(
                    for: fault, faultFrom: Self.faultFrom, crashMarker: folder.appendingPathComponent("crashed")),
                schedule: schedule.schedule))
        let described = try await ExtensionCatalog.descriptors(from: client).get().filter { $0.kind == fault.kind }
        if let pid = client.processID { processIDs.insert(pid) }
        let clock = try #require(BundledWidgets.testCatalog.descriptor(forKind: "clock"))
        let catalog = WidgetCatalog([clock] + described)
        // The extension's own deadlines (the schedule, fired by hand) are what the suite tries;
        // the runner's real-time limit never passes (on a loaded machine, 100,000 entries took
        // longer than its 30 s and the call was abandoned before the entry limit was recorded).
        runner = ProviderRunner(catalog: catalog, limitTimer: ManualLimitTimer())
        store = EngineStore(folder: folder.appendingPathComponent("state"))
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(WidgetItem(id: Self.clockID, kind: "clock", family: .systemSmall, column: 0, row: 0)),
                .widget(WidgetItem(id: Self.faultID, kind: fault.kind, family: .systemSmall, column: 2, row: 0)),
            ])
        ])
        screen = Pilot(
            HomeScreen(
                catalog: catalog, layout: layout, themes: [.monochrome], themeIndex: 0, settings: .standard, store: store,
                screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale), at: now)
        screen.startHoldingCalls()
        screen.readCaches()
        await step(to: now)
    }

    deinit {
        client.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Moves the clock to `instant` (the screen's timer fires) and runs every widget call
    /// waiting, handing each result back, round after round; a call to a fault that hangs is
    /// ended by firing its deadline by hand. Before, the extension's idle stop is fired, so
    /// each request starts the program afresh.
    func step(to instant: Date) async {
        now = instant
        schedule.fireAll()
        screen.tick(at: now)
        while !screen.waiting.isEmpty {
            for call in screen.takeWaiting() { await run(call) }
        }
    }

    private func run(_ call: WidgetCall) async {
        let runner = runner
        let toExtension = call.providerRequest?.instance.id == Self.faultID
        let running = Task { await call.run(with: runner) }
        if toExtension {
            // The deadline is scheduled once the program has started, as the request is sent.
            await Self.poll { self.schedule.delays.contains(30) }
            if let pid = client.processID { processIDs.insert(pid) }
            if fault.hangs && now >= Self.faultFrom { schedule.fireAll() }
        }
        screen.answer(call, with: await running.value, at: now)
    }

    /// The next instant the engine asks the fault widget again (a policy reload or a retry).
    var nextFaultReload: Date? { screen.engine.states[Self.faultID]?.scheduled?.notBefore }

    /// The screen as text.
    var text: String { screen.frame(at: now).buffer.plainText }

    /// The fault tile's text.
    var faultTile: String { tileText(Self.faultID) }

    /// The clock tile's text.
    var clockTile: String { tileText(Self.clockID) }

    /// The character in the fault tile's top-right corner (the failure marker's place).
    var faultMarker: String? {
        guard let frame = frame(of: Self.faultID) else { return nil }
        return screen.frame(at: now).buffer[frame.maxX - 1, frame.minY]?.grapheme
    }

    private func frame(of id: WidgetInstanceID) -> CellRect? {
        screen.pageItems(for: 0).first { $0.instance == id }?.frame
    }

    private func tileText(_ id: WidgetInstanceID) -> String {
        guard let frame = frame(of: id) else { return "" }
        let buffer = screen.frame(at: now).buffer
        return (frame.minY..<frame.maxY).map { y in
            (frame.minX..<frame.maxX).map { x in buffer[x, y]?.grapheme ?? "" }.joined()
        }.joined(separator: "\n")
    }

    /// The last failure recorded for the fault widget, in the user's words.
    var lastFailure: String? { screen.engine.states[Self.faultID]?.failures.last?.failure.description }

    /// The state folder's files (paths inside it) and their contents.
    func stateFiles() -> [String: Data] {
        let state = folder.appendingPathComponent("state")
        let names = FileManager.default.subpaths(atPath: state.path) ?? []
        var files: [String: Data] = [:]
        for name in names {
            var isFolder: ObjCBool = false
            let path = state.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[name] = FileManager.default.contents(atPath: path)
        }
        return files
    }

    /// Puts a file of the user's in the state folder (the suite checks it is never touched).
    func keepUserFile() throws -> (name: String, data: Data) {
        let data = Data("kept\n".utf8)
        try data.write(to: folder.appendingPathComponent("state/keep.txt"))
        return ("keep.txt", data)
    }

    /// Stops the program if it still runs (an idle stop, fired) and waits until every process
    /// it ran as is gone; true when none is left.
    func noProcessLeft() async -> Bool {
        schedule.fireAll()
        // Nor anything the program started (fault-orphans names them with the run's crash marker).
        let marker = folder.appendingPathComponent("crashed").path
        // The process table is read only once the program is gone (reading it is not cheap).
        func done() -> Bool {
            !client.isRunning && processIDs.allSatisfy(Self.isGone) && ProcessTable.now().running(marker).isEmpty
        }
        await Self.poll(done)
        return done()
    }

    /// True when `pid` no longer exists (ended and reaped).
    nonisolated static func isGone(_ pid: Int32) -> Bool {
        kill(pid, 0) == -1 && errno == ESRCH
    }

    /// Polls `done` until it holds, at most about 20 s (a program's start on a loaded machine).
    static func poll(_ done: () -> Bool) async {
        // Returns as soon as it holds (a `where` clause would go on asking until the end).
        for _ in 0..<4_000 {
            if done() { return }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
