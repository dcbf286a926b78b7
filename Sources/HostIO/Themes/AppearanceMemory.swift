import Foundation
import WidgetEngine

/// The appearance the user chose with keys (`t` the theme, `T` tinted) and Do Not Disturb as
/// last switched with its control, kept in the state folder (`appearance.json`, written
/// atomically) so the next start looks and behaves the same.
///
/// `config.toml` sets the defaults (`theme`, `appearance`). A choice is kept together with the
/// default it replaced: when the user later edits that default in `config.toml`, the new
/// default wins over the old choice (the file is the more deliberate act).
public struct AppearanceMemory: Codable, Equatable, Sendable {
    /// The theme chosen with `t`, by name; nil when none was chosen.
    public var theme: String?
    /// `config.toml`'s theme when ``theme`` was chosen (nil: the built-in default).
    public var themeDefault: String?
    /// The tinted appearance chosen with `T`; nil when never switched.
    public var tinted: Bool?
    /// `config.toml`'s tinted default when ``tinted`` was chosen.
    public var tintedDefault: Bool?
    /// Do Not Disturb (the home screen's notifications logged, not shown) as last switched;
    /// nil when never switched. `config.toml` has no default for it.
    public var quiet: Bool?

    /// Nothing chosen.
    public init(
        theme: String? = nil, themeDefault: String? = nil, tinted: Bool? = nil, tintedDefault: Bool? = nil, quiet: Bool? = nil
    ) {
        self.theme = theme
        self.themeDefault = themeDefault
        self.tinted = tinted
        self.tintedDefault = tintedDefault
        self.quiet = quiet
    }

    /// The theme to start with: the choice while `config.toml`'s default is the one it
    /// replaced, else that default (nil: the built-in default).
    public func theme(default configured: String?) -> String? {
        guard let theme, themeDefault == configured else { return configured }
        return theme
    }

    /// Whether to start tinted: the choice while `config.toml`'s default is the one it
    /// replaced, else that default.
    public func tinted(default configured: Bool) -> Bool {
        guard let tinted, tintedDefault == configured else { return configured }
        return tinted
    }

    /// The file's name in the state folder.
    public static let fileName = "appearance.json"

    /// The choices kept in `folder`; none when the file is missing or unreadable (a bad file
    /// is only ignored: the next choice replaces it).
    public static func load(from folder: URL) -> AppearanceMemory {
        let url = folder.appendingPathComponent(fileName)
        guard let data = try? UserFile.read(url, limit: .state),
            let memory = try? JSONDecoder().decode(AppearanceMemory.self, from: data)
        else { return AppearanceMemory() }
        return memory
    }

    /// Writes the choices to `folder` atomically.
    public func save(to folder: URL) throws {
        try PrivateFolder.make(folder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(self), to: folder.appendingPathComponent(Self.fileName), permissions: .exactly(0o600))
    }
}
