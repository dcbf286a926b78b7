import Foundation
import Subprocess

/// Runs a program for a test (`git init`, `git commit`) through swift-subprocess, never
/// Foundation's `Process`, which can miss a child's exit on Linux when several run at once.
public enum ChildProcess {
    /// What a finished program left.
    public struct Outcome: Sendable {
        public var status: Int32?
        public var stdout: String
        public var stderr: String
    }

    /// A program that failed: its arguments and what it said.
    public struct Failure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var outcome: Outcome
        public var description: String { "\(arguments.joined(separator: " ")) failed: \(outcome.stderr)" }
    }

    /// Runs `name` (looked up on `PATH`) with `arguments` in `folder`; `environment` is added
    /// to the test's own.
    @discardableResult
    public static func run(_ name: String, _ arguments: [String], in folder: String? = nil,
                           environment: [String: String] = [:]) async throws -> Outcome {
        var keys: [Environment.Key: String?] = [:]
        for (key, value) in environment { keys[Environment.Key(stringLiteral: key)] = value }
        let result = try await Subprocess.run(.name(name), arguments: Arguments(arguments),
                                              environment: .inherit.updating(keys),
                                              workingDirectory: folder.map { .init($0) },
                                              output: .string(limit: 1 << 20), error: .string(limit: 1 << 20))
        var status: Int32?
        if case let .exited(code) = result.terminationStatus { status = code }
        let outcome = Outcome(status: status, stdout: result.standardOutput, stderr: result.standardError)
        guard status == 0 else { throw Failure(arguments: [name] + arguments, outcome: outcome) }
        return outcome
    }
}
