import Foundation
import TOMLKit
import WidgetEngine

/// An installed extension's `manifest.toml`: its name, the program that serves its widgets and
/// how it is run.
///
/// ```toml
/// name = "hello"
/// executable = "/home/ana/bin/hello.py"   # absolute, or relative to the manifest's folder
/// arguments = ["--greeting", "Hi"]        # optional
/// memory-limit-mb = 64                    # optional; 48 by default
/// ```
public struct ExtensionManifest: Equatable, Sendable {
    /// The keys a manifest may hold.
    static let keys = ["name", "executable", "arguments", "memory-limit-mb"]

    /// The extension's name: its folder's name, and how messages and `homescreen list` name it.
    public var name: String
    /// The program, as an absolute path (a relative one in the file is read from the manifest's folder).
    public var executable: String
    /// The program's arguments.
    public var arguments: [String]
    /// The most megabytes of data the program may use; nil: the client's default.
    public var memoryLimitMB: Int?

    /// A manifest of these values (`executable` absolute).
    public init(name: String, executable: String, arguments: [String] = [], memoryLimitMB: Int? = nil) {
        self.name = name
        self.executable = executable
        self.arguments = arguments
        self.memoryLimitMB = memoryLimitMB
    }

    /// The program and its arguments, as the extension is started (no shell).
    public var commandLine: [String] { [executable] + arguments }

    /// How the extension's client runs it: the protocol's defaults, with the manifest's
    /// memory limit when it gives one.
    public var clientConfiguration: ExtensionClient.Configuration {
        var configuration = ExtensionClient.Configuration(name: name, arguments: commandLine)
        if let memoryLimitMB { configuration.memoryLimit = memoryLimitMB << 20 }
        return configuration
    }

    /// True for a name an extension may have: letters, digits, `-`, `_` and `.`, not starting
    /// with `.`, at most 64 characters (it names a folder).
    public static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 64, !name.hasPrefix(".") else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
        }
    }

    /// Reads a manifest's text; `file` names it in problems and its folder resolves a relative
    /// executable. Every problem is reported, in file order, with its line and field.
    public static func read(_ text: String, file: String) -> Result<ExtensionManifest, ExtensionManifestError> {
        let root: TOMLTable
        switch TOMLProblems.parse(text, file: file) {
        case let .success(table): root = table
        case let .failure(problem): return .failure(ExtensionManifestError([problem]))
        }
        var reader = ExtensionManifestReader(file: file, text: text)
        guard let manifest = reader.manifest(from: root), reader.problems.found.isEmpty else {
            return .failure(ExtensionManifestError(reader.problems.inFileOrder))
        }
        return .success(manifest)
    }

    /// The manifest as `manifest.toml` holds it.
    public var text: String {
        var text = "# A homescreen extension (docs/extensions.md).\n"
        text += "name = \(LayoutWriter.string(name))\n"
        text += "executable = \(LayoutWriter.string(executable))\n"
        if !arguments.isEmpty { text += "arguments = [\(arguments.map(LayoutWriter.string).joined(separator: ", "))]\n" }
        if let memoryLimitMB { text += "memory-limit-mb = \(memoryLimitMB)\n" }
        return text
    }
}
