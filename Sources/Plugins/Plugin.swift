import Foundation
import WidgetEngine

/// A plugin file of the plugins folder: its file, what its name says (``PluginFileName``) and
/// what its comments say (``PluginMetadata``). Reading it runs nothing.
public struct Plugin: Sendable {
    /// The file (through the symbolic link, if it is one: the plugins folder often holds links).
    public var file: URL
    public var fileName: PluginFileName
    public var metadata: PluginMetadata

    public init(file: URL, fileName: PluginFileName, metadata: PluginMetadata) {
        self.file = file
        self.fileName = fileName
        self.metadata = metadata
    }

    /// How much of a file is read for its metadata.
    public static let metadataBytes = 64 << 10

    /// The plugin at `file`, its metadata read from its first 64 KB; nil when its name is not
    /// a plugin's. A file that cannot be read (a folder, a pipe, no permission) is a problem.
    public static func read(_ file: URL) -> Result<Plugin, PluginProblem>? {
        guard let fileName = PluginFileName(file.lastPathComponent) else { return nil }
        switch Self.head(of: file.path, bytes: metadataBytes) {
        case let .failure(problem): return .failure(problem)
        case let .success(bytes):
            return .success(Plugin(file: file, fileName: fileName, metadata: PluginMetadata(String(decoding: bytes, as: UTF8.self))))
        }
    }

    /// Its widget kind: `plugin.` and its name.
    public var kind: String { fileName.kind }
    /// Its name in the gallery: its metadata's title, else its file's name.
    public var displayName: String { metadata.title ?? fileName.name }
    /// Where its variables are kept: `{file name}.vars.json` beside it, as xbar keeps them.
    public var varsFile: URL { file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".vars.json") }
    /// How it gives its states, when it keeps running.
    public var stream: PluginStreamMode? { metadata.stream }

    /// The first `bytes` of a regular file (following links), read through ``UserFile``.
    static func head(of path: String, bytes: Int) -> Result<[UInt8], PluginProblem> {
        do {
            return .success(Array(try UserFile.head(path: path, bytes: bytes)))
        } catch {
            return .failure(PluginProblem(error.description))
        }
    }
}
