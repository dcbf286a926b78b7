import Foundation
import Testing
import TestSupport
@testable import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// Starting an extension program under the containment supervisor: a program whose file is
/// still open for writing somewhere ("Text file busy") is tried again by the supervisor and
/// fails in words when it stays busy; a missing program fails at once; the program runs in a
/// session of its own with no controlling terminal; and when it ends, nothing it started is
/// left (a child that called setsid, a double fork).
struct ExtensionProcessTests {
    /// A shell script at a fresh path, open for writing: the descriptor is returned, not closed.
    private func busyScript(_ body: String = "echo started") throws -> (path: String, descriptor: Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hs-busy-\(UUID().uuidString.prefix(8)).sh").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let text = Array("#!/bin/sh\n\(body)\n".utf8)
        try #require(write(descriptor, text, text.count) == text.count)
        return (path, descriptor)
    }

    @Test func aStartOfAFileLetGoOfRunsIt() throws {
        let (path, descriptor) = try busyScript()
        defer { unlink(path) }
        let process = try ExtensionProcess(arguments: [path], environment: [:], memoryLimit: nil)
        // Let go of at once: the supervisor's first try may find it busy, a later one not.
        close(descriptor)
        let output = String(decoding: process.output.readDataToEndOfFile(), as: UTF8.self)
        #expect(output == "started\n")
        #expect(process.wait() == "exited with status 0")
    }

    @Test func aFileBusyAtEveryTryFailsInWordsAfterTheLastAttempt() throws {
        let (path, descriptor) = try busyScript()
        defer {
            close(descriptor)
            unlink(path)
        }
        let process = try ExtensionProcess(arguments: [path], environment: [:], memoryLimit: nil)
        let errors = String(decoding: process.errors.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.wait() == "exited with status 127")
        #expect(errors == "cannot start \(path): Text file busy\n")
    }

    @Test func aMissingProgramFailsAtOnce() {
        #expect {
            _ = try ExtensionProcess(arguments: ["/nonexistent/extension"], environment: [:], memoryLimit: nil)
        } throws: { error in
            (error as? ExtensionFailure)?.description == "could not start the extension: /nonexistent/extension: No such file or directory"
        }
    }

    /// No controlling terminal: `/dev/tty` cannot be opened (ENXIO), and the program leads no
    /// session but is in its supervisor's, in a group of its own.
    @Test func theProgramHasNoTerminal() throws {
        let (path, descriptor) = try busyScript(
            """
            if ( : > /dev/tty ) 2>/dev/null; then echo tty; else echo no-tty; fi
            ps -o sid= -o pgid= -o pid= -p $$
            """)
        close(descriptor)
        defer { unlink(path) }
        let process = try ExtensionProcess(arguments: [path], environment: ["PATH": "/usr/bin:/bin"], memoryLimit: nil)
        let lines = String(decoding: process.output.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        #expect(process.wait() == "exited with status 0")
        #expect(lines.first == "no-tty")
        let ids = try #require(lines.last).split(separator: " ").compactMap { Int32($0) }
        try #require(ids.count == 3)
        #expect(ids[0] == process.pid, "the supervisor leads the session")
        #expect(ids[1] == ids[2], "the program leads a group of its own")
    }

    /// Everything the program started ends with it: a child in a session of its own, a double
    /// fork's grandchild (both orphans, which come back to the supervisor), and a child that
    /// holds the program's standard output (without the supervisor, the output would not end
    /// until that child did).
    @Test func nothingTheProgramStartedOutlivesIt() throws {
        let marker = "hs-left-\(UUID().uuidString.prefix(8))"
        let (path, descriptor) = try busyScript(
            """
            setsid sleep 300 \(marker)-setsid >/dev/null 2>&1 &
            ( sleep 300 \(marker)-double >/dev/null 2>&1 & ) &
            sleep 300 \(marker)-output &
            echo started
            """)
        close(descriptor)
        defer { unlink(path) }
        let process = try ExtensionProcess(arguments: [path], environment: ["PATH": "/usr/bin:/bin"], memoryLimit: nil)
        // The output ends once the program and the child holding it have ended.
        let output = String(decoding: process.output.readDataToEndOfFile(), as: UTF8.self)
        #expect(output == "started\n")
        #expect(process.wait() == "exited with status 0")
        #expect(ProcessTable.now().running(marker).isEmpty)
    }

    /// Stopped while it runs (an idle stop, a deadline, the host quitting): the program and
    /// everything it started end, and the supervisor is reaped.
    @Test func aStoppedProgramTakesEverythingItStartedWithIt() throws {
        let marker = "hs-stop-\(UUID().uuidString.prefix(8))"
        let (path, descriptor) = try busyScript(
            """
            setsid sleep 300 \(marker)-setsid >/dev/null 2>&1 &
            ( setsid sleep 300 \(marker)-double >/dev/null 2>&1 & ) &
            echo started
            exec sleep 300
            """)
        close(descriptor)
        defer { unlink(path) }
        let process = try ExtensionProcess(arguments: [path], environment: ["PATH": "/usr/bin:/bin"], memoryLimit: nil)
        var lines = ExtensionLineReader(handle: process.output, limit: 100)
        guard case .line("started") = lines.next() else {
            Issue.record("expected the program's first line")
            return
        }
        process.kill()
        guard case .end(unfinished: 0) = lines.next() else {
            Issue.record("expected the output to end")
            return
        }
        #expect(process.wait() == "was killed (signal 9, killed)")
        #expect(ProcessTable.now().running(marker).isEmpty)
    }
}
