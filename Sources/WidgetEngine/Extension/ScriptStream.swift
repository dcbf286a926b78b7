import Foundation

/// A command that keeps running and prints a state per line (a streaming script): started as
/// extensions are (an argument vector, never a shell; a process group of its own, the minimal
/// environment, a data limit), its standard input closed, its output read a line at a time on
/// a thread of its own and handed to `line`; a line longer than the limit stops it. When it
/// ends, `ended` is told how, once (with the first line of its standard error).
public final class ScriptStream: Sendable {
    private let process: ExtensionProcess
    private let stopped = TimeoutFlag()

    /// Starts `arguments`, or says why it could not start.
    public init(
        arguments: [String], environment: [String: String] = ExtensionClient.minimalEnvironment(), memoryLimit: Int? = 48 << 20,
        lineLimit: Int = 256 << 10, line: @escaping @Sendable (String) -> Void, ended: @escaping @Sendable (String) -> Void
    ) throws(ExtensionFailure) {
        let process = try ExtensionProcess(arguments: arguments, environment: environment, memoryLimit: memoryLimit)
        self.process = process
        try? process.input.close()
        let stopped = self.stopped
        let errors = ErrorText(handle: process.errors)
        let reader = Thread {
            var lines = ExtensionLineReader(handle: process.output, limit: lineLimit)
            var how: String?
            reading: while true {
                switch lines.next() {
                case let .line(text):
                    line(text)
                case let .tooLong(bytes):
                    how = "printed a line of more than \(bytes / 1024) KB and was stopped"
                    process.kill()
                    while !process.output.availableData.isEmpty {}
                    break reading
                case .end:
                    break reading
                }
            }
            let status = process.wait()
            process.kill() // what it left running in its group
            let first = errors.firstLine()
            if !stopped.isSet {
                ended((how ?? status) + (first.isEmpty ? "" : ": “\(ExtensionLineReader.quote(first))”"))
            }
        }
        reader.stackSize = ScriptCommand.threadStack
        reader.name = "homescreen.stream"
        reader.start()
    }

    /// The running program's process id.
    public var processID: Int32 { process.pid }

    /// Stops it (and what it started); `ended` is not told.
    public func stop() {
        stopped.set()
        process.kill()
    }
}
