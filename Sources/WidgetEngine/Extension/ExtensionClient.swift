import Dispatch
import Foundation
import Logging
import Synchronization
#if canImport(Glibc)
    import Glibc
#endif

/// Talks to one extension program for the host, supervising it as iOS does its widget
/// extensions: the program starts when a request comes and stops when it has been idle a few
/// seconds; each request has a deadline, from before it is written, and at the deadline the
/// program is stopped with everything it started; its memory is limited by the kernel; a crash, a hang, an answer too
/// large or malformed output fails the requests under way, never the host. What the program
/// writes to standard error goes to the host's log, tagged with the extension's name and with
/// control characters shown as text.
public final class ExtensionClient: Sendable {
    /// How the program is run and supervised.
    public struct Configuration: Sendable {
        /// The extension's name, for the log.
        public var name: String
        /// The program and its arguments (an argument vector: no shell).
        public var arguments: [String]
        /// The environment it gets, in full (see ``minimalEnvironment``).
        public var environment: [String: String]
        /// The most bytes of data (heap, anonymous mappings, thread stacks: `RLIMIT_DATA`) it
        /// may use; nil: no limit. 48 MB by default: the bundled widgets' Swift extension
        /// needs 32 MB of data to describe itself and answer a large calendar timeline (its
        /// resident peak is 35 MB); a Python script needs under 10.
        public var memoryLimit: Int?
        /// Seconds without a request after which the program is stopped.
        public var idleSeconds: Double
        /// Deadlines, in seconds, by method (`describe`, `placeholder`, `snapshot`, `timeline`, ...).
        public var deadlines: [String: Double]
        /// Runs `work` after `seconds` of real time (deadlines, idle stops); tests hand in a
        /// scheduler they fire by hand.
        public var schedule: Schedule
        /// Where the program's requests to reload controls go (``ExtensionControlPush``).
        public var controlCenter: ControlCenter = .shared
        /// The limit on programs alive at once that this client shares with others (see
        /// ``ExtensionProgramLimit``); nil: none. The home screen's installed extensions share
        /// ``ExtensionProgramLimit/shared``.
        public var programLimit: ExtensionProgramLimit?

        /// How to run the program named `name`: its argument vector, data limit, environment and the waits.
        public init(
            name: String, arguments: [String], environment: [String: String] = ExtensionClient.minimalEnvironment(),
            memoryLimit: Int? = 48 << 20, idleSeconds: Double = 5,
            deadlines: [String: Double] = ExtensionClient.standardDeadlines,
            schedule: @escaping Schedule = ExtensionClient.realTimeSchedule
        ) {
            self.name = name
            self.arguments = arguments
            self.environment = environment
            self.memoryLimit = memoryLimit
            self.idleSeconds = idleSeconds
            self.deadlines = deadlines
            self.schedule = schedule
        }
    }

    /// The deadlines a program gets unless told otherwise: describe 5 s (it includes the
    /// program's start), placeholder 1, snapshot 5, timeline 30, options 5, evaluateActivity 5. A machine too
    /// slow or busy to start an extension in 5 s sets `HOMESCREEN_DESCRIBE_SECONDS` (1 to 120).
    public static var standardDeadlines: [String: Double] {
        let describe = ProcessEnvironment.variables["HOMESCREEN_DESCRIBE_SECONDS"].flatMap(Double.init)
            .flatMap { (1...120).contains($0) ? $0 : nil }
        return ["describe": describe ?? 5, "placeholder": 1, "snapshot": 5, "timeline": 30, "options": 5, "evaluateActivity": 5]
    }

    /// Runs work after a number of seconds, and answers how to call it off.
    public typealias Schedule = @Sendable (_ seconds: Double, _ work: @escaping @Sendable () -> Void) -> Cancel

    /// Calls off scheduled work that has not run (doing nothing once it has).
    public typealias Cancel = @Sendable () -> Void

    /// Runs work after `seconds` of real time: a ``DispatchLimitTimer``, on that type's private
    /// queue, cancelled when the work is called off. Neither `DispatchQueue.global()` (its first
    /// use makes libdispatch keep a timer that wakes the process every second for good) nor a
    /// timer left to fire for nothing after its request was answered: either woke the idle
    /// home screen once extensions had been asked anything.
    public static let realTimeSchedule: Schedule = { seconds, work in
        DispatchLimitTimer().start(after: .milliseconds(Int((seconds * 1_000).rounded())), expire: work)
    }

    private struct State {
        var process: ExtensionProcess?
        var nextID = 1
        var pending: [Int: (method: String, continuation: CheckedContinuation<Result<ExtensionResult, ExtensionFailure>, Never>)] = [:]
        /// How to call off each pending request's deadline.
        var deadlines: [Int: Cancel] = [:]
        /// How to call off the idle stop scheduled last.
        var idleStop: Cancel?
        /// Bumped with every request: an idle stop scheduled before it does nothing.
        var generation = 0
    }

