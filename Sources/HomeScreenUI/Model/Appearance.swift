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

    init(themes: [Theme], themeIndex: Int) {
        self.themes = themes.isEmpty ? [.fallback] : themes
        self.themeIndex = min(max(0, themeIndex), max(0, self.themes.count - 1))
    }

    /// The theme drawn with (monochrome when the terminal shows no color).
    var theme: Theme { monochrome ? .monochrome : themes[themeIndex] }
}

extension Appearance {
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
