import Foundation
import WidgetEngine

extension InstalledExtensions {
    /// Installs the program at `executable` (an absolute path) as the extension `name`: asks
    /// it to describe itself, refusing with the reason when it cannot, then writes its folder's
    /// manifest and description, each atomically. Nothing is left behind on a failure.
    public func add(executable: String, name: String, arguments: [String] = []) async throws(ExtensionInstallError)
        -> InstalledExtension
    {
        guard ExtensionManifest.isValidName(name) else {
            throw ExtensionInstallError(
                "\"\(name)\" is not an extension name; use letters, digits, \"-\", \"_\" and \".\" (--name hello)")
        }
        let place = folder.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: place.path) else {
            throw ExtensionInstallError(
                "an extension named \(name) is installed already; remove it first (homescreen extension remove \(name)) or choose another --name"
            )
        }
        let candidate = InstalledExtension(
            folder: place, manifest: ExtensionManifest(name: name, executable: executable, arguments: arguments), stored: nil)
        if let reason = candidate.unrunnableReason { throw ExtensionInstallError(reason) }
        let client = ExtensionClient(candidate.manifest.clientConfiguration)
        defer { client.stop() }
        let description: StoredDescription
        switch await candidate.describe(with: client) {
        case let .failure(failure):
            throw ExtensionInstallError(
                "\(executable) could not describe itself: \(failure) (homescreen extension check \(executable) says more)")
        case let .success(answer):
            description = answer
        }
        guard !(description.widgets.isEmpty && description.controls.isEmpty && description.activities.isEmpty) else {
            throw ExtensionInstallError("\(executable) describes no widget, control or live activity")
        }
        do {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try AtomicFile.write(Data(candidate.manifest.text.utf8), to: place.appendingPathComponent("manifest.toml"))
            try description.save(in: place)
        } catch {
            try? FileManager.default.removeItem(at: place)
            throw ExtensionInstallError("could not write \(place.path): \(error)")
        }
        return InstalledExtension(folder: place, manifest: candidate.manifest, stored: description)
    }

    /// Removes the extension `name`'s folder (its manifest and description; never its program).
    public func remove(_ name: String) throws(ExtensionInstallError) {
        let place = folder.appendingPathComponent(name)
        guard ExtensionManifest.isValidName(name), FileManager.default.fileExists(atPath: place.path) else {
            let names = scan().extensions.map(\.name)
            throw ExtensionInstallError(
                "no extension is named \(name); "
                    + (names.isEmpty ? "none is installed" : "installed: \(names.joined(separator: ", "))"))
        }
        do {
            try FileManager.default.removeItem(at: place)
        } catch {
            throw ExtensionInstallError("could not remove \(place.path): \(error)")
        }
    }
}
