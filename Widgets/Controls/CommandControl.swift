import Foundation
import WidgetEngine

/// Runs the command `config.toml` names (`control_command = ["make", "test"]`) as an argument
/// vector, never through a shell, with its output discarded; shows its last exit status. A
/// status other than 0 is a failed press: the control is marked and the status bar says so.
struct CommandControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "homescreen.command", provider: CommandStatus()) { status in
            ControlWidgetButton(action: RunCommandIntent()) {
                Label(status.name, systemImage: "terminal")
            } actionLabel: { _ in
                Text(status.words)
            }
        }
        .displayName("Command")
        .description("Runs the command control_command in config.toml names (no shell) and shows its exit status.")
    }
}

/// The command's name and last exit status, in words.
struct CommandStatusWords: Sendable {
    var name: String
    var words: String
}

struct CommandStatus: ControlValueProvider {
    var previewValue: CommandStatusWords { CommandStatusWords(name: "Command", words: "exit 0") }

    func currentValue() async throws -> CommandStatusWords {
        let state = HostSwitches.shared.current
        guard let program = state.command.first else { return CommandStatusWords(name: "Command", words: "none set") }
        let name = URL(fileURLWithPath: program).lastPathComponent
        return CommandStatusWords(name: name, words: state.commandStatus.map { "exit \($0)" } ?? "not run")
    }
}

struct RunCommandIntent: AppIntent {
    static let title: LocalizedStringResource = "Run the command"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func perform() async throws -> some IntentResult {
        let arguments = HostSwitches.shared.current.command
        guard let program = arguments.first else {
            throw Failure(description: "no command is set; add control_command = [\"program\", \"argument\"] to config.toml")
        }
        let status = try await Self.run(arguments)
        HostSwitches.shared.change { $0.commandStatus = status }
        if status != 0 { throw Failure(description: "\(URL(fileURLWithPath: program).lastPathComponent) exited with status \(status)") }
        return .result()
    }

    /// Runs `arguments` (the program looked up in `PATH` when it has no slash), output to
    /// /dev/null, and answers its exit status.
    static func run(_ arguments: [String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: Failure(description: "\(arguments[0]) could not be started: \(error.localizedDescription)"))
            }
        }
    }
}
