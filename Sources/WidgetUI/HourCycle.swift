import Foundation

/// How hours are written: 1 to 12 with AM and PM (`h12`), or 0 to 23 (`h23`), as the `hc`
/// keyword of a Unicode locale names them. The home screen uses one for the whole screen
/// (``EnvironmentValues/hourCycle``): the status bar, the clock, live `Text(date, style:)` and
/// every widget's time styles.
public enum HourCycle: String, Sendable, CaseIterable {
    /// 1 to 12, with AM and PM ("9:41 AM").
    case h12
    /// 0 to 23, two digits ("09:41").
    case h23

    /// The hour cycle `locale` writes its times in (its short time style: 12-hour when the
    /// hour is `h` or `K`).
    public static func of(_ locale: Locale) -> HourCycle {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        let pattern = formatter.dateFormat ?? "HH:mm"
        return pattern.contains("h") || pattern.contains("K") ? .h12 : .h23
    }

    /// A time of day in this cycle: "09:41" and "21:41", or "9:41 AM" and "9:41 PM" (without
    /// the period when `period` is false, as block digits draw it). `hour` is 0 to 23.
    public func time(hour: Int, minute: Int, period: Bool = true) -> String {
        let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
        guard self == .h12 else { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + minutes }
        let text = "\(hour % 12 == 0 ? 12 : hour % 12):" + minutes
        return period ? text + (hour < 12 ? " AM" : " PM") : text
    }

    /// The time of day of `date` in `timeZone`, in this cycle ("21:41", "9:41 PM").
    public func time(of date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return time(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// `pattern` (a `DateFormatter.dateFormat`) written in this hour cycle: for `h23` every
    /// 12-hour field becomes `HH` and the day period (`a`, `b`, `B`) goes with the space
    /// beside it; for `h12` every 24-hour field becomes `h` and a day period is added when
    /// there is none. Quoted literals are kept; a pattern without hours is returned as it is.
    public func adapting(_ pattern: String) -> String {
        var parts: [(text: String, quoted: Bool)] = []
        var current = ""
        var quoted = false
        for character in pattern {
            if character == "'" {
                if !current.isEmpty { parts.append((current, quoted)) }
                current = ""
                parts.append(("'", true))
                quoted.toggle()
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append((current, quoted)) }
        let fields = parts.filter { !$0.quoted }.map(\.text).joined()
        guard fields.contains(where: { "hHkK".contains($0) }) else { return pattern }
        var hasPeriod = false
        let rewritten = parts.map { part -> String in
            guard !part.quoted else { return part.text }
            return rewrite(part.text, hasPeriod: &hasPeriod)
        }.joined()
        return self == .h12 && !hasPeriod ? rewritten + " a" : rewritten
    }

    /// One unquoted run of `pattern`'s fields in this hour cycle.
    private func rewrite(_ fields: String, hasPeriod: inout Bool) -> String {
        var result = ""
        var index = fields.startIndex
        while index < fields.endIndex {
            let character = fields[index]
            var end = fields.index(after: index)
            while end < fields.endIndex, fields[end] == character { end = fields.index(after: end) }
            let run = fields[index..<end]
            switch (self, character) {
            case (.h23, "h"), (.h23, "K"), (.h23, "H"), (.h23, "k"):
                result += "HH"
            case (.h12, "H"), (.h12, "k"), (.h12, "K"):
                result += "h"
            case (.h23, "a"), (.h23, "b"), (.h23, "B"):
                // The period goes, and the space that set it apart (a narrow no-break space in newer CLDR).
                while let last = result.last, last.isWhitespace { result.removeLast() }
                while end < fields.endIndex, fields[end].isWhitespace { end = fields.index(after: end) }
            case (.h12, "a"), (.h12, "b"), (.h12, "B"):
                hasPeriod = true
                result += run
            default:
                result += run
            }
            index = end
        }
        return result
    }
}
