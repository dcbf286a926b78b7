import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// Finds the layout to start with: the given file, or the user's `home.toml` (written with the
/// default layout on first run). A file that does not load is left alone and the default layout
/// is used in memory, with the reason shown.
enum HomeLayoutSource {
    /// The layout to show and where edits to it are saved (nil: nowhere, with the reason).
    struct Loaded {
        var layout: HomeLayout
        var destination: URL?
        var unsavedReason: String?
        /// The file to watch for hand edits (nil: none).
        var file: URL?
        /// The ``TextDigest`` of the file's text as read (nil: not read).
        var digest: UInt64?
    }

    /// - Parameter snapshots: where the last good reading of each layout file is kept (see
    ///   ``LayoutSnapshots``); nil to read the TOML every time.
    static func load(
        path: String?, catalog: WidgetCatalog, snapshots: LayoutSnapshots? = nil, message: inout String?
    ) throws(UsageError) -> Loaded {
        let url: URL
        if let path {
            url = URL(fileURLWithPath: UserFolders.process.expanding(path))
            guard !UserFile.isMissing(url) else {
                throw UsageError(message: "--layout \(path): no such file")
            }
        } else {
            guard let folder = ConfigPaths.configFolder() else {
                return Loaded(
                    layout: LayoutFile.defaultLayout(), destination: nil,
                    unsavedReason: "there is no config folder (set HOME or XDG_CONFIG_HOME)")
            }
            url = folder.appendingPathComponent("home.toml")
            if UserFile.isMissing(url) {
                let layout = LayoutFile.defaultLayout()
                do {
                    try LayoutFile.save(layout, to: url)
                    message = "Wrote the default layout to \(UserFolders.process.abbreviating(url.path))"
                } catch {
                    message = "Could not write the default layout: \(error.description)"
                }
                return Loaded(layout: layout, destination: url, file: url)
            }
        }
        do {
            let loaded = try LayoutFile.load(url, catalog: catalog, snapshots: snapshots)
            return Loaded(layout: loaded.layout, destination: url, file: url, digest: loaded.digest)
        } catch {
            message = "\(error) — showing the default layout; the file is left as it is (! shows why)"
            // Never save over a file that did not load: the user's text would be lost.
            return Loaded(
                layout: LayoutFile.defaultLayout(), destination: nil,
                unsavedReason: "layout not loaded from \(error.description); the default layout is shown and the file is left as it is",
                file: url)
        }
    }
}
