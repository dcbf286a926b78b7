import Foundation

/// A file or folder read only at the start (``HomeScreenRunLoop/settingsFiles``): the name the
/// status line gives it when it changes, and what counts as a change.
public struct WatchedSetting: Sendable, Equatable {
    /// What the status line calls it (`config.toml`, `plugins`).
    public var name: String
    /// True when only files added, removed or renamed in the folder count: the plugins folder,
    /// whose scripts' edits reload their widgets at once (their `sources`).
    public var entriesOnly: Bool
    /// True when a change is applied live by making the catalog again
    /// (``HomeScreenRunLoop/catalogSource``): the installed extensions.
    public var changesCatalog: Bool

    /// A setting named `name`.
    public init(name: String, entriesOnly: Bool = false, changesCatalog: Bool = false) {
        self.name = name
        self.entriesOnly = entriesOnly
        self.changesCatalog = changesCatalog
    }

    /// Names of files the screen writes itself among the settings (hidden temporary files of
    /// atomic saves, an extension's stored `description.json`, a plugin's `.vars.json`): their
    /// changes are not the user's.
    @Sendable static func isOwnFile(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "description.json" || name.hasSuffix(".vars.json")
    }

    /// What of `path` is compared to tell a change: the names in the folder for
    /// ``entriesOnly``, else whether it exists.
    func state(of path: String) -> [String] {
        guard entriesOnly else { return FileManager.default.fileExists(atPath: path) ? [path] : [] }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !Self.isOwnFile($0) }.sorted()
    }
}
