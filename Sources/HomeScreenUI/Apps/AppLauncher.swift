import Foundation
import HostIO

/// Decides what opening a URL or launching an app runs: the pure half of app launching (no
/// processes, no terminal; ``AppOpening`` carries the plan out).
///
/// A URL opens in the `[[app]]` that owns its scheme, else as a terminal user expects
/// (``OpenSettings``): a text file in the pager, any other file or folder in the opener
/// (`xdg-open`), an `http:` or `https:` link in the browser, any other link in the opener. A
/// `file:` URL reaches every program as a path.
public struct AppLauncher: Sendable {
    /// The configured apps, in the config file's order.
    public let apps: [AppEntry]
    /// The programs that open what no app claims.
    public let commands: OpenSettings.Commands
    /// Tells a text file from others (tests hand in their own).
    let fileKind: @Sendable (String) -> FileKind

    /// A launcher for `apps`, opening the rest as `open` says.
    public init(apps: [AppEntry], open: OpenSettings = OpenSettings(), fileKind: @escaping @Sendable (String) -> FileKind = FileKind.of) {
        self.apps = apps
        self.commands = open.commands
        self.fileKind = fileKind
    }

    /// A launcher for the apps and `[open]` settings of `config`.
    public init(config: HomeConfig) {
        self.init(apps: config.apps, open: config.open)
    }

    /// The app that opens `scheme` (compared without regard to case), if any. Schemes are
    /// unique in a checked config; should two apps share one, the first wins.
    public func app(forScheme scheme: String) -> AppEntry? {
        let wanted = scheme.lowercased()
        return apps.first { $0.scheme?.lowercased() == wanted }
    }

    /// Opening `url`: the app that owns its scheme runs with the URL (a `file:` URL's path) as
    /// its last argument, falling back to the app alone (its top); else the default program
    /// for it. ``LaunchPlan/noApp(_:)`` for a URL without a scheme and for a `homescreen:` link
    /// the home screen did not follow; ``LaunchPlan/refused(_:)`` for a file that is not there.
    public func plan(opening url: URL) -> LaunchPlan {
        guard let scheme = url.scheme?.lowercased() else { return .noApp(url) }
        let argument = url.isFileURL ? url.path : url.absoluteString
        if let app = app(forScheme: scheme) {
            return .run(app: app, arguments: app.command + [argument], fallback: app.command)
        }
        switch scheme {
        case "file":
            switch fileKind(url.path) {
            case .missing: return .refused("\(url.path) does not exist")
            case .text: return Self.plan(commands.pager, [url.path])
            case .directory, .other: return Self.plan(commands.opener, [url.path])
            }
        case "http", "https":
            guard commands.browser.contains(where: { $0.contains("%s") }) else { return Self.plan(commands.browser, [argument]) }
            return Self.plan(commands.browser.map { $0.replacingOccurrences(of: "%s", with: argument) }, [])
        case "homescreen": return .noApp(url)
        default: return Self.plan(commands.opener, [argument])
        }
    }

    /// Editing the file at `path` in the editor, at `line` when given (`+12`, which vi, Vim,
    /// Neovim, Emacs, nano, micro and Helix's `hx` all take).
    public func plan(editing path: String, line: Int? = nil) -> LaunchPlan {
        Self.plan(commands.editor, (line.map { ["+\($0)"] } ?? []) + [path])
    }

    /// Launching `app` from the dock: its command alone, with nothing to fall back to.
    public func plan(launching app: AppEntry) -> LaunchPlan {
        .run(app: app, arguments: app.command, fallback: nil)
    }

    /// `command` with `arguments`, named in messages by its program's file name.
    private static func plan(_ command: [String], _ arguments: [String]) -> LaunchPlan {
        let name = command.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "?"
        return .run(app: AppEntry(name: name, icon: "", command: command), arguments: command + arguments, fallback: nil)
    }
}
