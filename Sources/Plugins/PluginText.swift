import Foundation
import WidgetEngine

/// An item's text as it is drawn: trimmed (`trim=false` keeps the spaces), emoji shortcodes
/// replaced (`emojize=false` keeps them), ANSI colors turned into styles (`ansi=false` shows
/// the escapes as text; none is ever sent to the terminal), cut at `length=` characters with
/// `…`, in `color=` (mapped to the theme), bold for a bold `font=` or a `size=` of 18 or more,
/// dim for a `size=` of 10 or less, and `✓ ` before a `checked=true` item.
public struct PluginText: Equatable, Sendable {
    /// The styled runs.
    public private(set) var runs: [ANSIText.Run]

    /// The text of `item` in `scheme`.
    public init(_ item: PluginItem, scheme: ColorScheme) {
        let parameters = item.parameters
        var raw = item.text
        if parameters.flag("trim") != false { raw = raw.trimmingCharacters(in: .whitespaces) }
        if parameters.flag("emojize") != false { raw = EmojiShortcodes.emojize(raw) }
        var base = ANSIText.Style(foreground: parameters["color"].flatMap { PluginColor.parse($0, scheme: scheme) })
        let font = parameters["font"]?.lowercased() ?? ""
        base.bold = font.contains("bold") || font.contains("heavy") || font.contains("black") || (parameters.number("size") ?? 0) >= 18
        base.italic = font.contains("italic") || font.contains("oblique")
        base.dim = (parameters.number("size") ?? 13) <= 10
        runs = ANSIText(raw, interpreting: parameters.flag("ansi") != false, base: base).runs
        if let length = parameters.number("length"), length > 0 { truncate(to: length) }
        if parameters.flag("checked") == true { runs.insert(ANSIText.Run(text: "✓ ", style: base), at: 0) }
    }

    /// The text without its styles.
    public var plain: String { runs.map(\.text).joined() }

    /// Keeps the first `length` characters and adds `…` when any were cut.
    private mutating func truncate(to length: Int) {
        var left = length
        var kept: [ANSIText.Run] = []
        for run in runs {
            guard left > 0 else { break }
            if run.text.count <= left {
                kept.append(run)
                left -= run.text.count
            } else {
                kept.append(ANSIText.Run(text: String(run.text.prefix(left)), style: run.style))
                left = 0
            }
        }
        let cut = plain.count > length
        runs = kept
        if cut, let last = runs.indices.last { runs[last].text += "…" }
    }

    /// The text as a view's `Text`.
    public var text: Text {
        runs.reduce(Text("")) { text, run in text + Self.text(run) }
    }

    private static func text(_ run: ANSIText.Run) -> Text {
        var text = Text(run.text)
        if let color = run.style.foreground {
            text = text.foregroundColor(color)
        } else if run.style.dim {
            text = text.foregroundColor(.secondary)
        }
        if run.style.bold { text = text.bold() }
        if run.style.italic { text = text.italic() }
        if run.style.underline { text = text.underline() }
        if run.style.strikethrough { text = text.strikethrough() }
        return text
    }
}
