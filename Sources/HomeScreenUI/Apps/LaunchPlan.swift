import Foundation
import HostIO

/// What opening a URL or launching an app comes to, decided by ``AppLauncher`` and carried out
/// by ``AppOpening``.
public enum LaunchPlan: Equatable, Sendable {
    /// Run `arguments` (the app's command, with the URL when one is opened); when that fails
    /// (a non-zero status) and `fallback` is given, run `fallback` instead: the app's command
    /// alone, its top, as iOS opens an app at its start when a link into it cannot be followed.
    case run(app: AppEntry, arguments: [String], fallback: [String]?)
    /// No app opens the URL's scheme.
    case noApp(URL)
    /// Nothing to run, for the reason given (a file that is not there).
    case refused(String)
}
