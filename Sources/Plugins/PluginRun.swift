import Foundation
import WidgetEngine

/// One run of a plugin: its file started as a program (its `#!` line picks the interpreter;
/// never through a shell), supervised as extensions are, its output read and parsed.
enum PluginRun {
    /// The longest a run may take (the engine's deadline for a timeline is 30 s).
    static let deadline: Double = 25
    /// The most output a run may print.
    static let outputLimit = 1 << 20

    /// Runs `plugin` with `configuration`'s variables and reads what it printed; a run that
    /// cannot start, fails, hangs or prints too much throws why, in the user's words.
    static func document(
        of plugin: Plugin, configuration: ConfigValues, scheme: ColorScheme, schedule: @escaping ExtensionClient.Schedule,
        host: [String: String]
    ) async throws(ProviderFailure) -> PluginDocument {
        let command = ScriptCommand(
            arguments: [plugin.file.path],
            environment: PluginEnvironment.of(plugin, configuration: configuration, scheme: scheme, host: host),
            outputLimit: outputLimit, schedule: schedule)
        switch await command.runBytes(deadline: deadline) {
        case let .success(bytes): return PluginDocument(bytes: bytes)
        case let .failure(failure): throw .extensionFailed(describe(failure, plugin: plugin))
        }
    }

    /// What went wrong, for the log and the budget view: "the plugin cpu.5s.sh exited with
    /// status 1: “no sensors”".
    static func describe(_ failure: ExtensionFailure, plugin: Plugin) -> String {
        let name = "the plugin \(plugin.file.lastPathComponent)"
        switch failure {
        case let .couldNotStart(reason):
            return reason.hasSuffix("Permission denied")
                ? "\(name) is not executable (chmod +x \(plugin.file.path))" : "\(name) could not start: \(reason)"
        case .timedOut: return "\(name) ran past \(Int(deadline)) s and was stopped"
        case .answerTooLarge: return "\(name) printed more than \(outputLimit >> 20) MB and was stopped"
        case let .exited(how): return "\(name) \(how)"
        case .protocolViolation, .answeredError: return "\(name): \(failure.description)"
        }
    }
}
