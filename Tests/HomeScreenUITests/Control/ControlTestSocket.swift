import Foundation
import HomeScreenUI
import HostIO

/// What the control-socket suites share: a short socket folder and a client call made off the
/// main actor.
enum ControlTestSocket {
    /// A fresh folder with a short path (socket addresses hold at most 107 bytes), owner only.
    static func folder(_ prefix: String) throws -> String {
        let path = "/tmp/\(prefix)-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return path
    }

    /// Sends `message` off the main actor (the client blocks; the listener runs on the main queue).
    static func send(_ message: ControlMessage, to path: String) async -> Result<ControlReply, ControlError> {
        await Task.detached {
            do throws(ControlError) {
                // The listener answers on the main queue, which the suite's other main-actor tests
                // may hold for seconds under load: the wait is generous, not a check.
                return .success(try ControlClient.send(message, to: path, timeout: 60))
            } catch {
                return .failure(error)
            }
        }.value
    }

    /// A listener at `path` that keeps every message it is sent and answers each with "fine".
    @MainActor
    final class RecordingListener {
        private(set) var received: [ControlMessage] = []
        private var listener: ControlListener?

        init(path: String) throws {
            listener = try ControlListener(path: path) { [unowned self] message in
                received.append(message)
                return ControlReply(ok: true, message: "fine")
            }
        }

        func close() { listener?.close() }
    }
}
