import CellGrid
import WidgetEngine

extension TerminalColor {
    /// The forms a color may take in a theme file.
    static let acceptedForms = "\"#rrggbb\", \"ansi:0\"…\"ansi:15\", \"index:0\"…\"index:255\" or \"default\""

    /// Parses `#rrggbb`, `ansi:N` (0-15), `index:N` (0-255) or `default`.
    init?(themeValue: String) {
        let value = themeValue.trimmingSpaces().lowercased()
        if value == "default" {
            self = .default
        } else if value.hasPrefix("#"), value.count == 7, let rgb = UInt32(value.dropFirst(), radix: 16) {
            self = .rgb(UInt8((rgb >> 16) & 0xFF), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF))
        } else if value.hasPrefix("ansi:"), let index = UInt8(value.dropFirst(5)), index < 16 {
            self = .ansi(index)
        } else if value.hasPrefix("index:"), let index = UInt8(value.dropFirst(6)) {
            self = .indexed(index)
        } else {
            return nil
        }
    }
}
