import Foundation
import WidgetEngine

extension PluginFolder {
    /// True when the file at `path` is a plugin rather than an extension program: its name
    /// has an interval (`date.1m.sh`), or its first bytes hold xbar, BitBar or SwiftBar metadata.
    public static func isPlugin(at path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        guard let fileName = PluginFileName(url.lastPathComponent) else { return false }
        if fileName.interval != nil { return true }
        guard case let .success(head) = Plugin.head(of: path, bytes: Plugin.metadataBytes) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return ["<xbar.", "<bitbar.", "<swiftbar."].contains { text.contains($0) }
    }

    /// Adds the plugin at `path` (absolute): a symbolic link to it in the folder, under its
    /// own file name (the file stays where it is; its interval is in that name). Refused, with
    /// nothing written, when it is not an executable file or the name is taken.
    public func add(_ path: String) throws(PluginProblem) -> Plugin {
        let source = URL(fileURLWithPath: path)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PluginProblem("\(path) is not an executable file (chmod +x \(path))")
        }
        let link = folder.appendingPathComponent(source.lastPathComponent)
        guard let fileName = PluginFileName(source.lastPathComponent) else { throw PluginProblem("\(path) is not a plugin's name") }
        if let taken = scan().plugins.first(where: { $0.kind == fileName.kind }) {
            throw PluginProblem(
                "a plugin named \(fileName.name) is added already (\(taken.file.lastPathComponent)); remove it first (homescreen extension remove \(fileName.name))"
            )
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: path)
        } catch {
            throw PluginProblem("could not add \(link.path): \(error.localizedDescription)")
        }
        switch Plugin.read(link) {
        case let .success(plugin)?: return plugin
        case let .failure(problem)?:
            try? FileManager.default.removeItem(at: link)
            throw problem
        case nil:
            try? FileManager.default.removeItem(at: link)
            throw PluginProblem("\(path) is not a plugin's name")
        }
    }

    /// Removes the plugin `name` (its name, or its file's name): its link in the folder (the
    /// file it points to stays) and its `.vars.json`. A plugin file that is not a link is left
    /// alone and named: delete it yourself.
    public func remove(_ name: String) throws(PluginProblem) -> Plugin? {
        guard let plugin = scan().plugins.first(where: { $0.fileName.name == name || $0.file.lastPathComponent == name }) else {
            return nil
        }
        let path = plugin.file.path
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil else {
            throw PluginProblem("\(path) is the plugin's own file, not a link to it: delete it yourself if you mean to")
        }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw PluginProblem("could not remove \(path): \(error.localizedDescription)")
        }
        try? FileManager.default.removeItem(at: plugin.varsFile)
        return plugin
    }
}
