import Foundation
import Testing
@testable import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// Starting a program whose file is still open for writing somewhere ("Text file busy",
/// ETXTBSY: a process forked elsewhere holds the descriptor a script was just written
/// through): the start is tried again after a pause, a few times, then fails in words. The
/// busy file is provoked deterministically: the test holds it open for writing and closes it
/// in the second pause.
struct ExtensionProcessTests {
    /// A shell script at a fresh path, open for writing: the descriptor is returned, not closed.
    private func busyScript() throws -> (path: String, descriptor: Int32) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hs-busy-\(UUID().uuidString.prefix(8)).sh").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let text = Array("#!/bin/sh\necho started\n".utf8)
        try #require(write(descriptor, text, text.count) == text.count)
        return (path, descriptor)
    }

    @Test func aStartThatFindsTheFileBusyIsTriedAgainOnceItIsClosed() throws {
        let (path, descriptor) = try busyScript()
        defer { unlink(path) }
        var pauses: [Int] = []
        let process = try ExtensionProcess(
            arguments: [path], environment: [:], memoryLimit: nil,
            pauseWhileBusy: { attempt in
                pauses.append(attempt)
                guard attempt >= 2 else { return }
                if attempt == 2 { close(descriptor) } // the other process lets go of the file
                // Other tests start programs at the same time: a child forked between the open
                // and the close still holds the descriptor until it execs, so from here on the
                // pause is the real one, as in the product.
                ExtensionProcess.pauseWhileBusy(after: attempt)
            })
        #expect(pauses.prefix(2) == [1, 2]) // busy twice, then started once the file was let go
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
        var pauses: [Int] = []
        #expect {
            _ = try ExtensionProcess(
                arguments: [path], environment: [:], memoryLimit: nil, pauseWhileBusy: { pauses.append($0) })
        } throws: { error in
            (error as? ExtensionFailure)?.description == "could not start the extension: \(path): Text file busy"
        }
        #expect(pauses == Array(1..<ExtensionProcess.busyAttempts))
    }

}
