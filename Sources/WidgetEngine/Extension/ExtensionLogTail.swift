import Dispatch
import Synchronization

/// The last line a program wrote to its standard error, kept for the failure that says how it
/// ended ("exited with status 1 before answering: “MemoryError”"): a traceback's last line, a
/// Swift `Fatal error:` line.
final class ExtensionLogTail: Sendable {
    private let last = Mutex((line: "", final: false))
    private let ended = DispatchSemaphore(value: 0)

    /// Keeps `line` (already quoted) unless it is blank, or a Swift program's `Fatal error:`
    /// line came before it (the backtrace that follows says less to a user).
    func keep(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        last.withLock { last in
            guard !last.final else { return }
            last = (line, line.contains("Fatal error: "))
        }
    }

    /// Called once standard error has ended.
    func finish() {
        ended.signal()
    }

    /// The last line, once standard error has ended or `seconds` have passed (a child that
    /// left the program's process group may hold it open).
    func lastLine(waitingAtMost seconds: Double) -> String {
        _ = ended.wait(timeout: .now() + seconds)
        return last.withLock { $0.line }
    }
}
