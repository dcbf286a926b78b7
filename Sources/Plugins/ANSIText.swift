import Foundation
import WidgetEngine

/// Text with ANSI SGR escape sequences (`ESC[1;31m`) turned into styled runs: bold, dim,
/// italic, underline, strikethrough and foreground colors (mapped to the theme,
/// ``PluginColor``). No escape sequence survives: others (cursor moves, clearing, titles,
/// OSC) are dropped, and other control characters are shown as text (`\u{7}`). With
/// `interpreting` false, escapes are shown as text too, never sent to the terminal.
public struct ANSIText: Equatable, Sendable {
    /// A stretch of text in one style.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: Style
    }

    /// What a run looks like.
    public struct Style: Equatable, Sendable {
        public var foreground: Color?
        public var bold = false
        public var dim = false
        public var italic = false
        public var underline = false
        public var strikethrough = false

        public init(foreground: Color? = nil) { self.foreground = foreground }
    }

    public private(set) var runs: [Run] = []

    /// `text` read with escapes interpreted (or shown, without `interpreting`), every run
    /// starting from `base`.
    public init(_ text: String, interpreting: Bool = true, base: Style = Style()) {
        var style = base
        var current = ""
        var scalars = Array(text.unicodeScalars)[...]
        func flush() {
            guard !current.isEmpty else { return }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += current
            } else {
                runs.append(Run(text: current, style: style))
            }
            current = ""
        }
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", interpreting {
                flush()
                Self.consumeEscape(&scalars, style: &style, base: base)
            } else if scalar == "\t" {
                current += "    "
            } else if scalar == "\r" || scalar == "\n" {
                current += " "
            } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                current += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        flush()
    }

    /// The text without its styles.
    public var plain: String { runs.map(\.text).joined() }

    /// Reads one escape sequence after `ESC`: an SGR sequence changes `style`; any other CSI,
    /// OSC or two-character sequence is dropped whole.
    private static func consumeEscape(_ scalars: inout ArraySlice<Unicode.Scalar>, style: inout Style, base: Style) {
        guard let kind = scalars.popFirst() else { return }
        switch kind {
        case "[":
            var parameters = ""
            while let next = scalars.popFirst() {
                if (0x40...0x7E).contains(next.value) {
                    if next == "m" { applySGR(parameters, to: &style, base: base) }
                    return
                }
                parameters.unicodeScalars.append(next)
            }
        case "]", "P", "_", "^":
            // A string sequence: up to BEL or ESC \.
            while let next = scalars.popFirst() {
                if next == "\u{7}" { return }
                if next == "\u{1B}" {
                    if scalars.first == "\\" { scalars.removeFirst() }
                    return
                }
            }
        default:
            return
        }
    }

    private static func applySGR(_ parameters: String, to style: inout Style, base: Style) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0: style = base
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 9: style.strikethrough = true
            case 22: (style.bold, style.dim) = (false, false)
            case 23: style.italic = false
            case 24: style.underline = false
            case 29: style.strikethrough = false
            case 30...37: style.foreground = PluginColor.ansi(code - 30)
            case 90...97: style.foreground = PluginColor.ansi(code - 90 + 8)
            case 39: style.foreground = base.foreground
            case 38, 48:
                // Extended colors: 5;n or 2;r;g;b (a background is read and dropped).
                let mode = codes.popFirst()
                var color: Color?
                if mode == 5, let index = codes.popFirst() {
                    color = PluginColor.ansi(index)
                } else if mode == 2 {
                    let components = (0..<3).map { _ in Double(codes.popFirst() ?? 0) / 255 }
                    color = PluginColor.nearest((components[0], components[1], components[2]))
                }
                if code == 38, let color { style.foreground = color }
            default:
                break // backgrounds, blinking, reverse: not drawn in a widget's text
            }
        }
    }
}
