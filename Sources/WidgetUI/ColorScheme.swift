/// Light or dark appearance; the host's theme decides, widgets read it from the environment.
public enum ColorScheme: String, Hashable, Codable, Sendable, CaseIterable {
    case light
    case dark
}
