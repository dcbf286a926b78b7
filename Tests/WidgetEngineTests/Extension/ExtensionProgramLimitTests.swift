import Foundation
import Testing
import TestSupport
@testable import WidgetEngine

/// Extension programs alive at once stay within their shared limit: a start at the limit stops
/// the least recently used idle program early, or waits while every program has a request under
/// way. Idle stops and deadlines are fired by hand, so nothing here waits on the wall clock
/// (the programs are real: Python, started and answering).
struct ExtensionProgramLimitTests {
    static let answering = """
        for line in sys.stdin:
            result(json.loads(line), timeline("hello"))
        """

    func clients(_ count: Int, limit: ExtensionProgramLimit, schedule: ManualSchedule, body: String = answering) throws
        -> [ExtensionClient]
    {
        (0..<count).map { index in
            var configuration = ExtensionClient.Configuration(
                name: "fake-\(index)", arguments: FakeExtension.script(body), memoryLimit: 30 << 20, idleSeconds: 5,
                schedule: schedule.schedule)
            configuration.programLimit = limit
            return ExtensionClient(configuration)
        }
    }

    @Test func fiveExtensionsReloadingInTurnKeepAtMostTwoProgramsAlive() async throws {
        let schedule = ManualSchedule()
        let limit = ExtensionProgramLimit(maximum: 2)
        let clients = try clients(5, limit: limit, schedule: schedule)
        defer { for client in clients { client.stop() } }
        var mostAlive = 0
        for client in clients {
            let answer = await client.request(.timeline(ExtensionClientTests.context))
            guard case .success(.timeline) = answer else {
                Issue.record("expected a timeline, got \(answer)")
                return
            }
            mostAlive = max(mostAlive, clients.filter(\.isRunning).count)
            #expect(limit.alive == clients.filter(\.isRunning).count)
        }
        // Without the limit all five would be alive until their idle stops fire.
        #expect(mostAlive == 2)
        // The two used last are the ones left; the first three were stopped early, in order.
        #expect(clients.map(\.isRunning) == [false, false, false, true, true])
        // A program asked again is used last: the other one goes when the next starts.
        _ = await clients[3].request(.timeline(ExtensionClientTests.context))
        _ = await clients[0].request(.timeline(ExtensionClientTests.context))
        #expect(clients.map(\.isRunning) == [true, false, false, true, false])
        // The idle stops end the rest, and free their places.
        schedule.fireAll()
        #expect(clients.allSatisfy { !$0.isRunning })
        #expect(limit.alive == 0)
    }

    @Test func aStartWaitsWhileEveryProgramIsBusyAndGoesWhenOneEnds() async throws {
        let schedule = ManualSchedule()
        let limit = ExtensionProgramLimit(maximum: 1)
        let busy = try clients(1, limit: limit, schedule: schedule, body: "for line in sys.stdin:\n    pass\n")[0]
        let next = try clients(1, limit: limit, schedule: schedule)[0]
        defer {
            busy.stop()
            next.stop()
        }
        let hanging = Task { await busy.request(.timeline(ExtensionClientTests.context)) }
        await schedule.waitForJobs(1) // the hanging request's deadline: its program runs
        let waiting = Task { await next.request(.timeline(ExtensionClientTests.context)) }
        while limit.waitingCount == 0 { await Task.yield() }
        // The busy program is not stopped for it, and nothing is started beside it.
        #expect(busy.isRunning)
        #expect(!next.isRunning)
        #expect(schedule.pendingDelays == [30]) // the waiting request's deadline has not started
        schedule.fireAll() // the hanging request's deadline: its program is stopped
        #expect(await hanging.value == .failure(.timedOut(method: "timeline", seconds: 30)))
        guard case .success(.timeline) = await waiting.value else {
            Issue.record("the waiting request did not get its timeline")
            return
        }
        #expect(next.isRunning)
        #expect(limit.alive == 1)
    }
}
