import Foundation
import Synchronization

/// Writes answer lines to standard output, one whole line at a time: answers are made
/// concurrently, and two writes of more than a pipe's atomic size (4 KB) could interleave.
final class AnswerWriter: Sendable {
    private let lock = Mutex(())

    /// Writes `line` and a newline.
    func write(_ line: String) {
        lock.withLock { _ in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }
}
