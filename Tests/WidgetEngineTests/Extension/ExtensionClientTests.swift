import Foundation
import Testing
import TestSupport
@testable import WidgetEngine
import WidgetUI
#if canImport(Glibc)
    import Glibc
#endif

/// The host's side of an extension: a request and its answer, and every way a program can
/// fail it (crash, hang, garbage, too much, too much memory), each ending that request only,
/// with the program stopped. Deadlines and idle stops are fired by hand.
struct ExtensionClientTests {
    static let context = ExtensionContext(
        widget: "hello", family: .systemSmall,
        size: ExtensionSize(cells: .init(width: 22, height: 11), points: .init(width: 170, height: 170)),
        configuration: [:], date: Date(timeIntervalSince1970: 1_795_456_800), isPreview: false,
        colorScheme: "dark", timeZone: "UTC", locale: "en_US")

    func client(_ body: String, schedule: ManualSchedule, memoryLimit: Int? = 30 << 20) throws -> ExtensionClient {
        ExtensionClient(
            .init(
                name: "fake", arguments: FakeExtension.script(body), memoryLimit: memoryLimit, idleSeconds: 5,
                schedule: schedule.schedule))
    }

    @Test func aTimelineComesBackAndTheProgramStopsWhenIdle() async throws {
        let schedule = ManualSchedule()
        let client = try client(
            """
            for line in sys.stdin:
                result(json.loads(line), timeline("hello"))
            """, schedule: schedule)
        let answer = await client.request(.timeline(Self.context))
        guard case let .success(.timeline(timeline)) = answer else {
            Issue.record("expected a timeline, got \(answer)")
            return
        }
        #expect(timeline.entries.count == 1)
        #expect(client.isRunning)
        #expect(schedule.delays == [30, 5]) // the timeline's deadline, then the idle stop
        // The answer called its deadline off: only the idle stop is left to fire (a real timer
        // left armed would wake the idle host 30 s after every reload).
        #expect(schedule.pendingDelays == [5])
        schedule.fireAll()
        #expect(!client.isRunning)
    }

    @Test func aHangIsKilledAtItsDeadlineWithEverythingItStarted() async throws {
        let schedule = ManualSchedule()
        // The program tells its child's id through a file it renames into place; the test
        // polls for it, a bounded wait (a FIFO's open would block for good if the program failed).
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("hs-ext-child-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let client = try client(
            """
            import subprocess
            child = subprocess.Popen(["sleep", "1000"])
            open("\(pidFile.path).tmp", "w").write(str(child.pid))
            os.rename("\(pidFile.path).tmp", "\(pidFile.path)")
            for line in sys.stdin:
                while True:
                    pass
            """, schedule: schedule)
        let request = Task { await client.request(.timeline(Self.context)) }
        let written = await Self.contents(of: pidFile)
        let child = Int32(written) ?? 0
        #expect(child > 0)
        await schedule.waitForJobs(1)
        #expect(schedule.delays == [30])
        schedule.fireAll()
        #expect(await request.value == .failure(.timedOut(method: "timeline", seconds: 30)))
        #expect(!client.isRunning)
        // The program's own child was in its process group: it was killed too.
        #expect(await Self.ended(child))
    }

