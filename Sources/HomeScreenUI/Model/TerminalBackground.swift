import CellGrid
import Foundation
import HostIO
import WidgetUI

/// Following the terminal's background (`theme_mode = "auto"`): the question asked (OSC 11,
/// at start and at each focus-in), the deadline its answer is waited for, and the scheme an
/// answer calls for. A value of the model: it is told "now" and never reads the clock.
struct TerminalBackground {
    /// How long an answer is waited for before the theme stays as it is.
    static let timeout: TimeInterval = 0.5

    /// `theme_mode` from `config.toml`.
    let mode: ThemeMode
    /// When the question asked stops being waited for (nil: none asked).
    var deadline: Date?
    /// Whether the terminal is asked at all: set for a real terminal by the program (a fake
    /// terminal in tests is asked only when a test says so).
    var asksTerminal = false

    /// Asks at `now` when the mode follows the terminal and no question is waiting: true when
    /// the terminal is to be asked.
    mutating func ask(at now: Date) -> Bool {
        guard mode == .auto, asksTerminal, deadline == nil else { return false }
        deadline = now.addingTimeInterval(Self.timeout)
        return true
    }

    /// Takes an answer: the scheme it calls for (nil: the mode is fixed, the answer is ignored).
    mutating func answer(_ color: TerminalColor) -> ColorScheme? {
        deadline = nil
        guard mode == .auto else { return nil }
        return Self.scheme(behind: color)
    }

    /// True once at the deadline when no answer came: the wait ends.
    mutating func expire(at now: Date) -> Bool {
        guard let deadline, deadline <= now else { return false }
        self.deadline = nil
        return true
    }

    /// Light text suits a dark background: dark when its relative luminance (sRGB weights) is
    /// under one half.
    static func scheme(behind color: TerminalColor) -> ColorScheme {
        guard let (r, g, b) = color.rgbValue else { return .dark }
        let luminance = (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
        return luminance < 0.5 ? .dark : .light
    }
}
