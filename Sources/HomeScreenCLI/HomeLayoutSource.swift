import Foundation
import HomeScreenUI
import WidgetEngine

/// Finds the layout to start with: the given file, or the user's `home.toml` (written with the
/// default layout on first run). A file that does not load is left alone and the default layout
/// is used in memory, with the reason shown.
enum HomeLayoutSource {
    static func load(path: String?, catalog: WidgetCatalog, message: inout String?) throws(UsageError) -> HomeLayout {
        let url: URL
        if let path {
            url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw UsageError(message: "--layout \(path): no such file")
            }
        } else {
            guard let folder = ConfigPaths.configFolder() else { return LayoutFile.defaultLayout() }
            url = folder.appendingPathComponent("home.toml")
            if !FileManager.default.fileExists(atPath: url.path) {
                let layout = LayoutFile.defaultLayout()
                do {
                    try LayoutFile.save(layout, to: url)
                    message = "Wrote the default layout to \(url.path)"
                } catch {
                    message = "Could not write \(url.path): \(error)"
                }
                return layout
            }
        }
        do {
            return try LayoutFile.load(url, catalog: catalog)
        } catch {
            message = "\(error) — showing the default layout; the file is left as it is"
            return LayoutFile.defaultLayout()
        }
    }
}
