import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The home screen's start never waits on an extension (issue 33, root cause 5): stale stored
/// descriptions are used at once, and the programs are described again after the start, four at
/// once, the slow ones named in the problems. (Before, the start awaited every stale `describe`:
/// 50 whose `describe` hung gave 6.2 s of blank screen.)
struct DescriptionRefreshTests {
    /// Six extensions described once, then each program changed into one whose `describe`
    /// hangs: their stored descriptions are stale.
    static func staleHangingExtensions(in root: URL) async throws -> InstalledExtensions {
        let programs = root.appendingPathComponent("programs")
        try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
        let installed = InstalledExtensions(folder: root.appendingPathComponent("extensions"))
        for index in 0..<6 {
            let program = try InstalledExtensionsTests.script(in: programs, kind: "k\(index)", named: "w\(index).py")
            _ = try await installed.add(executable: program.path, name: "h\(index)")
            try ExecutableScript.write(
                """
                #!/usr/bin/env python3
                import time
                time.sleep(1000)
                """, to: program)
        }
        return installed
    }

    @Test func staleDescriptionsAreUsedAtOnceAndDescribedAgainFourAtATime() async throws {
        let root = try InstalledExtensionsTests.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let installed = try await Self.staleHangingExtensions(in: root)
        let schedule = ManualSchedule()
        // Returns with no program answering (no deadline is ever fired before it returns).
        let (widgets, refresh) = installed.descriptorsWithoutWaiting(besides: WidgetCatalog([]), schedule: schedule.schedule)
        defer { widgets.stopAll() }
        #expect(widgets.descriptors.map(\.kind) == (0..<6).map { "k\($0)" })
        #expect(widgets.problems.isEmpty)
        #expect(schedule.delays.isEmpty, "nothing was asked yet")
        #expect(refresh.pending.map(\.installed.name) == (0..<6).map { "h\($0)" })

        let run = Task { await refresh.run() }
        await schedule.waitForJobs(4)
        #expect(schedule.pendingDelays == [5, 5, 5, 5], "four described at once")
        schedule.fireAll()
        await schedule.waitForJobs(2)
        #expect(schedule.pendingDelays == [5, 5])
        schedule.fireAll()
        let problems = await run.value
        #expect(
            problems
                == (0..<6).map {
                    "extension h\($0): did not describe itself: no describe answer within 5 s: the extension was stopped; "
                        + "its stored description is used"
                })
    }
}
