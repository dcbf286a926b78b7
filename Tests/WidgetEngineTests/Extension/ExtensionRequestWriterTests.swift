import Foundation
import Testing
import TestSupport
@testable import WidgetEngine

/// Requests reach an extension whole and in order, whatever their size and however many are
/// sent at once; and a program that does not read its requests is stopped at the deadline like
/// one that does not answer (issue 33, root cause 3).
struct ExtensionRequestWriterTests {
    /// A timeline request whose configuration holds `bytes` of text.
    static func request(_ index: Int, bytes: Int) -> ExtensionCall {
        var context = ExtensionClientTests.context
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
        context.configuration = ["note": .string(String(repeating: letter, count: bytes))]
        return .timeline(context)
    }

    /// Four requests of 100 KB each (more than a pipe takes at once) sent together: the
    /// extension reads each as one JSON line and answers with its note's letter and length.
    /// Written by four threads at once, pieces of them were mixed and the extension read
    /// garbage, failing every request under way.
    @Test func largeRequestsSentTogetherArriveWhole() async throws {
        let client = ExtensionClient(
            .init(
                name: "large",
                arguments: FakeExtension.script(
                    """
                    for line in sys.stdin:
                        request = json.loads(line)
                        note = request["call"]["context"]["configuration"]["note"]["value"]
                        result(request, timeline(note[0] + str(len(note))))
                    """), schedule: ManualSchedule().schedule))
        defer { client.stop() }
        let answers = await withTaskGroup(of: (Int, Result<ExtensionResult, ExtensionFailure>).self) { group in
            for index in 0..<4 {
                group.addTask { (index, await client.request(Self.request(index, bytes: 100_000))) }
            }
            var answers: [Int: Result<ExtensionResult, ExtensionFailure>] = [:]
            for await (index, answer) in group { answers[index] = answer }
            return answers
        }
        for index in 0..<4 {
            let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
            guard case let .success(.timeline(timeline)) = answers[index] else {
                Issue.record("request \(index): \(String(describing: answers[index]))")
                continue
            }
            #expect(timeline.entries.first?.view.plainText == "\(letter)100000")
        }
    }

    /// A program that never reads: a 1 MB request fills the pipe and its write blocks. The
    /// deadline started before the write, so firing it stops the program, the write ends, and
    /// the request fails as timed out. (Before, the deadline was set only once the write had
    /// finished: never.)
    @Test func aProgramThatDoesNotReadIsStoppedAtTheDeadline() async throws {
        let schedule = ManualSchedule()
        let client = ExtensionClient(
            .init(
                name: "deaf",
                arguments: FakeExtension.script(
                    """
                    time.sleep(1000)
                    """), schedule: schedule.schedule))
        defer { client.stop() }
        let request = Task { await client.request(Self.request(0, bytes: 1 << 20)) }
        await schedule.waitForJobs(1)
        #expect(schedule.pendingDelays == [30])
        schedule.fireAll()
        #expect(await request.value == .failure(.timedOut(method: "timeline", seconds: 30)))
        #expect(!client.isRunning)
        // The next request starts the program afresh and is written.
        let next = Task { await client.request(Self.request(1, bytes: 10)) }
        await schedule.waitForJobs(1)
        #expect(schedule.pendingDelays == [30])
        schedule.fireAll()
        #expect(await next.value == .failure(.timedOut(method: "timeline", seconds: 30)))
    }
}
