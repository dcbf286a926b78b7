import WidgetUI

/// Which variant of the theme the home screen draws with (`theme_mode` in `config.toml`).
public enum ThemeMode: String, Sendable, CaseIterable {
    /// The variant that suits the terminal's background, asked with OSC 11 at start and on
    /// focus-in; the theme as chosen when the terminal does not answer.
    case auto
    /// Always the light variant.
    case light
    /// Always the dark variant.
    case dark

    /// The scheme a fixed mode asks for (nil: auto).
    public var scheme: ColorScheme? {
        switch self {
        case .auto: nil
        case .light: .light
        case .dark: .dark
        }
    }
}
