import Foundation
import WidgetEngine

/// What `homescreen status` shows, read without running widget code: which instance (from the
/// command line, `config.toml` and the layout), and the entry its cache holds for "now".
///
/// The running home screen writes each instance's timeline to the store as it arrives (see
/// ``EngineStore``), so the cache is the running screen's archived entry; with no home screen
/// the cache is what the last run (or the last `status` that refreshed it) kept.
public struct StatusSource: Sendable {
    /// Which instance the command line asks for.
    public enum Choice: Sendable, Equatable {
        /// `--instance ID`: a layout instance (of the inline family) or `status-KIND`.
        case instance(String)
        /// `--kind K`: the layout's first inline instance of `K`, else the status instance of `K`.
        case kind(String)
        /// Neither: the first kind of `config.toml`'s `status`, else the layout's first
        /// inline instance.
        case automatic
    }

    /// Why there is nothing to show.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The instance shown.
    public var instance: WidgetInstance
    /// True when a running home screen keeps its timeline (it is in the layout, or its kind is
    /// in `config.toml`'s `status`).
    public var keptByHomeScreen: Bool

    /// `instance`, kept by a running home screen or not.
    public init(instance: WidgetInstance, keptByHomeScreen: Bool) {
        self.instance = instance
        self.keptByHomeScreen = keptByHomeScreen
    }

    /// The instance `choice` names in `layout` (nil: no layout file) and `config`.
    public static func resolve(_ choice: Choice, layout: HomeLayout?, config: HomeConfig) throws(Problem) -> StatusSource {
        let inline = (layout?.instances ?? []).filter { $0.family == .accessoryInline }
        let declared = Set(config.statusKinds)
        switch choice {
        case let .instance(id):
            if let found = inline.first(where: { $0.id.rawValue == id }) { return StatusSource(instance: found, keptByHomeScreen: true) }
            if let other = layout?.instances.first(where: { $0.id.rawValue == id }) {
                throw Problem(
                    description: "\(id) is a \(other.family.shortName) widget; the status line shows accessoryInline widgets")
            }
            if id.hasPrefix(StatusInstances.idPrefix), id.count > StatusInstances.idPrefix.count {
                let kind = String(id.dropFirst(StatusInstances.idPrefix.count))
                return StatusSource(instance: StatusInstances.instance(ofKind: kind), keptByHomeScreen: declared.contains(kind))
            }
            throw Problem(description: "no widget \(id) in the layout (an inline widget's id, or status-KIND)")
        case let .kind(kind):
            if let found = inline.first(where: { $0.kind == kind }) { return StatusSource(instance: found, keptByHomeScreen: true) }
            return StatusSource(instance: StatusInstances.instance(ofKind: kind), keptByHomeScreen: declared.contains(kind))
        case .automatic:
            if let kind = config.statusKinds.first {
                return StatusSource(instance: StatusInstances.instance(ofKind: kind), keptByHomeScreen: true)
            }
            if let found = inline.first { return StatusSource(instance: found, keptByHomeScreen: true) }
            throw Problem(
                description:
                    "no widget for the status line: give --kind (e.g. --kind clock), or name kinds in config.toml: status = [\"clock\"]")
        }
    }

    /// What the store keeps for the instance, when it is of the same kind, family and
    /// configuration (nil: nothing usable kept).
    public func cache(in store: EngineStore) -> CachedInstance? {
        guard let cache = store.load(instance.id), cache.timeline != nil, cache.instance.kind == instance.kind,
            cache.instance.family == instance.family, cache.instance.configuration == instance.configuration
        else { return nil }
        return cache
    }

    /// Whether `cache` must be made again at `now` before it is shown: nothing usable is kept,
    /// or its policy was due (`.atEnd`: its last entry's date; `.after`: that date) by
    /// `grace` and no home screen is keeping it. `homeScreenRuns` is asked only then, so a
    /// fresh cache costs no connection to the home screen.
    public func needsRefresh(_ cache: CachedInstance?, at now: Date, grace: TimeInterval = 30, homeScreenRuns: () -> Bool) -> Bool {
        guard let summary = cache?.summary else { return true }
        guard !summary.policy.isNever else { return false }
        let due = summary.policy.afterDate ?? summary.last
        guard due <= now else { return false }
        if keptByHomeScreen, now.timeIntervalSince(due) < grace, homeScreenRuns() { return false }
        return true
    }

    /// What `homescreen status` reads at `now`: `config.toml` (nil: none), the layout file
    /// (nil or missing: none), the instance `choice` names, and its cache in `store`.
    public static func read(
        _ choice: Choice, config configFile: URL?, layout layoutFile: URL?, store: EngineStore, at now: Date
    ) throws(Problem) -> (source: StatusSource, cache: CachedInstance?) {
        var config = HomeConfig.defaults
        var layout: HomeLayout?
        do {
            if let configFile { config = try HomeConfigFile.load(configFile) }
            if let layoutFile, !UserFile.isMissing(layoutFile) { layout = try LayoutFile.load(layoutFile, catalog: nil) }
        } catch {
            throw Problem(description: error.description)
        }
        let source = try resolve(choice, layout: layout, config: config)
        return (source, source.cache(in: store))
    }
}
