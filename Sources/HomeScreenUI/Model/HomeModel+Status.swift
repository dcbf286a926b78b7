import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    /// The status instances `config.toml` names (``StatusInstances``) whose widget has the
    /// inline family: instances of no page, kept for `homescreen status`.
    var statusInstances: [WidgetInstance] {
        StatusInstances.instances(of: config).filter { catalog.descriptor(forKind: $0.kind)?.supports(.accessoryInline) == true }
    }

    /// Places the status instances: what their cache kept is trusted until their policy is
    /// due, as for any instance; without a usable cache they ask for a timeline now. They are
    /// never on screen, so, like an instance on another page, they reload when their policy
    /// says and their caches are written when their timelines arrive: `homescreen status`
    /// reads those.
    func placeStatusInstances(at now: Date) {
        for instance in statusInstances where hosted.engine.states[instance.id] == nil {
            if let cache = hosted.persistence.load(instance.id) {
                hosted.engine.restore(instance, from: cache, at: now)
            } else {
                hosted.engine.place(instance, at: now)
            }
            hosted.engine.reloadWaiting([instance.id], at: now)
        }
    }
}
