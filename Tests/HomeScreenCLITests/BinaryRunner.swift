import Foundation

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

    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent("homescreen")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TZ"] = "UTC"
        environment["LANG"] = "en_US.UTF-8"
        environment.removeValue(forKey: "NO_COLOR")
        environment.removeValue(forKey: "COLORTERM")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
