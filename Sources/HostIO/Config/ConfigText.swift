import Foundation
import WidgetEngine

/// The text of a user's TOML file (a layout, a theme, `config.toml`); a file that cannot be
/// read, or is not UTF-8, is a problem of the whole file, said in words ("is a directory",
/// "cannot be read: permission denied", "is not UTF-8 text (line 3)").
enum ConfigText {
    static func read(_ url: URL, limit: UserFile.Limit = .settings) throws(ConfigError) -> String {
        try text(of: try bytes(url, limit: limit), url: url)
    }

    /// The bytes of the file at `url`, at most `limit` (``UserFile``: a named pipe, a device, a
    /// loop of links or a file too large is a problem of the file, said in words).
    static func bytes(_ url: URL, limit: UserFile.Limit = .settings) throws(ConfigError) -> Data {
        do {
            return try FileContents.read(url, limit: limit)
        } catch {
            throw ConfigError(file: url.path, message: error.reason)
        }
    }

    /// `data`, read from the file at `url`, as text.
    static func text(of data: Data, url: URL) throws(ConfigError) -> String {
        do {
            return try FileContents.text(of: data, path: url.path)
        } catch {
            throw ConfigError(file: url.path, message: error.reason)
        }
    }
}
