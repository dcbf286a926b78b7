/// Formats live date text for one instant: `Text(date, style:)`, date ranges and timers.
struct DateTextFormatter {
    let now: Date
    let locale: Locale
    let timeZone: TimeZone
    /// How hours are written (nil: as the locale writes them).
    let hourCycle: HourCycle?

    init(now: Date, locale: Locale, timeZone: TimeZone, hourCycle: HourCycle? = nil) {
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.hourCycle = hourCycle
    }

    private var timeFormatter: CachedDateFormat {
        CachedDateFormat(locale: locale, timeZone: timeZone, date: .none, time: .short, hourCycle: hourCycle)
    }
    private var dateFormatter: CachedDateFormat { CachedDateFormat(locale: locale, timeZone: timeZone, date: .long, time: .none) }
    private var shortDateFormatter: CachedDateFormat {
        CachedDateFormat(locale: locale, timeZone: timeZone, date: .medium, time: .short, hourCycle: hourCycle)
    }

    /// The characters `content` shows at `now`, in the zone named `zone` when given (a text's
    /// own zone, ``TextNode/timeZone``), else in ``timeZone``; with `narrow`, in its narrow
    /// form when it has one (``TextContent/hasNarrowForm``).
    func string(for content: TextContent, inZone zone: String?, narrow: Bool = false) -> String {
        if narrow, case let .date(date, style) = content, let form = narrowString(for: date, style: style) { return form }
        guard let zone, zone != timeZone.identifier, let other = TimeZone(identifier: zone) else { return string(for: content) }
        return DateTextFormatter(now: now, locale: locale, timeZone: other, hourCycle: hourCycle).string(for: content)
    }

    /// The narrow form of a live date in `style` at `now` (no time zone reads it), or nil
    /// for a style without one.
    private func narrowString(for date: Date, style: Text.DateStyle) -> String? {
        switch style {
        case .relative: return Self.narrowRelative(abs(date.timeIntervalSince(now)))
        case .offset: return Self.narrowOffset(date.timeIntervalSince(now))
        case .time, .date, .timer: return nil
        }
    }

    /// The characters `content` shows at `now`.
    func string(for content: TextContent) -> String {
        switch content {
        case let .verbatim(string):
            return string
        case let .date(date, style):
            return string(for: date, style: style)
        case let .dateRange(from, to):
            let calendar = calendarInZone
            if calendar.isDate(from, inSameDayAs: to) {
                return timeFormatter.string(from: from) + " – " + timeFormatter.string(from: to)
            }
            return shortDateFormatter.string(from: from) + " – " + shortDateFormatter.string(from: to)
        case let .timer(from, to, countsDown, pauseTime):
            let instant = pauseTime ?? now
            let total = max(0, to.timeIntervalSince(from))
            let elapsed = min(total, max(0, instant.timeIntervalSince(from)))
            return Self.clock(countsDown ? total - elapsed : elapsed)
        }
    }

    private var calendarInZone: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    private func string(for date: Date, style: Text.DateStyle) -> String {
        switch style {
        case .time:
            return timeFormatter.string(from: date)
        case .date:
            return dateFormatter.string(from: date)
        case .relative:
            return Self.relative(abs(date.timeIntervalSince(now)))
        case .offset:
            return Self.offset(date.timeIntervalSince(now))
        case .timer:
            return Self.clock(abs(date.timeIntervalSince(now)))
        }
    }

    /// "1:02:03" or "2:03": hours only when there are any; whole seconds, rounded down.
    static func clock(_ interval: TimeInterval) -> String {
        let seconds = Int(max(0, interval).rounded(.down))
        let (h, m, s) = (seconds / 3600, (seconds % 3600) / 60, seconds % 60)
        let twoDigits: (Int) -> String = { $0 < 10 ? "0\($0)" : "\($0)" }
        return h > 0 ? "\(h):\(twoDigits(m)):\(twoDigits(s))" : "\(m):\(twoDigits(s))"
    }

    /// As iOS's relative style: the two largest units, "2 hr, 5 min", "4 min, 3 sec", "12 sec".
    static func relative(_ interval: TimeInterval) -> String {
        let seconds = Int(max(0, interval).rounded(.down))
        let units: [(size: Int, one: String, many: String)] = [
            (86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec"),
        ]
        guard let first = units.firstIndex(where: { seconds >= $0.size }) else { return "0 sec" }
        let describe: (Int, Int) -> String = { count, index in "\(count) \(count == 1 ? units[index].one : units[index].many)" }
        var result = describe(seconds / units[first].size, first)
        if first + 1 < units.count {
            let next = (seconds % units[first].size) / units[first + 1].size
            if next > 0 { result += ", " + describe(next, first + 1) }
        }
        return result
    }

    /// The relative style's narrow form, for a room too narrow for ``relative(_:)``: the same
    /// two largest units in the abbreviated units of DateComponentsFormatter's `.abbreviated`
    /// style, "2h 5m", "4m 3s", "12s", "1d 1h" (so a countdown keeps its seconds in 5 or 6
    /// cells where "4 min, 3 sec" takes 12).
    static func narrowRelative(_ interval: TimeInterval) -> String {
        let seconds = Int(max(0, interval).rounded(.down))
        let units: [(size: Int, symbol: String)] = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")]
        guard let first = units.firstIndex(where: { seconds >= $0.size }) else { return "0s" }
        var result = "\(seconds / units[first].size)\(units[first].symbol)"
        if first + 1 < units.count {
            let next = (seconds % units[first].size) / units[first + 1].size
            if next > 0 { result += " \(next)\(units[first + 1].symbol)" }
        }
        return result
    }

    /// The offset style's narrow form: the same signed largest unit, abbreviated, "+2h", "-5m".
    static func narrowOffset(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded(.towardZero))
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        for (size, symbol) in [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")] where magnitude >= size {
            return "\(sign)\(magnitude / size)\(symbol)"
        }
        return "+0s"
    }

    /// As iOS's offset style: the largest unit with a sign, "+2 hours", "-5 minutes".
    static func offset(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded(.towardZero))
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let units: [(Int, String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        for (size, name) in units where magnitude >= size {
            let count = magnitude / size
            return "\(sign)\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "+0 seconds"
    }
}
