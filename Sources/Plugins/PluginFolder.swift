import Foundation
import WidgetEngine

/// The plugins folder, `$XDG_DATA_HOME/homescreen/plugins/` (`~/.local/share/homescreen/plugins/`):
/// each executable file in it whose name is a plugin's is a widget (a symbolic link to one
/// elsewhere works too, as in xbar's folder). Hidden files, folders and `.vars.json` files
/// are skipped; a file named with an interval (`x.5m.sh`) that is not executable, or that
/// cannot be read, is left out with a problem line.
public struct PluginFolder: Sendable {
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// The folder in `folders`; nil without a home folder.
    public init?(folders: UserFolders) {
        guard let data = folders.homescreenFolder(.data) else { return nil }
        folder = data.appendingPathComponent("plugins")
    }

    /// The plugins, in name order, and a line for each file left out. No folder: none and no
    /// problem.
    public func scan() -> (plugins: [Plugin], problems: [String]) {
        let names: [String]
        do {
            // Nothing there: none. A file, a named pipe or a loop of links there: a problem.
            guard let listed = try UserFolder.names(in: folder) else { return ([], []) }
            names = listed
        } catch {
            return ([], ["plugins: \(error.description); no plugin is loaded"])
        }
        var plugins: [Plugin] = []
        var problems: [String] = []
        var kinds: [String: String] = [:]
        for name in names {
            let file = folder.appendingPathComponent(name)
            guard let fileName = PluginFileName(name) else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            guard FileManager.default.isExecutableFile(atPath: file.path) else {
                if fileName.interval != nil { problems.append("plugin \(name): not executable (chmod +x \(file.path))") }
                continue
            }
            switch Plugin.read(file) {
            case nil: continue
            case let .failure(problem)?: problems.append("plugin \(name): \(problem)")
            case let .success(plugin)?:
                if let other = kinds[plugin.kind] {
                    problems.append("plugin \(name): its name \(fileName.name) is taken by \(other); skipped")
                    continue
                }
                kinds[plugin.kind] = name
                problems += plugin.metadata.problems.map { "plugin \(name): \($0)" }
                plugins.append(plugin)
            }
        }
        return (plugins, problems)
    }
}
