import HostIO
import WidgetUI

/// How the home screen looks: the themes, the one in use, whether the terminal shows color,
/// and the preview the widgets are drawn in.
struct Appearance {
    /// The themes `t` cycles through (never empty).
    let themes: [Theme]
    /// The theme in use (index into ``themes``).
    var themeIndex: Int
    /// True for a terminal without color (`NO_COLOR`, `--color never`): attributes only.
    var monochrome = false
    /// The preview the widgets are drawn in (`p`, `P`).
    var previewMode = PreviewMode.live
    /// The tinted appearance (`T`, or `appearance = "tinted"` in config.toml): widgets render
    /// accented, in the theme's tinted colors.
    var tinted = false
    /// Whether the theme follows the terminal's background, and the question waiting.
    var background = TerminalBackground(mode: .auto)

    init(themes: [Theme], themeIndex: Int) {
        self.themes = themes.isEmpty ? [.fallback] : themes
        self.themeIndex = min(max(0, themeIndex), max(0, self.themes.count - 1))
    }

    /// The theme drawn with (monochrome when the terminal shows no color).
    var theme: Theme { monochrome ? .monochrome : themes[themeIndex] }

    /// How the home screen's widgets render: accented when tinted, else in full color.
    var renderingMode: WidgetRenderingMode { tinted ? .accented : .fullColor }
}

extension Appearance {
    /// `T`: switches the tinted appearance on or off; returns what to tell the user. The
    /// tiles are drawn again at once in the new colors; the widgets' timelines are asked for
    /// again (see ``TimelineEngine/changeAppearance(colorScheme:renderingMode:at:)``), since
    /// views read the rendering mode when they are archived.
    mutating func toggleTinted() -> String {
        tinted.toggle()
        return tinted ? "Tinted appearance (T: back to full color)" : "Full color appearance"
    }

    /// `p` and `P`: switches into the placeholder or privacy preview, or back to live content
    /// when that preview is already on; returns what to tell the user. Nothing is reloaded:
    /// tiles are drawn again from the archives with the preview's redaction added at paint time.
    mutating func togglePreview(_ mode: PreviewMode) -> String {
        previewMode = previewMode == mode ? .live : mode
        switch previewMode {
        case .live: return "Live content"
        case .placeholder: return "Placeholder preview (p: back to live)"
        case .privacy: return "Privacy preview (P: back to live)"
        }
    }
}
