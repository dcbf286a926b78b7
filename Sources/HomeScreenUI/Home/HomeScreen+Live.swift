import Foundation
import WidgetEngine

extension HomeScreen {
    /// The instances of live widgets to tell about now, when they changed since last told
    /// (nil: unchanged): those on the page shown, and every placed instance of a widget that
    /// keeps running.
    func takeAttention(at now: Date) -> [LiveInstance]? {
        let attention = model.liveInstances(at: now)
        guard attention != attended else { return nil }
        attended = attention
        return attention
    }

    /// Reloads every instance of `kinds` (a real-time signal `number` asked, from outside).
    func reload(kinds: [String], signal number: Int, at now: Date) {
        guard !kinds.isEmpty else {
            HomeModel.logger.notice("signal SIGRTMIN+\(number) arrived; no widget asks for it")
            return
        }
        for kind in kinds { model.hosted.engine.requestReload(ofKind: kind, reason: .widgetCenter, at: now) }
        HomeModel.logger.info("signal SIGRTMIN+\(number): reloading \(kinds.joined(separator: ", "))")
    }
}
