import Foundation
import Subprocess
#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// Runs a program to its end and collects what it printed, for tests that drive real binaries.
///
/// Built on swift-subprocess: Foundation's `Process.waitUntilExit()` on Linux can miss a child's
/// exit when several processes run at once and then waits forever, which hung whole test runs.
public enum ChildProcess {
    /// How a program ended and what it printed.
    public struct Output: Sendable {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// A program that exited with a status other than 0: its command line and what it said.
    public struct Failure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var output: Output
        public var description: String { "\(arguments.joined(separator: " ")) exited with \(output.status): \(output.stderr)" }
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` in `folder`;
    /// `environment` replaces the whole environment when given. Output beyond 16 MiB per stream
    /// is an error.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil,
        environment: [String: String]? = nil
    ) async throws -> Output {
        let program: Executable = executable.contains("/") ? .path(FilePath(executable)) : .name(executable)
        var env = Environment.inherit
        if let environment {
            env = .custom(
                Dictionary(
                    uniqueKeysWithValues: environment.compactMap { key, value in
                        Environment.Key(rawValue: key).map { ($0, value) }
                    }))
        }
        let result = try await Subprocess.run(
            program, arguments: Arguments(arguments), environment: env,
            workingDirectory: folder.map { FilePath($0) }, output: .string(limit: 16 << 20), error: .string(limit: 16 << 20))
        let status: Int32
        switch result.terminationStatus {
        case let .exited(code): status = code
        case let .signaled(signal): status = 128 + signal
        }
        return Output(status: status, stdout: result.standardOutput, stderr: result.standardError)
    }

    /// Runs `executable` like ``run(_:_:in:environment:)`` with `environment` added to the
    /// test's own, and throws ``Failure`` unless it exits with status 0.
    @discardableResult
    public static func runSucceeding(
        _ executable: String, _ arguments: [String], in folder: String? = nil,
        addingEnvironment environment: [String: String] = [:]
    ) async throws -> Output {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = try await run(executable, arguments, in: folder, environment: merged)
        guard output.status == 0 else { throw Failure(arguments: [executable] + arguments, output: output) }
        return output
    }
}
