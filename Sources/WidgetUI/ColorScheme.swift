/// Light or dark appearance; the host's theme decides, widgets read it from the environment.
public enum ColorScheme: String, Hashable, Codable, Sendable, CaseIterable {
    /// Dark content on a light background.
    case light
    /// Light content on a dark background.
    case dark
}
