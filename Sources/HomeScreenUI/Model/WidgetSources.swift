import Foundation
import WidgetEngine

/// The files and folders the placed widgets read, so that a change on disk reloads the
/// instances that read it: every configuration value that names a path (the value given, or
/// the parameter's default: Reminders' `~/todo.txt`, the calendar's folder, the photo folder,
/// a script's file), and the `sources` a widget declares (an extension's `describe`), with `~`
/// and `$XDG_…_HOME` expanded as the widgets expand them.
///
/// A value names a path when it starts with `/`, `~`, `$HOME` or `$XDG_` and expands to an
/// absolute path other than `/` (a URL, a name or a number never does).
struct WidgetSources {
    /// The folders `~` and `$XDG_…_HOME` name.
    let folders: UserFolders
    /// Each watched path (absolute, standardized) → the instances that read it.
    private(set) var readers: [String: [WidgetInstanceID]] = [:]
    /// Per kind: the paths its parameters' defaults name (by parameter) and its declared
    /// sources, worked out once (listing a widget's parameters reflects on its intent).
    private var kinds: [String: (defaults: [String: String], sources: [String])] = [:]

    init(folders: UserFolders) {
        self.folders = folders
    }

    /// Every path watched.
    var paths: Set<String> { Set(readers.keys) }

    /// Works out the paths of `instances` again; true when the set of paths changed.
    mutating func update(_ instances: [WidgetInstance], catalog: WidgetCatalog) -> Bool {
        var found: [String: [WidgetInstanceID]] = [:]
        for instance in instances {
            for path in paths(of: instance, catalog: catalog) { found[path, default: []].append(instance.id) }
        }
        let changed = Set(found.keys) != paths
        readers = found
        return changed
    }

    /// The instances that read any of `paths`, each once, in a stable order.
    func instances(reading paths: Set<String>) -> [WidgetInstanceID] {
        Set(paths.flatMap { readers[$0] ?? [] }).sorted()
    }

    /// The paths `instance` reads.
    private mutating func paths(of instance: WidgetInstance, catalog: WidgetCatalog) -> Set<String> {
        let kind = kindPaths(instance.kind, catalog: catalog)
        var found = Set(kind.sources)
        for (name, path) in kind.defaults where instance.configuration[name] == nil { found.insert(path) }
        for case let (_, .string(value)) in instance.configuration {
            if let path = Self.path(value, folders: folders) { found.insert(path) }
        }
        return found
    }

    private mutating func kindPaths(_ kind: String, catalog: WidgetCatalog) -> (defaults: [String: String], sources: [String]) {
        if let known = kinds[kind] { return known }
        let descriptor = catalog.descriptor(forKind: kind)
        var defaults: [String: String] = [:]
        for parameter in descriptor?.parameters ?? [] {
            if case let .string(value) = parameter.defaultValue, let path = Self.path(value, folders: folders) {
                defaults[parameter.name] = path
            }
        }
        let sources = (descriptor?.sources ?? []).compactMap { Self.path($0, folders: folders) }
        kinds[kind] = (defaults, sources)
        return (defaults, sources)
    }

    /// The absolute path `value` names, or nil when it names none.
    static func path(_ value: String, folders: UserFolders) -> String? {
        let trimmed = value.trimmingSpaces()
        guard ["/", "~", "$HOME", "$XDG_"].contains(where: { trimmed.hasPrefix($0) }) else { return nil }
        let expanded = folders.expanding(trimmed)
        guard expanded.hasPrefix("/") else { return nil }
        let path = URL(fileURLWithPath: expanded).standardizedFileURL.path
        return path == "/" ? nil : path
    }
}
