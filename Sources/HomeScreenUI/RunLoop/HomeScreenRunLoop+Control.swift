import Foundation
import HostIO
import WidgetEngine

extension HomeScreenRunLoop {
    /// Listens on the control socket: each message is answered by the screen on the main
    /// queue, then a frame starts the reloads it asked for. When another home screen already
    /// listens there, this one runs without a socket (and says so).
    func startControl() {
        guard let controlPath = control.path else { return }
        do {
            control.listener = try ControlListener(path: controlPath) { [weak self] message in
                guard let self else { return ControlReply(ok: false, message: "the home screen is closing") }
                let reply = self.screen.receive(message, at: self.clock.now)
                self.requestFrame()
                return reply
            }
        } catch {
            Self.logger.warning("no control socket: \(error)")
            screen.announce("homescreen reload cannot reach this screen: \(error)", at: clock.now)
        }
    }
}
