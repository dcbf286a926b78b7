@testable import BundledWidgets
import Foundation
import Testing
import TestSupport

/// `git status` run for real in throwaway repositories (git is installed where tests run).
struct GitStatusRunnerTests {
    /// A fresh folder under the temporary folder.
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// The user's and the system's git configuration switched off (a `~/.gitconfig` with
    /// `status.showUntrackedFiles=no` would hide the untracked files these tests count).
    static let noConfiguration = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]

    /// A runner whose time limit a loaded test machine cannot reach: these tests are about what
    /// git says; the limit itself has its own test with a git that hangs.
    static let patient = GitStatusRunner(timeout: .seconds(60), environment: noConfiguration)

    /// git with a fixed identity and no user or system configuration.
    static func git(_ arguments: [String], in folder: String) async throws {
        try await ChildProcess.runSucceeding(
            "git", arguments, in: folder,
            addingEnvironment: noConfiguration.merging([
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
                "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
            ]) { $1 })
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func countsStagedChangedAndUntrackedFilesAndAheadBehind() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let origin = root + "/origin", clone = root + "/clone"
        try FileManager.default.createDirectory(atPath: origin, withIntermediateDirectories: true)
        try await Self.git(["init", "-q", "-b", "main"], in: origin)
        try Self.write("one\n", to: origin + "/a.txt")
        try Self.write("two\n", to: origin + "/b.txt")
        try await Self.git(["add", "."], in: origin)
        try await Self.git(["commit", "-q", "-m", "first"], in: origin)
        try await Self.git(["clone", "-q", origin, clone], in: root)
        // One commit upstream the clone lacks, two in the clone upstream lacks.
        try Self.write("three\n", to: origin + "/c.txt")
        try await Self.git(["add", "."], in: origin)
        try await Self.git(["commit", "-q", "-m", "upstream"], in: origin)
        for name in ["d", "e"] {
            try Self.write(name + "\n", to: clone + "/\(name).txt")
            try await Self.git(["add", "."], in: clone)
            try await Self.git(["commit", "-q", "-m", name], in: clone)
        }
        try await Self.git(["fetch", "-q"], in: clone)
        try Self.write("changed\n", to: clone + "/a.txt")
        try Self.write("staged\n", to: clone + "/b.txt")
        try await Self.git(["add", "b.txt"], in: clone)
        try Self.write("new\n", to: clone + "/new.txt")

        let status = try await Self.patient.status(of: clone).get()
        #expect(status.branch == "main")
        #expect(status.upstream == "origin/main")
        #expect(status.ahead == 2)
        #expect(status.behind == 1)
        #expect(status.staged == 1)
        #expect(status.changed == 1)
        #expect(status.untracked == 1)
        #expect(status.needsAttention)
    }

    @Test func aFreshRepositoryHasNoCommits() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await Self.git(["init", "-q", "-b", "trunk"], in: root)
        let status = try await Self.patient.status(of: root).get()
        #expect(status.headDescription == "trunk (no commits)")
        #expect(status.isClean)
    }

    @Test func aFolderOutsideARepositoryIsSaidSo() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runner = Self.patient
        let result = await runner.status(of: root)
        #expect(result == .failure(.notARepository))
        #expect(await runner.status(of: root + "/missing") == .failure(.noSuchFolder))
    }

    @Test func gitMissingFromThePathIsSaidSo() async throws {
        let empty = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let result = await GitStatusRunner(timeout: .seconds(60), searchPath: empty).status(of: empty)
        #expect(result == .failure(.gitMissing))
        #expect(GitProblem.gitMissing.description == "git not found; install git")
    }

    /// A git that never answers is given up at the limit and killed. The limit is a manual
    /// timer: nothing here waits for it.
    @Test func aGitThatHangsIsStoppedAtTheLimitAndKilled() async throws {
        let bin = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: bin) }
        // A stand-in git that says who it is and never answers.
        try Self.write("#!/bin/sh\necho $$ > \"$0.pid.tmp\" && mv \"$0.pid.tmp\" \"$0.pid\"\nexec sleep 600\n", to: bin + "/git")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
        let timer = ManualLimitTimer()
        let runner = GitStatusRunner(timeout: .milliseconds(300), searchPath: bin + ":/usr/bin:/bin", limitTimer: timer)
        async let result = runner.status(of: bin)
        let pid = try await Self.processID(in: bin + "/git.pid")
        timer.advance(by: .milliseconds(299))
        #expect(timer.pendingCount == 1) // not yet at the limit
        #expect(kill(pid, 0) == 0) // git still runs
        timer.advance(by: .milliseconds(1))
        #expect(await result == .failure(.timedOut(.milliseconds(300))))
        #expect(GitProblem.timedOut(.milliseconds(300)).description == "git status took over 0.3 s; stopped")
        #expect(try await Self.hasEnded(pid), "git (pid \(pid)) still runs after the limit")
    }

    /// An answer before the limit cancels the limit's timer.
    @Test func anAnswerBeforeTheLimitCancelsItsTimer() async throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try await Self.git(["init", "-q", "-b", "main"], in: root)
        let timer = ManualLimitTimer()
        let runner = GitStatusRunner(timeout: .milliseconds(300), environment: Self.noConfiguration, limitTimer: timer)
        #expect(try await runner.status(of: root).get().branch == "main")
        #expect(timer.pendingCount == 0)
    }

    /// The process id a stand-in wrote to `path`, once it has (polled, at most 20 s).
    static func processID(in path: String) async throws -> pid_t {
        for _ in 0..<400 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw StandInNeverStarted(path: path)
    }

    struct StandInNeverStarted: Error {
        var path: String
    }

    /// Whether process `pid` is gone (killed and reaped), polled for at most 20 s.
    static func hasEnded(_ pid: pid_t) async throws -> Bool {
        for _ in 0..<400 {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test func gitsOwnComplaintIsShortened() {
        #expect(
            GitStatusRunner.problem(
                stderr: "fatal: detected dubious ownership in repository at '/srv/x'\nhint: ...",
                status: .exited(128)) == .failed("detected dubious ownership in repository at '/srv/x'"))
        #expect(
            GitStatusRunner.problem(
                stderr: "fatal: not a git repository (or any of the parent directories): .git",
                status: .exited(128)) == .notARepository)
    }
}
