import Foundation
import HostIO

/// Decides what opening a URL or launching an app runs: the pure half of app launching (no
/// processes, no terminal; ``AppOpening`` carries the plan out).
public struct AppLauncher: Sendable {
    /// The configured apps, in the config file's order.
    public let apps: [AppEntry]

    /// A launcher for `apps`.
    public init(apps: [AppEntry]) {
        self.apps = apps
    }

    /// The app that opens `scheme` (compared without regard to case), if any. Schemes are
    /// unique in a checked config; should two apps share one, the first wins.
    public func app(forScheme scheme: String) -> AppEntry? {
        let wanted = scheme.lowercased()
        return apps.first { $0.scheme?.lowercased() == wanted }
    }

    /// Opening `url`: the app that owns its scheme runs with the URL as its last argument,
    /// falling back to the app alone (its top); ``LaunchPlan/noApp(_:)`` when no app owns the
    /// scheme or the URL has none.
    public func plan(opening url: URL) -> LaunchPlan {
        guard let scheme = url.scheme, let app = app(forScheme: scheme) else { return .noApp(url) }
        return .run(app: app, arguments: app.command + [url.absoluteString], fallback: app.command)
    }

    /// Launching `app` from the dock: its command alone, with nothing to fall back to.
    public func plan(launching app: AppEntry) -> LaunchPlan {
        .run(app: app, arguments: app.command, fallback: nil)
    }
}
