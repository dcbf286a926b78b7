import Dispatch
import Foundation
import Synchronization

/// The one writer of an extension's standard input: requests are written whole and in the
/// order they were sent, one at a time, on a serial queue of the writer's own, so requests sent
/// at the same time never interleave (a pipe writes at most 64 KB at once; two larger requests
/// written by two threads were mixed), and no caller blocks on a program that does not read.
///
/// A write stuck on such a program ends when the program is stopped (at the request's
/// deadline, which starts before the request is handed here): its standard input then has no
/// reader and the write fails. After a failed write the rest are dropped; the program's end is
/// reported by its reader.
final class ExtensionRequestWriter: Sendable {
    private let input: FileHandle
    private let queue: DispatchQueue
    private let broken = Atomic<Bool>(false)

    /// A writer to `input`; `label` names its queue (shown by debuggers).
    init(input: FileHandle, label: String) {
        self.input = input
        queue = DispatchQueue(label: label)
    }

    /// Writes `line` and a newline once every line sent before it is written.
    func send(_ line: String) {
        queue.async { [self] in
            guard !broken.load(ordering: .relaxed) else { return }
            do {
                try input.write(contentsOf: Data((line + "\n").utf8))
            } catch {
                broken.store(true, ordering: .relaxed)
            }
        }
    }
}
