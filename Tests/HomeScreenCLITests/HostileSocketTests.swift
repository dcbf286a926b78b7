import Foundation
import HomeScreenUI
import HostIO
import Testing

/// `homescreen reload` and `donate` never talk to another user's socket, and print what a
/// socket answers as text, never raw escape sequences (issue 19 item 9).
@MainActor
struct HostileSocketTests {
    private func runtimeFolder() throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/hs-hs-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
    }

    @Test(.enabled(if: getuid() == 0, "making a socket another user's takes root"))
    func reloadAndDonateRefuseASocketOfAnotherUser() async throws {
        let root = try runtimeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("homescreen.sock").path
        var received: [ControlMessage] = []
        let listener = try ControlListener(path: path) { message in
            received.append(message)
            return ControlReply(ok: true, message: "\u{1B}]0;pwned\u{07}")
        }
        defer { listener.close() }
        #expect(chown(path, 65_534, 65_534) == 0)
        let environment = ["XDG_RUNTIME_DIR": root.path, "XDG_STATE_HOME": root.appendingPathComponent("state").path]
        let reload = try await BinaryRunner.run(["reload"], environment: environment)
        #expect(reload.status == 1)
        #expect(reload.stderr == "homescreen: \(path) belongs to another user (uid 65534); it is left alone\n")
        let donate = try await BinaryRunner.run(["donate", "clock"], environment: environment)
        #expect(donate.status == 1)
        #expect(donate.stderr.contains("belongs to another user"))
        #expect(received.isEmpty)
        #expect(!(reload.stdout + reload.stderr + donate.stdout + donate.stderr).contains("\u{1B}"))
    }

    @Test func aReplyWithEscapeSequencesIsPrintedAsText() async throws {
        let root = try runtimeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("homescreen.sock").path
        // A server of its own thread, not the home screen's listener: that one answers on the
        // main queue, which the suite's other main-actor tests may hold longer than the
        // command's 5 s wait.
        let server = try SocketReplyServer(path: path) { message in
            ControlReply(ok: message == .reload(kind: nil), message: "\u{1B}]0;pwned\u{07}\u{1B}[2J")
        }
        defer { server.close() }
        let environment = ["XDG_RUNTIME_DIR": root.path, "XDG_STATE_HOME": root.appendingPathComponent("state").path]
        let reload = try await BinaryRunner.run(["reload"], environment: environment)
        #expect(reload.status == 0)
        #expect(reload.stdout == "^[]0;pwned^G^[[2J\n")
        let refused = try await BinaryRunner.run(["reload", "--kind", "clock"], environment: environment)
        #expect(refused.status == 1)
        #expect(refused.stderr == "homescreen: ^[]0;pwned^G^[[2J\n")
    }
}