    /// How the program is run.
    public let configuration: Configuration
    private let state = Mutex(State())
    /// The instances of its live widgets on the page shown (see ``attend(kind:instances:sink:)``).
    let attention = ExtensionAttention()
    /// Made at each use, not kept: a client can be made before the program sets up its
    /// logging (the installed extensions' clients are, before the home screen opens its log
    /// file), and a kept logger would write to standard error, onto the screen, for good.
    private var logger: Logger { Logger(label: "homescreen.extension.\(configuration.name)") }

    /// A supervisor of the program `configuration` describes; nothing starts until the first request.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        // A write to a program that has ended must fail, not end the host.
        signal(SIGPIPE, SIG_IGN)
    }

    /// The environment an extension gets: `PATH`, `HOME`, `LANG`, `TZ` and the XDG folders
    /// from the host's, nothing else (not the control socket, not the terminal).
    public static func minimalEnvironment(from host: [String: String] = ProcessEnvironment.variables) -> [String: String] {
        let kept = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"]
        var environment = host.filter { kept.contains($0.key) }
        environment["PATH"] = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return environment
    }

    /// Sends `call` and waits for its answer, at most its method's deadline.
    public func request(_ call: ExtensionCall) async -> Result<ExtensionResult, ExtensionFailure> {
        let method = call.method
        let seconds = configuration.deadlines[method] ?? 30
        // Before the deadline starts: waiting for room is not the program's time.
        await configuration.programLimit?.makeRoom(for: self)
        return await withCheckedContinuation { continuation in
            let started: Result<(Int, ExtensionProcess), ExtensionFailure> = state.withLock { state in
                do throws(ExtensionFailure) {
                    let process: ExtensionProcess
                    if let running = state.process {
                        process = running
                    } else {
                        process = try start()
                        state.process = process
                    }
                    let id = state.nextID
                    state.nextID += 1
                    state.generation += 1
                    state.pending[id] = (method, continuation)
                    state.idleStop?()
                    state.idleStop = nil
                    return .success((id, process))
                } catch {
                    return .failure(error)
                }
            }
            switch started {
            case let .failure(failure):
                configuration.programLimit?.ended(self)
                continuation.resume(returning: .failure(failure))
            case let .success((id, process)):
                // The deadline starts before the request is written: a program that does not
                // read is stopped at it like one that does not answer.
                let cancel = configuration.schedule(seconds) { [self] in expire(id, method: method, seconds: seconds) }
                // Answered (or failed) already: its deadline is not wanted.
                let answered = state.withLock { state in
                    if state.pending[id] == nil { return true }
                    state.deadlines[id] = cancel
                    return false
                }
                if answered {
                    cancel()
                    return
                }
                do {
                    process.requests.send(try ExtensionRequest(id: id, body: call).line())
                } catch {
                    abandon(id, with: .answeredError("the request could not be encoded: \(error)"))
                }
            }
        }
    }

    /// Fails the request `id` alone with `failure` (the program goes on).
    private func abandon(_ id: Int, with failure: ExtensionFailure) {
        let waiting = state.withLock { state in
            state.deadlines.removeValue(forKey: id)?()
            return state.pending.removeValue(forKey: id)?.continuation
        }
        waiting?.resume(returning: .failure(failure))
    }

    /// True while the program runs.
    public var isRunning: Bool { state.withLock { $0.process != nil } }

    /// The running program's process id, if it runs.
    public var processID: Int32? { state.withLock { $0.process?.pid } }

    /// Stops the program now (what is under way fails).
    public func stop() {
        let process = state.withLock { state -> ExtensionProcess? in
            defer { state.process = nil }
            return state.process
        }
        process?.kill()
        configuration.programLimit?.ended(self)
    }

    /// True while the program runs with no request under way and no live widget attended:
    /// it could be stopped and started again without anyone noticing.
    var isIdle: Bool {
        state.withLock { $0.process != nil && $0.pending.isEmpty } && !attention.isAttending
    }

    /// Stops the program if it is idle (see ``isIdle``), before its idle stop, saying why in the log.
    func stopIfIdle(reason: String) {
        let idle = state.withLock { state -> ExtensionProcess? in
            guard state.pending.isEmpty, !attention.isAttending, let process = state.process else { return nil }
            state.process = nil
            state.idleStop?()
            state.idleStop = nil
            return process
        }
        guard let idle else { return }
        logger.debug("stopping \(idle.pid) \(reason)")
        idle.kill()
        configuration.programLimit?.ended(self)
    }

    private func start() throws(ExtensionFailure) -> ExtensionProcess {
        let process = try ExtensionProcess(
            arguments: configuration.arguments, environment: configuration.environment,
            memoryLimit: configuration.memoryLimit)
        let tail = ExtensionLogTail()
        let reader = Thread { [self] in readAnswers(of: process, tail: tail) }
        reader.name = "homescreen.extension.\(configuration.name)"
        reader.start()
        let logs = Thread { [self] in readLogs(of: process, into: tail) }
        logs.name = "homescreen.extension.\(configuration.name).log"
        logs.start()
        logger.debug("started \(configuration.arguments.joined(separator: " ")) as \(process.pid)")
        return process
    }

    /// Reads answer lines until the program's output ends (its supervisor ends whatever it left
    /// running), then reaps it and fails what is still under way with how it ended (mid-answer
    /// or before answering) and the last line it wrote to standard error.
    private func readAnswers(of process: ExtensionProcess, tail: ExtensionLogTail) {
        var lines = ExtensionLineReader(handle: process.output, limit: ExtensionProtocol.maximumLineBytes)
        while true {
            switch lines.next() {
            case let .line(text):
                if ExtensionPush.isPush(text) {
                    if ExtensionControlPush.isControlPush(text) { receiveControlPush(text) } else { receivePush(text) }
                    continue
                }
                let answer: ExtensionAnswer
                do {
                    answer = try ExtensionAnswer(line: text)
                } catch {
                    fail(process, with: .protocolViolation("\(error.description), in “\(ExtensionLineReader.quote(text))”"))
                    continue
                }
                deliver(answer, from: process)
            case let .tooLong(bytes):
                // Killed; what it wrote before it died is read and dropped, then it is reaped.
                fail(process, with: .answerTooLarge(bytes: bytes))
                while !process.output.availableData.isEmpty {}
                _ = process.wait()
                return
            case let .end(unfinished):
                var how = process.wait() + (unfinished > 0 ? " mid-answer" : " before answering")
                let last = tail.lastLine(waitingAtMost: 1)
                if !last.isEmpty { how += ": “\(last)”" }
                fail(process, with: .exited(how), stopping: false)
                restartIfAttended()
                return
            }
        }
    }

    private func readLogs(of process: ExtensionProcess, into tail: ExtensionLogTail) {
        var lines = ExtensionLineReader(handle: process.errors, limit: 4096)
        reading: while true {
            switch lines.next() {
            case let .line(text):
                let quoted = ExtensionLineReader.quote(text)
                tail.keep(quoted)
                // A Swift extension's ExtensionLogHandler names the level first; other lines are notices.
                if let (level, rest) = ExtensionLogHandler.level(of: quoted) {
                    logger.log(level: level, "\(rest)")
                } else {
                    logger.notice("\(quoted)")
                }
            case .tooLong:
                // Read on and drop it, so the program never blocks on a full pipe.
                logger.notice("(a log line longer than 4 KB: the rest of its log is dropped)")
                while !process.errors.availableData.isEmpty {}
                break reading
            case .end:
                break reading
            }
        }
        tail.finish()
    }

    private func deliver(_ answer: ExtensionAnswer, from process: ExtensionProcess) {
        let waiting = state.withLock { state -> (CheckedContinuation<Result<ExtensionResult, ExtensionFailure>, Never>, Int, Bool)? in
            guard state.process === process, let entry = state.pending.removeValue(forKey: answer.id) else { return nil }
            state.deadlines.removeValue(forKey: answer.id)?()
            return (entry.continuation, state.generation, state.pending.isEmpty)
        }
        guard let (continuation, generation, idle) = waiting else { return } // a late or repeated answer
        if idle { configuration.programLimit?.becameIdle(self) }
        // Before the answer is handed on: whoever awaited it finds the idle stop already due.
        scheduleIdleStop(after: generation)
        if case let .error(message) = answer.body {
            continuation.resume(returning: .failure(.answeredError(message)))
        } else {
            continuation.resume(returning: .success(answer.body))
        }
    }

    /// Kills `process` (unless it already ended) and fails every request under way with `failure`.
    private func fail(_ process: ExtensionProcess, with failure: ExtensionFailure, stopping: Bool = true) {
        let (waiting, current) = state.withLock {
            state -> ([CheckedContinuation<Result<ExtensionResult, ExtensionFailure>, Never>], Bool) in
            guard state.process === process else { return ([], false) }
            state.process = nil
            for cancel in state.deadlines.values { cancel() }
            state.deadlines = [:]
            defer { state.pending = [:] }
            return (state.pending.values.map(\.continuation), true)
        }
        if stopping { process.kill() }
        // Only the current program held the place (a stopped one's end is reported late).
        if current { configuration.programLimit?.ended(self) }
        if !waiting.isEmpty || stopping { logger.warning("\(failure.description)") }
        for continuation in waiting { continuation.resume(returning: .failure(failure)) }
    }

    private func expire(_ id: Int, method: String, seconds: Double) {
        let process = state.withLock { state -> ExtensionProcess? in
            state.pending[id] == nil ? nil : state.process
        }
        guard let process else { return }
        fail(process, with: .timedOut(method: method, seconds: seconds))
    }

    private func scheduleIdleStop(after generation: Int) {
        let cancel = configuration.schedule(configuration.idleSeconds) { [self] in
            let idle = state.withLock { state -> ExtensionProcess? in
                guard state.generation == generation, state.pending.isEmpty, !attention.isAttending, let process = state.process else {
                    return nil
                }
                state.process = nil
                return process
            }
            guard let idle else { return }
            logger.debug("stopping \(idle.pid): idle for \(configuration.idleSeconds) s")
            idle.kill()
            configuration.programLimit?.ended(self)
        }
        // The latest idle stop is the one that counts; an earlier one is called off.
        let earlier = state.withLock { state -> Cancel? in
            defer { state.idleStop = cancel }
            return state.idleStop
        }
        earlier?()
    }
}
