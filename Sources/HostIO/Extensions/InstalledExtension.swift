import Foundation
import WidgetEngine
#if canImport(Glibc)
    import Glibc
#endif

/// One extension found in the extensions folder: its manifest and the description stored
/// beside it, if any.
public struct InstalledExtension: Sendable {
    /// The extension's folder (`…/extensions/<name>`).
    public var folder: URL
    /// Its manifest.
    public var manifest: ExtensionManifest
    /// The description stored in its folder; nil when there is none or it cannot be read.
    public var stored: StoredDescription?

    /// An extension found in `folder`.
    public init(folder: URL, manifest: ExtensionManifest, stored: StoredDescription?) {
        self.folder = folder
        self.manifest = manifest
        self.stored = stored
    }

    /// The extension's name.
    public var name: String { manifest.name }

    /// The stored description when it describes the program as it is now (so using it needs
    /// no run of the program).
    public var currentDescription: StoredDescription? {
        stored.flatMap { $0.isCurrent(for: manifest) ? $0 : nil }
    }

    /// Why the program cannot be run as it is; nil when it is an executable file.
    public var unrunnableReason: String? {
        var status = stat()
        let path = manifest.executable
        guard stat(path, &status) == 0 else { return "its program \(path) is not there (moved or removed?)" }
        guard status.st_mode & S_IFMT == S_IFREG else { return "its program \(path) is not a file" }
        guard access(path, X_OK) == 0 else { return "its program \(path) is not executable (chmod +x \(path))" }
        return nil
    }

    /// Asks the program to describe itself (at most the describe deadline, 5 s) through
    /// `client`, and answers what to store.
    public func describe(with client: ExtensionClient) async -> Result<StoredDescription, ExtensionFailure> {
        // The stamp is taken first: a program changed while it answers is described again next time.
        let stamp = ExecutableStamp(path: manifest.executable) ?? ExecutableStamp(size: -1, modified: 0)
        return await ExtensionCatalog.describeAll(client).map {
            StoredDescription(
                commandLine: manifest.commandLine, stamp: stamp, widgets: $0.widgets, controls: $0.controls,
                activities: $0.activities)
        }
    }
}
