import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// `homescreen status` from a shell, as tmux runs it: against caches alone, with nothing kept,
/// and against a running home screen.
struct StatusCommandTests {
    private func folder() throws -> URL { try PrivateRoot.make("hs-st") }

    private func environment(_ root: URL) -> [String: String] { PrivateRoot.environment(root) }

    private func store(_ root: URL) -> EngineStore {
        EngineStore(folder: root.appendingPathComponent("state/homescreen"))
    }

    /// A cache no clock provider could have made: the entry whose date is the latest not after
    /// the instant asked is shown, its color as tmux markup, its `#` escaped and its escape
    /// character replaced; nothing of the widget runs.
    @Test func cachesAloneAnswerTheEntryShownNowWithoutRunningTheWidget() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let entries = [
            ArchivedEntry(date: now.addingTimeInterval(-7_200), relevance: nil, view: ViewResolver.resolve(Text("old"))),
            ArchivedEntry(
                date: now.addingTimeInterval(-60), relevance: nil,
                view: ViewResolver.resolve(
                    HStack(spacing: 1) {
                        Text("cached #2 \u{1B}[2J")
                        Text("up").foregroundStyle(.orange)
                    })),
            ArchivedEntry(date: now.addingTimeInterval(3_600), relevance: nil, view: ViewResolver.resolve(Text("future"))),
        ]
        let instance = StatusInstances.instance(ofKind: "clock")
        let cache = CachedInstance(
            instance: instance, receivedAt: now.addingTimeInterval(-7_200), ledger: ReloadLedger(), relevance: RelevanceTracker(),
            timeline: ArchivedTimeline(entries: entries, policy: .after(now.addingTimeInterval(7_200))))
        try store(root).write([(instance.id, cache)])
        let at = ISO8601DateFormatter().string(from: now)
        let result = try await BinaryRunner.run(["status", "--kind", "clock", "--at", at], environment: environment(root))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"))
        // The painter shows the escape character as U+FFFD; the encoder would make any control `?`.
        #expect(result.stdout == "cached ##2 \u{FFFD}[2J#[default]#[fg=#ff9f0a]up#[default]\n", "\(result.stdout.debugDescription)")
        let plain = try await BinaryRunner.run(
            ["status", "--instance", "status-clock", "--at", at, "--plain"], environment: environment(root))
        #expect(plain.stdout == "cached #2 \u{FFFD}[2Jup\n", "\(plain.stdout.debugDescription)")
        // The cache is as it was: nothing reloaded it.
        #expect(store(root).load(instance.id) == cache)
    }

    /// With nothing kept and no home screen, the first call asks the widget once and keeps
    /// its timeline; the next calls read it.
    @Test func withNothingKeptTheFirstCallMakesTheTimelineAndKeepsIt() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try await BinaryRunner.run(
            ["status", "--kind", "clock", "--at", "2026-12-24T08:00:00Z", "--plain"], environment: environment(root))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasSuffix("08:00 Thu 24 Dec\n"), "\(first.stdout.debugDescription)")
        let kept = try #require(store(root).load(WidgetInstanceID(rawValue: "status-clock")))
        #expect(kept.summary?.entries == 60)
        let later = try await BinaryRunner.run(
            ["status", "--kind", "clock", "--at", "2026-12-24T08:07:30Z", "--plain"], environment: environment(root))
        #expect(later.stdout.hasSuffix("08:07 Thu 24 Dec\n"), "\(later.stdout.debugDescription)")
        #expect(store(root).load(WidgetInstanceID(rawValue: "status-clock")) == kept)
    }

    @Test func withoutAnInlineWidgetItSaysWhatToDo() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let none = try await BinaryRunner.run(["status"], environment: environment(root))
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("status = [\"clock\"]"), "\(none.stderr)")
        let noInline = try await BinaryRunner.run(["status", "--kind", "photos"], environment: environment(root))
        #expect(noInline.status == 2)
        #expect(noInline.stderr.contains("photos has no accessoryInline family"), "\(noInline.stderr)")
        try "status = \"clock\"\n".write(
            to: root.appendingPathComponent("config/homescreen/config.toml"), atomically: true, encoding: .utf8)
        let bad = try await BinaryRunner.run(["status"], environment: environment(root))
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("config.toml:1") && bad.stderr.contains("status"), "\(bad.stderr)")
    }

    /// The running home screen keeps the timeline of the kind `status` names in config.toml
    /// (an instance of no page) and writes its cache; `homescreen status` shows its entries.
    @Test(.enabled(if: TmuxSession.isAvailable)) func theRunningHomeScreenKeepsTheStatusWidget() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try "status = [\"clock\"]\n".write(
            to: root.appendingPathComponent("config/homescreen/config.toml"), atomically: true, encoding: .utf8)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60",
            environment: environment(root).merging(["TZ": "UTC", "LANG": "C.UTF-8", "TERM": "xterm-256color"]) { $1 })
        defer { session.close() }
        _ = try await session.waitFor("Sat 21 Nov")
        let id = WidgetInstanceID(rawValue: "status-clock")
        for _ in 0..<400 where store(root).load(id)?.timeline == nil { try await Task.sleep(for: .milliseconds(50)) }
        let kept = try #require(store(root).load(id))
        #expect(kept.timeline?.entries.first?.date == ISO8601DateFormatter().date(from: "2026-11-21T09:41:00Z"))
        let result = try await BinaryRunner.run(
            ["status", "--at", "2026-11-21T09:45:10Z"],
            environment: environment(root).merging(["TZ": "UTC"]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("09:45 Sat 21 Nov\n"), "\(result.stdout.debugDescription)")
        // Read, not remade: the screen's cache is as it wrote it.
        #expect(store(root).load(id) == kept)
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
