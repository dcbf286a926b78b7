import Containment
import Foundation
import Synchronization
import WidgetEngine

/// `homescreen run [--activity-name NAME] -- CMD…`: runs a command (an argument vector, no
/// shell) with a `build` live activity: its output passes through unchanged, at most one
/// update a second says how far it has got (``ProgressScanner``), and the activity ends with
/// the command's exit status, which is this program's too (128 + the signal when it was
/// killed by one). Ended, it stays on screen for 30 minutes unless `--dismiss-after` says.
struct CommandActivity {
    var command: [String]
    var name: String?
    var dismissAfter: String?
    var catalog: WidgetCatalog

    /// Runs the command; never returns.
    ///
    /// The command starts as a shell starts a job (``ProgramSpawn``, in the terminal's
    /// foreground): Ctrl-C reaches it and not this program, which then ends the activity with
    /// the command's status. It gets no descriptor but its standard streams, and its end is its
    /// own exit, waited for: a child it leaves running (a build's daemon) keeps nothing here
    /// waiting (Foundation's `Process` handed the child a socket whose closing it waited for).
    func run() async throws -> Never {
        let program = try Self.resolve(command[0])
        let scanner = LockedScanner()
        let start = ActivityDelivery.second(Date())
        let title = name ?? URL(fileURLWithPath: command[0]).lastPathComponent
        let attributes = try ActivityDelivery.text(["name": title, "command": command.joined(separator: " ")])
        let id = try? await ActivityStartCommand.start(
            kind: "build", attributes: attributes, state: "{}", catalog: catalog, at: start)
        if id == nil { FileHandle.standardError.write(Data("homescreen: the activity could not start; running the command anyway\n".utf8)) }
        // As system(3) while it waits: Ctrl-C and Ctrl-\ are the command's to take (when it
        // shares this group, no terminal being ours to hand on), and this program, in the
        // background while the command has the terminal, writes what it passes on even under
        // `stty tostop`. The command starts with every signal at its default (ProgramSpawn).
        for ignored in [SIGINT, SIGQUIT, SIGTTOU] { signal(ignored, SIG_IGN) }
        let started: SpawnedProgram
        do {
            started = try ProgramSpawn(
                arguments: [program] + command.dropFirst(), session: .terminalForeground, output: .pipe, errors: .pipe
            ).spawn()
        } catch {
            FileHandle.standardError.write(Data("homescreen: cannot run \(command[0]): \(error)\n".utf8))
            if let id { try? await end(id, state: ["exitStatus": 127]) }
            exit(127)
        }
        // Each stream passed through by a thread of its own, reading until the pipe's end:
        // what the command wrote before it ended is all passed through (and scanned) before
        // the activity ends. (A readability handler lost the output past 56 KB of a command
        // that wrote quickly and ended.)
        let drained = DispatchGroup()
        // Bytes read from the command so far, and the threads writing what they read (a
        // reader of this program's output that is slow holds them there: not a reason to stop).
        let passed = Mutex((read: 0, writing: 0))
        for (descriptor, sink) in [(started.output, FileHandle.standardOutput), (started.errors, FileHandle.standardError)] {
            guard let descriptor else { continue }
            drained.enter()
            let source = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            Thread.detachNewThread {
                while case let data = source.availableData, !data.isEmpty {
                    passed.withLock {
                        $0.read += data.count
                        $0.writing += 1
                    }
                    sink.write(data)
                    scanner.scan(String(decoding: data, as: UTF8.self))
                    passed.withLock { $0.writing -= 1 }
                }
                drained.leave()
            }
        }
        // The command's exit status (128 + a signal; see CommandJob for a stop), and when.
        let commandExit = CommandExit()
        Thread.detachNewThread {
            let status = CommandJob.wait(for: started)
            commandExit.record(status: status, at: Date())
        }
        var sent = ScannedState()
        var lastSent = start
        // One connection for every update (see ``ActivityUpdateSender``).
        let sender = if let id { try? await ActivityUpdateSender(id: id, catalog: catalog) } else { ActivityUpdateSender?.none }
        // The progress sent each second until the command exits; answers its exit.
        func progressUntilExit() async -> (status: Int32, instant: Date) {
            while true {
                await commandExit.wait(upTo: 1)
                if let exit = commandExit.exit { return exit }
                let now = scanner.state
                if let sender, now != sent {
                    sent = now
                    lastSent = ActivityDelivery.second(Date())
                    _ = try? await sender.update(state: ActivityDelivery.text(now.json), at: lastSent)
                }
            }
        }
        let exited = await progressUntilExit()
        sender?.close()
        // The output still in the pipes when the command ended, however long passing it on
        // takes; a child it left running may hold them open: not waited for once a second
        // passes with nothing read and nothing being written.
        var seen = passed.withLock { $0.read }
        while drained.wait(timeout: .now() + 1) == .timedOut {
            let (read, writing) = passed.withLock { ($0.read, $0.writing) }
            if read == seen, writing == 0 { break }
            seen = read
        }
        let status = Int(exited.status)
        if let id {
            var final = scanner.state.json
            final["exitStatus"] = status
            if status == 0 { final["progress"] = 1.0 }
            // Ended when the command exited (never before the last progress sent).
            try? await end(id, state: final, at: max(ActivityDelivery.second(exited.instant), lastSent))
        }
        exit(Int32(status))
    }

    private func end(_ id: String, state: [String: Any], at instant: Date = ActivityDelivery.second(Date())) async throws {
        _ = try await ActivityEndCommand.end(
            id: id, state: try ActivityDelivery.text(state), dismissAfter: dismissAfter ?? "30m", dismissNow: false, catalog: catalog,
            at: instant)
    }

    /// `name` as a path: as given when it has a slash, else the first match on `$PATH`.
    static func resolve(_ name: String) throws -> String {
        if name.contains("/") { return name }
        let path = ProcessEnvironment.variables["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
        throw CommandFailure(message: "\(name): command not found on PATH")
    }
}

/// What the scanner has read, as the `build` activity's state.
struct ScannedState: Equatable {
    var progress: Double?
    var step: String?
    var message: String?

    var json: [String: Any] {
        var object: [String: Any] = [:]
        if let progress { object["progress"] = (progress * 1_000).rounded() / 1_000 }
        if let step { object["step"] = step }
        if let message { object["message"] = message }
        return object
    }
}

/// A ``ProgressScanner`` the pipes' handlers feed from their threads.
final class LockedScanner: @unchecked Sendable {
    private let lock = NSLock()
    private var scanner = ProgressScanner()

    func scan(_ text: String) {
        lock.withLock { scanner.scan(text) }
    }

    var state: ScannedState {
        lock.withLock { ScannedState(progress: scanner.progress, step: scanner.step, message: scanner.message) }
    }
}
