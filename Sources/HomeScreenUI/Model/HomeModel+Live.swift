import Foundation
import WidgetEngine

extension HomeModel {
    /// The instances of live widgets to attend now: those on screen, and every placed instance
    /// of a widget that keeps running; in id order. Costs the page shown, unless a widget keeps
    /// running (then every placed instance is looked at).
    func liveInstances(at now: Date) -> [LiveInstance] {
        let engine = hosted.engine
        var keepRunning: Set<String> = []
        for descriptor in catalog.descriptors where descriptor.live?.keepsRunning == true { keepRunning.insert(descriptor.kind) }
        var ids = engine.visible ?? []
        if !keepRunning.isEmpty {
            for id in engine.order where keepRunning.contains(engine.states[id]?.instance.kind ?? "") { ids.insert(id) }
        }
        return ids.sorted().compactMap { id in
            guard let instance = engine.states[id]?.instance, let live = catalog.live(forKind: instance.kind),
                live.wants(instance.configuration)
            else { return nil }
            return LiveInstance(
                id: id, kind: instance.kind, configuration: instance.configuration, context: engine.context(for: instance, at: now),
                environment: engine.resolveEnvironment(for: instance))
        }
    }

    /// Takes content widgets pushed; true when any of it shows on screen.
    func receive(_ pushes: [WidgetPush], at now: Date) -> Bool {
        var shows = false
        for push in pushes where hosted.engine.push(push.content, for: push.instance, at: now) {
            shows = shows || hosted.engine.isOnScreen(push.instance)
        }
        return shows
    }

    /// A confirmed command ended: says so when it failed, and reloads its widget when the
    /// widget asked (free of budget: the user pressed it).
    func finish(_ run: CommandRun, failure: String?, at now: Date) {
        if let failure {
            Self.logger.warning("\(run.title) (\(run.action.commandLine)) failed: \(failure)")
            showToast("\(run.title) failed: \(failure)", at: now)
        }
        if run.action.refreshes { hosted.engine.requestReload(run.instance, reason: .interaction, at: now) }
    }
}
