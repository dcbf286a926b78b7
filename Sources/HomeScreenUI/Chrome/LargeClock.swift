import CellGrid
import Foundation
import WidgetUI

/// The time in large digits, as the lock screen and StandBy's clock draw it: the theme's block
/// digits (three rows, as a widget's large title draws numerals), or, scaled up to fill a
/// StandBy pane, digits of solid blocks `scale` rows per pixel.
struct LargeClock {
    /// The time and date texts, made once per minute (a screen with a ticking widget draws
    /// every second; formatting through a calendar costs more than the rest of the frame).
    struct Face {
        private var clock = StatusClock()
        private var date: (minute: Int, zone: String, locale: String, text: String)?

        /// The digits of the status bar's time at `now` in `timeZone` ("09:41", or "9:41" in
        /// the 12-hour cycle: block digits draw no AM or PM).
        mutating func time(at now: Date, in timeZone: TimeZone, hourCycle: HourCycle? = nil) -> String {
            String(clock.text(at: now, in: timeZone, hourCycle: hourCycle).prefix { $0 != " " })
        }

        /// The date ("Saturday 28 November", in `locale`'s words and order) at `now` in `timeZone`.
        mutating func date(at now: Date, in timeZone: TimeZone, locale: Locale) -> String {
            let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
            if let date, date.minute == minute, date.zone == timeZone.identifier, date.locale == locale.identifier {
                return date.text
            }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
            let text = formatter.string(from: now)
            date = (minute, timeZone.identifier, locale.identifier, text)
            return text
        }
    }

    /// The rows of `text` at `scale` (1: the block digits, three rows; n > 1: 5n rows of solid blocks).
    static func rows(_ text: String, scale: Int) -> [String] {
        guard scale > 1 else { return BlockDigits.rows(for: text) ?? [text] }
        var rows = Array(repeating: "", count: 5 * scale)
        for (index, character) in text.enumerated() {
            let pixels = Self.pixels[character] ?? Self.pixels[" "] ?? []
            for (pixelRow, line) in pixels.enumerated() {
                var row = index > 0 ? String(repeating: " ", count: 2 * scale) : ""
                for pixel in line { row += String(repeating: pixel == "#" ? "█" : " ", count: 2 * scale) }
                for copy in 0..<scale { rows[pixelRow * scale + copy] += row }
            }
        }
        return rows
    }

    /// The largest scale at which `text` fits in `size` (1 at least).
    static func scale(for text: String, fitting size: CellSize) -> Int {
        let columns = text.reduce(0) { $0 + (Self.pixels[$1]?.first?.count ?? 1) } + max(0, text.count - 1)
        let byWidth = size.width / max(1, 2 * columns)
        let byHeight = size.height / 5
        return max(1, min(byWidth, byHeight))
    }

    /// Draws `rows` centred across `buffer` from row `y`, in `style`, over what is there.
    static func draw(_ rows: [String], y: Int, style: CellStyle, into buffer: inout CellBuffer) {
        for (offset, row) in rows.enumerated() {
            let x = max(0, (buffer.size.width - DisplayWidth.of(row)) / 2)
            buffer.put(row, at: CellPoint(x: x, y: y + offset), style: style, keepsBackground: true)
        }
    }

    /// 3 x 5 pixel digits for the scaled clock.
    private static let pixels: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"], "1": [" # ", "## ", " # ", " # ", "###"],
        "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", " ##", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
        ":": [" ", "#", " ", "#", " "], " ": [" ", " ", " ", " ", " "],
    ]
}
