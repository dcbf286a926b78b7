/// An app of the config file: what the dock shows, the URLs it opens and how to start it.
///
/// Opening a URL whose scheme is ``scheme`` runs ``command`` with the URL appended; launching
/// the app from the dock runs ``command`` alone (the app's top).
public struct AppEntry: Equatable, Sendable {
    /// The name shown under the icon and in messages ("Browser").
    public var name: String
    /// One glyph of 1 or 2 cells (as `DisplayWidth.of` measures it), shown in the dock.
    public var icon: String
    /// The URL scheme the app opens, lowercase ("https", "homescreen"), or nil when the app
    /// opens no URLs.
    public var scheme: String?
    /// The program and its arguments; the program is looked up on `PATH`.
    public var command: [String]

    /// An app; `scheme` is stored lowercase (schemes are case-insensitive).
    public init(name: String, icon: String, scheme: String? = nil, command: [String]) {
        self.name = name
        self.icon = icon
        self.scheme = scheme?.lowercased()
        self.command = command
    }
}
