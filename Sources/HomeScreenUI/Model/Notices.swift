import Foundation

/// What the screen tells the user besides the widgets: a toast at the bottom for a while, and
/// the problems found at start that it works around.
struct Notices {
    /// A message shown at the bottom until `until`.
    var toast: (text: String, until: Date)?
    /// Problems found at start (a theme or `config.toml` that did not load).
    var startupProblems: [String] = []
    /// What changed on disk since the start that only a restart applies (`config.toml`, the
    /// installed extensions, the plugins, the themes), in the order noticed.
    var restartNeeded: [String] = []
    /// A message to show once the screen starts (a layout written or refused at start).
    var startMessage: String?
}
