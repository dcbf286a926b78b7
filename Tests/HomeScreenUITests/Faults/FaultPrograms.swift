import Foundation

/// Where the fault suite's extension programs are: the Python one in the source tree, run by
/// the system's `python3`, and the Swift one among the built products.
enum FaultPrograms {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FaultExtension")

    /// The argument vector of `fault`'s program, faulting from `instant` on.
    static func arguments(for fault: Fault, faultFrom instant: Date, crashMarker: URL) -> [String] {
        let from = ["--fault-from", String(Int(instant.timeIntervalSince1970))]
        if fault.isSwift { return [productsFolder.appendingPathComponent("homescreen-fault-extension").path] + from }
        return [python, folder.appendingPathComponent("fault-extension.py").path] + from + ["--crash-marker", crashMarker.path]
    }

    /// A `python3` that runs with the extension's minimal environment: the system's, not a
    /// version manager's shim (which needs its own variables), else the first on `PATH`.
    static let python: String = {
        let fixed = ["/usr/bin/python3", "/usr/local/bin/python3"]
        let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        return (fixed + onPath).first { FileManager.default.isExecutableFile(atPath: $0) } ?? "python3"
    }()

    /// The folder of the built products (the test bundle's).
    static var productsFolder: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        // On Linux the test runner is `<products>/homescreenPackageTests.xctest`.
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        return folder
    }
}
