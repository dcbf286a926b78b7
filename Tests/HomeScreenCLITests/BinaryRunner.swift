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

    /// Runs the binary with a clean environment: `HOME`, the XDG folders and `XDG_RUNTIME_DIR`
    /// in an empty folder of this run's own (removed afterwards), `TZ` `UTC`, `LANG` and
    /// `LC_ALL` `C.UTF-8`, no `TERM`; `extra` is applied over those. Nothing of the
    /// developer's shell or home folder reaches the program.
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> Result {
        let root = URL(fileURLWithPath: "/tmp/hs-run-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("run"), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = cleanEnvironment(root: root)
        for (key, value) in extra { environment[key] = value }
        let output = try await ChildProcess.run(
            productsFolder.appendingPathComponent("homescreen").path, arguments,
            environment: environment)
        return Result(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// The environment a run starts with, its folders under `root`.
    static func cleanEnvironment(root: URL) -> [String: String] {
        func folder(_ name: String) -> String { root.appendingPathComponent(name).path }
        return [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": folder("home"),
            "XDG_CONFIG_HOME": folder("home/.config"), "XDG_STATE_HOME": folder("home/.local/state"),
            "XDG_DATA_HOME": folder("home/.local/share"), "XDG_CACHE_HOME": folder("home/.cache"),
            "XDG_RUNTIME_DIR": folder("run"),
            "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            // A debug build's extension program starting under the suite's parallel load can
            // take more than the standard 5 s to describe itself.
            "HOMESCREEN_DESCRIBE_SECONDS": "60",
        ]
    }
}
