import Foundation
import Logging
import WidgetEngine

/// The extensions installed in `$XDG_DATA_HOME/homescreen/extensions/` (`~/.local/share` by
/// default), one folder each holding `manifest.toml` and the stored `description.json`.
///
/// Loading starts no program when nothing changed: a stored description whose program has the
/// size and modification time it had when described is used as it is; a missing or stale one
/// is described again (at most 5 s) and stored. A bad manifest or a failed description leaves
/// that extension out with a problem line; it never stops the others.
public struct InstalledExtensions: Sendable {
    /// The extensions folder.
    public var folder: URL

    /// The folder in `folders`; nil without a home folder.
    public init?(folders: UserFolders) {
        guard let data = folders.homescreenFolder(.data) else { return nil }
        folder = data.appendingPathComponent("extensions")
    }

    /// The extensions in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    private static let logger = Logger(label: "homescreen.extensions")

    /// The installed extensions, by name, and a line for each folder whose manifest could not
    /// be read. No folder: none and no problem.
    public func scan() -> (extensions: [InstalledExtension], problems: [String]) {
        let names: [String]
        do {
            // Nothing there: none. A file, a named pipe or a loop of links there: a problem.
            guard let listed = try UserFolder.names(in: folder) else { return ([], []) }
            names = listed
        } catch {
            return ([], ["extensions: \(error.description); no extension is loaded"])
        }
        var extensions: [InstalledExtension] = []
        var problems: [String] = []
        for name in names {
            let place = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: place.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let file = place.appendingPathComponent("manifest.toml")
            let data: Data
            do {
                data = try UserFile.read(file, limit: .settings)
            } catch  where error.isMissing {
                problems.append("extension \(name): no manifest.toml in \(place.path)")
                continue
            } catch {
                problems.append("extension \(name): \(error.description)")
                continue
            }
            switch ExtensionManifest.read(String(decoding: data, as: UTF8.self), file: file.path) {
            case let .failure(error):
                problems += error.problems.map { "extension \(name): \($0)" }
            case let .success(manifest):
                extensions.append(InstalledExtension(folder: place, manifest: manifest, stored: StoredDescription.load(from: place)))
            }
        }
        return (extensions, problems)
    }

    /// The installed extensions' widgets, each served by an ``ExtensionClient`` of its own,
    /// leaving out kinds already in `catalog` (and kinds an earlier extension has).
    public static func descriptors(folders: UserFolders, besides catalog: WidgetCatalog) async -> InstalledWidgets {
        guard let installed = InstalledExtensions(folders: folders) else { return InstalledWidgets() }
        return await installed.descriptors(besides: catalog)
    }

    /// The same, for the extensions in this folder.
    public func descriptors(besides catalog: WidgetCatalog) async -> InstalledWidgets {
        let (extensions, scanProblems) = scan()
        var result = InstalledWidgets()
        result.problems = scanProblems
        guard !extensions.isEmpty else { return result }
        let described = await Self.describeStale(extensions)
        return Self.assemble(extensions, described: described, into: result, besides: catalog)
    }

    /// `result` with the widgets of each of `extensions` that `described` holds (the others
    /// left out) and a problem for each that failed or whose widget kind is taken.
    static func assemble(
        _ extensions: [InstalledExtension],
        described: [String: (description: Result<StoredDescription, ExtensionInstallError>, client: ExtensionClient)],
        into result: InstalledWidgets, besides catalog: WidgetCatalog
    ) -> InstalledWidgets {
        var result = result
        var owners: [String: String] = [:]
        for kind in catalog.kinds { owners[kind] = "a widget of this homescreen" }
        for control in catalog.controls { owners["control " + control.kind] = "a control of this homescreen" }
        for activity in catalog.activities { owners["activity " + activity.kind] = "an activity of this homescreen" }
        for installed in extensions {
            let name = installed.name
            guard let (description, client) = described[name] else { continue }
            switch description {
            case let .failure(failure):
                result.problems.append("extension \(name): \(failure)")
            case let .success(description):
                result.clients.append(client)
                for widget in description.widgets {
                    if let owner = owners[widget.widget] {
                        result.problems.append("extension \(name): widget kind \"\(widget.widget)\" is taken (by \(owner)); skipped")
                    } else if widget.widget.isEmpty || widget.families.isEmpty {
                        result.problems.append("extension \(name): widget \"\(widget.widget)\" has an empty kind or no families; skipped")
                    } else {
                        owners[widget.widget] = "extension \(name)"
                        result.extensionOfKind[widget.widget] = name
                        var widget = widget
                        // Without a build of its own, a widget changes when its program does.
                        widget.build = widget.build ?? description.stamp.build
                        result.descriptors += ExtensionCatalog.descriptors([widget], client: client)
                    }
                }
                /// True when `kind` of `noun` is free (now taken by this extension); else a problem says why not.
                func claims(_ kind: String, _ noun: String, article: String) -> Bool {
                    if let owner = owners[noun + " " + kind] {
                        result.problems.append("extension \(name): \(noun) kind \"\(kind)\" is taken (by \(owner)); skipped")
                    } else if kind.isEmpty {
                        result.problems.append("extension \(name): \(article) \(noun) has an empty kind; skipped")
                    } else {
                        owners[noun + " " + kind] = "extension \(name)"
                        return true
                    }
                    return false
                }
                for control in description.controls where claims(control.control, "control", article: "a") {
                    result.controls.append(ExtensionCatalog.descriptor(control, client: client))
                }
                for activity in description.activities where claims(activity.activity, "activity", article: "an") {
                    result.activities.append(ExtensionCatalog.descriptor(activity, client: client))
                }
            }
        }
        return result
    }

    /// Each extension's description (the stored one when current; else described now, all at
    /// once, and stored) and the client that serves it, by extension name.
    private static func describeStale(_ extensions: [InstalledExtension]) async
        -> [String: (description: Result<StoredDescription, ExtensionInstallError>, client: ExtensionClient)]
    {
        // Child tasks keep the caller's executor preference (never Swift's global executor).
        await withTaskGroup(of: (String, Result<StoredDescription, ExtensionInstallError>, ExtensionClient).self) { group in
            for installed in extensions {
                group.addTask {
                    let client = ExtensionClient(installed.manifest.clientConfiguration)
                    return (installed.name, await description(of: installed, client: client), client)
                }
            }
            var answers: [String: (Result<StoredDescription, ExtensionInstallError>, ExtensionClient)] = [:]
            for await (name, description, client) in group { answers[name] = (description, client) }
            return answers
        }
    }

    /// The extension's current stored description, or a new one, stored.
    private static func description(of installed: InstalledExtension, client: ExtensionClient) async
        -> Result<StoredDescription, ExtensionInstallError>
    {
        if let current = installed.currentDescription { return .success(current) }
        if let reason = installed.unrunnableReason { return .failure(ExtensionInstallError(reason)) }
        switch await installed.describe(with: client) {
        case let .failure(failure):
            client.stop()
            return .failure(ExtensionInstallError("it could not describe itself: \(failure)"))
        case let .success(description):
            do {
                try description.save(in: installed.folder)
            } catch {
                logger.warning("extension \(installed.name): its description could not be stored: \(error)")
            }
            return .success(description)
        }
    }
}
