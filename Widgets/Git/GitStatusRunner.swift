import Foundation
import Subprocess
import WidgetEngine

/// Runs `git status --porcelain=v2 --branch` in a folder, with a time limit.
///
/// swift-subprocess, not Foundation's `Process` (which can miss a child's exit on Linux when
/// several run at once). git runs with `--no-optional-locks`, so a status never takes the
/// index lock a commit in progress needs, and in the C locale, so its messages can be read.
struct GitStatusRunner: Sendable {
    /// How long one `git status` may take before it is killed (a huge work tree on a slow
    /// disk, a network file system that hangs).
    var timeout: Duration = .seconds(5)
    /// The `PATH` git is looked up in; nil inherits homescreen's. Tests point it at a folder
    /// holding a fake `git`, or at an empty one.
    var searchPath: String? = nil
    /// Variables set for git over homescreen's own environment (tests switch the user's and
    /// the system's git configuration off).
    var environment: [String: String] = [:]
    /// What says the time limit has passed (tests fire it by hand).
    var limitTimer: any LimitTimer = DispatchLimitTimer()

    /// The status of the repository holding `path`, or why there is none.
    func status(of path: String) async -> Result<GitStatus, GitProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(.noSuchFolder)
        }
        let limit = timeout
        // At the limit the run is cancelled, which makes swift-subprocess kill the child.
        let outcome = await RealTimeLimit.race(limit: limit, label: "homescreen.git", timer: limitTimer) { await self.run(in: path) }
        return outcome ?? .failure(.timedOut(limit))
    }

    private func run(in path: String) async -> Result<GitStatus, GitProblem> {
        var environment = Environment.inherit.updating(["LC_ALL": "C", "GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0"])
        if let searchPath { environment = environment.updating(["PATH": searchPath]) }
        if !self.environment.isEmpty {
            environment = environment.updating(
                Dictionary(
                    uniqueKeysWithValues: self.environment.compactMap { key, value in
                        Environment.Key(rawValue: key).map { ($0, Optional(value)) }
                    }))
        }
        let stdout: String, stderr: String, status: TerminationStatus
        do {
            let result = try await Subprocess.run(
                .name("git"),
                arguments: ["--no-optional-locks", "-C", path, "status", "--porcelain=v2", "--branch"],
                environment: environment, output: .string(limit: 4 << 20), error: .string(limit: 64 << 10))
            (stdout, stderr, status) = (result.standardOutput, result.standardError, result.terminationStatus)
        } catch let error as SubprocessError where error.code == .executableNotFound {
            return .failure(.gitMissing)
        } catch {
            // Also a run cancelled at the time limit; its result is not used then.
            return .failure(.failed("cannot run git: \(error)"))
        }
        guard case .exited(0) = status else {
            return .failure(Self.problem(stderr: stderr, status: status))
        }
        do {
            return .success(try PorcelainStatusParser.parse(stdout))
        } catch {
            return .failure(.unreadableOutput(error.description))
        }
    }

    /// git's complaint, as short as it can be said.
    static func problem(stderr: String, status: TerminationStatus) -> GitProblem {
        if stderr.contains("not a git repository") { return .notARepository }
        let line = stderr.split(separator: "\n").first.map(String.init) ?? ""
        let message = line.hasPrefix("fatal: ") ? String(line.dropFirst("fatal: ".count)) : line
        return .failed(message.isEmpty ? "git status failed (\(status))" : message)
    }
}
