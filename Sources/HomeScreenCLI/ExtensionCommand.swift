import ArgumentParser
import Foundation
import WidgetEngine

/// `homescreen extension`: work with widget extensions (programs that serve widgets over the
/// extension protocol, docs/extension-protocol.md).
struct ExtensionCommand: AsyncParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "extension",
        abstract: "Work with widget extensions: programs in any language that serve widgets.",
        subcommands: [
            ExtensionCheckCommand.self, ExtensionAddCommand.self, ExtensionRemoveCommand.self, ExtensionListCommand.self,
            ExtensionServeCommand.self,
        ])
}

/// `homescreen extension check PROGRAM [ARGUMENT...]`: runs a program through every request of
/// the extension protocol and reports what is wrong.
struct ExtensionCheckCommand: AsyncParsableCommand, ExtensionSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run an extension through every request and report what is wrong, quoting the answer that broke a rule.")

    @Argument(help: "The extension's program, then its arguments (run as given: no shell).")
    var program: [String]

    func run() async throws {
        guard let first = program.first else { throw ValidationError("give the extension's program") }
        let path = first.contains("/") ? URL(fileURLWithPath: first).standardizedFileURL.path : first
        let client = ExtensionClient(.init(name: URL(fileURLWithPath: first).lastPathComponent, arguments: [path] + program.dropFirst()))
        let findings = await ExtensionConformance(client: client).run(at: Date())
        for finding in findings { print(finding) }
        let problems = findings.filter { $0.problem != nil }.count
        print(
            problems == 0
                ? "conforms to the extension protocol \(ExtensionProtocol.version)"
                : "\(problems) problem\(problems == 1 ? "" : "s") with the extension protocol \(ExtensionProtocol.version)")
        if problems > 0 { throw ExitCode(1) }
    }
}
