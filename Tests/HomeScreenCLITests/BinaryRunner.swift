import Foundation
import TestSupport

/// Runs the built `homescreen` binary, as a user would from a shell.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder of the built products (where the test bundle and `homescreen` live).
    static var productsFolder: URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var folder = runner.deletingLastPathComponent()
        // On Linux the test runner is `<products>/homescreenPackageTests.xctest`.
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        return folder
    }

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment["LANG"] = "en_US.UTF-8"
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "COLORTERM")
        for (key, value) in extra { environment[key] = value }
        let output = try await ChildProcess.run(productsFolder.appendingPathComponent("homescreen").path, arguments,
                                                environment: environment)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }
}
