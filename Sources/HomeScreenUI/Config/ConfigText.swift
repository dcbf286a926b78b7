import Foundation
import WidgetEngine

/// The text of a user's TOML file (a layout, a theme, `config.toml`); a file that cannot be
/// read, or is not UTF-8, is a problem of the whole file, said in words ("is a directory",
/// "cannot be read: permission denied", "is not UTF-8 text (line 3)").
enum ConfigText {
    static func read(_ url: URL) throws(ConfigError) -> String {
        do {
            return try FileContents.text(url)
        } catch {
            throw ConfigError(file: url.path, message: error.reason)
        }
    }
}
