import WidgetEngine

/// The `accessoryInline` instances kept for the tmux status line (`homescreen status`) that no
/// layout holds: one per kind named in `config.toml`'s `status`, with the id `status-KIND` and
/// the widget's default configuration. The running home screen keeps their timelines as it
/// keeps the layout's (off screen: reloaded when their policy is due), and its store writes
/// their caches, which `homescreen status` reads.
public enum StatusInstances {
    /// The prefix of their ids.
    public static let idPrefix = "status-"

    /// The status instance of `kind`.
    public static func instance(ofKind kind: String) -> WidgetInstance {
        WidgetInstance(id: WidgetInstanceID(rawValue: idPrefix + kind), kind: kind, family: .accessoryInline)
    }

    /// The status instances `config` asks the home screen to keep.
    public static func instances(of config: HomeConfig) -> [WidgetInstance] {
        config.statusKinds.map(instance(ofKind:))
    }
}
