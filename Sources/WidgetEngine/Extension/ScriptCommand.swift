import Dispatch
import Foundation

/// A command a script widget runs: an argument vector (never a shell), started as extensions
/// are (a session of its own with no terminal, under the containment supervisor, the minimal
/// environment, a data limit), its standard input closed, its output read up to a limit,
/// stopped with everything it started at its deadline.
public struct ScriptCommand: Sendable {
    /// The program and its arguments.
    public var arguments: [String]
    /// The command's whole environment (nothing else of the host's).
    public var environment: [String: String]
    /// Its data limit in bytes (`RLIMIT_DATA`; nil: none).
    public var memoryLimit: Int?
    /// The most bytes of standard output read; more is an error.
    public var outputLimit: Int
    /// Runs the deadline's kill after its seconds (tests fire it by hand).
    public var schedule: ExtensionClient.Schedule

    /// A command running `arguments` with `environment`, within `memoryLimit`, its output
    /// cut at `outputLimit` bytes; `schedule` runs its deadline (tests fire theirs by hand).
    public init(
        arguments: [String], environment: [String: String] = ExtensionClient.minimalEnvironment(), memoryLimit: Int? = 48 << 20,
        outputLimit: Int = 1 << 20,
        schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule
    ) {
        self.arguments = arguments
        self.environment = environment
        self.memoryLimit = memoryLimit
        self.outputLimit = outputLimit
        self.schedule = schedule
    }

    /// Runs the command and answers its standard output, or why there is none: it could not
    /// start, passed `seconds`, wrote too much, or ended with a failure (the first line of its
    /// standard error quoted).
    public func run(deadline seconds: Double) async -> Result<String, ExtensionFailure> {
        await runBytes(deadline: seconds).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The same, answering the output's bytes as they came (not yet read as UTF-8).
    public func runBytes(deadline seconds: Double) async -> Result<[UInt8], ExtensionFailure> {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: runAndWait(deadline: seconds)) }
            thread.stackSize = Self.threadStack
            thread.start()
        }
    }

    /// The stack of each thread a run starts: small, because a data limit (an extension's,
    /// when a script widget runs inside one) counts thread stacks, and glibc's default of 8 MB
    /// each made `pthread_create` fail under 48 MB, so the run never started.
    static let threadStack = 256 << 10

    private func runAndWait(deadline seconds: Double) -> Result<[UInt8], ExtensionFailure> {
        let process: ExtensionProcess
        do {
            process = try ExtensionProcess(arguments: arguments, environment: environment, memoryLimit: memoryLimit)
        } catch {
            return .failure(error)
        }
        try? process.input.close()
        let timedOut = TimeoutFlag()
        let finished = TimeoutFlag()
        let cancelDeadline = schedule(seconds) {
            guard !finished.isSet else { return }
            timedOut.set()
            process.kill()
        }
        let errors = ErrorText(handle: process.errors)
        var output: [UInt8] = []
        var tooLarge = false
        while true {
            let data = process.output.availableData
            if data.isEmpty { break }
            output += data
            if output.count > outputLimit {
                tooLarge = true
                process.kill()
                break
            }
        }
        let how = process.wait()
        finished.set()
        cancelDeadline()
        if timedOut.isSet { return .failure(.timedOut(method: "script", seconds: seconds)) }
        if tooLarge { return .failure(.answerTooLarge(bytes: output.count)) }
        guard how == "exited with status 0" else {
            let first = errors.firstLine()
            return .failure(.exited(how + (first.isEmpty ? "" : ": “\(ExtensionLineReader.quote(first))”")))
        }
        return .success(output)
    }
}

/// Set once, from any thread.
final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

/// A command's standard error, read on a thread of its own (so a chatty command never blocks
/// on a full pipe), the first 4 KB kept.
final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                lock.withLock { if bytes.count < 4096 { bytes += data.prefix(4096 - bytes.count) } }
            }
            done.signal()
        }
        thread.stackSize = ScriptCommand.threadStack
        thread.start()
    }

    /// The first line written, once the command's standard error has ended.
    func firstLine() -> String {
        done.wait()
        let text = lock.withLock { String(decoding: bytes, as: UTF8.self) }
        return text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
    }
}