    @Test func aCrashMidAnswerFailsThatRequestAndTheNextStartsAfresh() async throws {
        let schedule = ManualSchedule()
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("hs-ext-once-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: marker) }
        let client = try client(
            """
            for line in sys.stdin:
                request = json.loads(line)
                if not os.path.exists("\(marker.path)"):
                    open("\(marker.path)", "w").write("crashed")
                    sys.stdout.write('{"version": 1, "id": ')
                    sys.stdout.flush()
                    os._exit(1)
                result(request, timeline("again"))
            """, schedule: schedule)
        #expect(await client.request(.timeline(Self.context)) == .failure(.exited("exited with status 1 mid-answer")))
        guard case .success(.timeline) = await client.request(.timeline(Self.context)) else {
            Issue.record("the second request should start the program again and succeed")
            return
        }
    }

    @Test func garbageIsAProtocolErrorQuotedWithItsEscapesShownAsText() async throws {
        let client = try client(
            """
            for line in sys.stdin:
                send_raw = sys.stdout.write("oops \\x1b[2J not json\\n")
                sys.stdout.flush()
            """, schedule: ManualSchedule())
        let answer = await client.request(.timeline(Self.context))
        guard case let .failure(.protocolViolation(message)) = answer else {
            Issue.record("expected a protocol error, got \(answer)")
            return
        }
        #expect(message.contains("oops \\u{1B}[2J not json"))
        #expect(!message.contains("\u{1B}"))
        #expect(!client.isRunning)
    }

    @Test func anAnswerTooLargeStopsTheProgram() async throws {
        let client = try client(
            """
            for line in sys.stdin:
                chunk = "x" * (1 << 20)
                for _ in range(100):
                    sys.stdout.write(chunk)
                sys.stdout.flush()
            """, schedule: ManualSchedule())
        let answer = await client.request(.timeline(Self.context))
        guard case let .failure(.answerTooLarge(bytes)) = answer else {
            Issue.record("expected answerTooLarge, got \(answer)")
            return
        }
        #expect(bytes > ExtensionProtocol.maximumLineBytes)
        #expect(!client.isRunning)
    }

    @Test func allocatingTwoGigabytesEndsTheProgramNotTheHost() async throws {
        let client = try client(
            """
            for line in sys.stdin:
                hog = bytearray(2 << 30)
                result(json.loads(line), timeline("never"))
            """, schedule: ManualSchedule())
        let answer = await client.request(.timeline(Self.context))
        guard case let .failure(.exited(how)) = answer else {
            Issue.record("expected the program to end, got \(answer)")
            return
        }
        #expect(how.contains("status 1")) // Python's MemoryError under the 30 MB limit
    }

    /// `RLIMIT_DATA` counts a program's writable image too (37 MB in a `homescreen-widgets` linked
    /// with `--static-swift-stdlib`, which then could not start a thread under 48 MB): the limit
    /// is the given bytes on top of the writable segments of the program's file.
    @Test func theMemoryLimitIsOnTopOfTheProgramsWritableImage() async throws {
        let arguments = FakeExtension.script(
            """
            for line in sys.stdin:
                result(json.loads(line), timeline("hello"))
            """)
        let client = ExtensionClient(.init(name: "fake", arguments: arguments, memoryLimit: 30 << 20, schedule: ManualSchedule().schedule))
        defer { client.stop() }
        guard case .success = await client.request(.timeline(Self.context)) else {
            Issue.record("expected a timeline")
            return
        }
        // The program, not its supervisor (the supervisor's only child).
        let supervisor = try #require(client.processID)
        let pid = try #require(ProcessTable.now().children(of: supervisor).first?.pid)
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max data size") })
        let soft = try #require(line.dropFirst("Max data size".count).split(separator: " ").first.flatMap { Int($0) })
        let image = ExtensionProcess.writableImageBytes(of: ProgramSpawn.resolve(try #require(arguments.first)))
        #expect(image > 0)
        #expect(soft == (30 << 20) + image)
        // This test's own binary is an ELF file with a writable segment; a script is not.
        #expect(ExtensionProcess.writableImageBytes(of: "/proc/self/exe") > 0)
        #expect(ExtensionProcess.writableImageBytes(of: try #require(arguments.last)) == 0)
    }

    /// A descriptor the host left open across `exec` (its log file was one) is not the
    /// program's: it gets 0, 1 and 2 only.
    @Test func theProgramGetsNoDescriptorButItsPipes() async throws {
        let inheritable = open("/dev/null", O_RDONLY) // no O_CLOEXEC
        #expect(inheritable > 2)
        defer { close(inheritable) }
        let client = try client(
            """
            for line in sys.stdin:
                # listdir opens a descriptor of its own, the lowest free one: 3.
                fds = sorted(int(fd) for fd in os.listdir("/proc/self/fd"))
                result(json.loads(line), {"kind": "error", "message": ",".join(map(str, fds))})
            """, schedule: ManualSchedule())
        defer { client.stop() }
        #expect(await client.request(.timeline(Self.context)) == .failure(.answeredError("0,1,2,3")))
    }

    @Test func anAnswerGivenTwiceIsTakenOnceAndAnErrorAnswerIsTheWidgetsOwnMessage() async throws {
        let client = try client(
            """
            for line in sys.stdin:
                request = json.loads(line)
                if request["call"]["kind"] == "timeline":
                    result(request, timeline("one"))
                    result(request, timeline("two"))
                else:
                    result(request, {"kind": "error", "message": "no choices today"})
            """, schedule: ManualSchedule())
        guard case let .success(.timeline(timeline)) = await client.request(.timeline(Self.context)) else {
            Issue.record("expected the first answer")
            return
        }
        #expect(timeline.entries.first?.view.plainText == "one")
        #expect(await client.request(.options(widget: "hello", parameter: "p")) == .failure(.answeredError("no choices today")))
    }

    @Test func theEnvironmentIsMinimalAndNamesNoSocket() {
        let environment = ExtensionClient.minimalEnvironment(from: [
            "PATH": "/bin", "HOME": "/home/a", "XDG_RUNTIME_DIR": "/run/user/1",
            "HOMESCREEN_SOCKET": "/run/x", "TERM": "xterm", "TZ": "UTC",
        ])
        #expect(environment == ["PATH": "/bin", "HOME": "/home/a", "TZ": "UTC"])
    }

    /// True once `pid` has ended (gone, or a zombie waiting for its parent).
    /// The file's text once it exists (a bounded poll: about 20 s of yields); empty if it never does.
    static func contents(of file: URL) async -> String {
        for _ in 0..<2_000 {
            if let text = try? String(contentsOf: file, encoding: .utf8) { return text }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return ""
    }

    static func ended(_ pid: Int32) async -> Bool {
        for _ in 0..<100_000 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if let state = stat.split(separator: ")").last?.split(separator: " ").first, state == "Z" { return true }
            await Task.yield()
        }
        return false
    }
}
