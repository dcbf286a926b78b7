import Foundation

/// A zone as a VTIMEZONE defines it (RFC 5545 §3.6.5): STANDARD and DAYLIGHT observances, each
/// starting at its DTSTART (a wall time in its TZOFFSETFROM), recurring by its RRULE and on its
/// RDATEs, and setting the offset to its TZOFFSETTO. The offset at an instant is the one set
/// by the latest onset at or before it; before the first onset, that onset's TZOFFSETFROM.
struct VTimeZoneRules: Hashable, Sendable {
    struct Observance: Hashable, Sendable {
        var onset: LocalDateTime
        var offsetFrom: Int
        var offsetTo: Int
        var rule: RecurrenceRule?
        /// RDATE onsets, and those of a COUNT rule, as instants.
        var dates: [Date] = []

        func instant(_ local: LocalDateTime) -> Date { Date(timeIntervalSince1970: Double(local.wallSeconds - offsetFrom)) }

        /// Its onsets from `start` (less a year, so the one in force at `start` is there) to `end`.
        func onsets(from start: Date, to end: Date) -> [Transition] {
            let from = start.addingTimeInterval(-366 * 86_400)
            var found = ([instant(onset)] + dates).filter { $0 >= from && $0 < end }
            if let rule {
                let periods = RecurrencePeriods(rule: rule, start: onset)
                let until: Date? =
                    if case let .until(value) = rule.end { value.date(local: TimeZone(secondsFromGMT: 0) ?? .current) } else { nil }
                var index = max(0, periods.index(containing: LocalDateTime(from, in: TimeZone(secondsFromGMT: offsetFrom) ?? .current)))
                while periods.firstMoment(of: index).day.year < 2_101 {
                    found += periods.occurrences(of: index).filter { $0 >= onset }.map(instant)
                        .filter { candidate in candidate >= from && candidate < end && (until.map { candidate <= $0 } ?? true) }
                    index += 1
                }
            }
            return found.map { Transition(date: $0, offset: offsetTo) }
        }

        /// The latest onset at or before `date`.
        func lastOnset(atOrBefore date: Date) -> Date? {
            var best: Date?
            func take(_ candidate: Date) { if candidate <= date, best.map({ candidate > $0 }) ?? true { best = candidate } }
            take(instant(onset))
            dates.forEach(take)
            guard let rule else { return best }
            let periods = RecurrencePeriods(rule: rule, start: onset)
            let until: Date? =
                if case let .until(value) = rule.end { value.date(local: TimeZone(secondsFromGMT: 0) ?? .current) } else { nil }
            var index = periods.index(containing: LocalDateTime(date, in: TimeZone(secondsFromGMT: offsetFrom) ?? .current))
            // Back from the period holding `date` to the first one with an onset before it.
            var stepped = 0
            while index >= 0, stepped < 1_000 {
                let onsets = periods.occurrences(of: index).filter { $0 >= onset }.map(instant)
                    .filter { candidate in candidate <= date && (until.map { candidate <= $0 } ?? true) }
                if let last = onsets.last {
                    take(last)
                    break
                }
                index -= 1
                stepped += 1
            }
            return best
        }
    }

    /// An onset: from `date` on, the offset is `offset`.
    struct Transition: Hashable, Sendable {
        var date: Date
        var offset: Int
    }

    var observances: [Observance]
    /// Every onset from 1960 to 2100, in order: looked up by bisection for times in that span
    /// (the rules are evaluated afresh outside it).
    private var transitions: [Transition] = []
    private static let tableStart = Date(timeIntervalSince1970: -315_619_200) // 1960-01-01
    private static let tableEnd = Date(timeIntervalSince1970: 4_102_444_800) // 2100-01-01

    /// The rules of a VTIMEZONE component; nil when it has no observance with DTSTART,
    /// TZOFFSETFROM and TZOFFSETTO.
    init?(_ component: ICalendarParser.Component) {
        observances = component.children.filter { $0.name == "STANDARD" || $0.name == "DAYLIGHT" }.compactMap(Self.observance)
        if observances.isEmpty { return nil }
        transitions = observances.flatMap { $0.onsets(from: Self.tableStart, to: Self.tableEnd) }.sorted { $0.date < $1.date }
    }

    func secondsFromGMT(for date: Date) -> Int {
        if date >= Self.tableStart.addingTimeInterval(366 * 86_400), date < Self.tableEnd {
            // The last transition at or before `date`.
            var low = 0, high = transitions.count
            while low < high {
                let middle = (low + high) / 2
                if transitions[middle].date <= date { low = middle + 1 } else { high = middle }
            }
            if low > 0 { return transitions[low - 1].offset }
            return observances.min { $0.onset < $1.onset }?.offsetFrom ?? 0
        }
        return offsetByRules(at: date)
    }

    /// The offset at `date` from the rules themselves.
    private func offsetByRules(at date: Date) -> Int {
        var latest: (onset: Date, offset: Int)?
        for observance in observances {
            if let onset = observance.lastOnset(atOrBefore: date), latest.map({ onset > $0.onset }) ?? true {
                latest = (onset, observance.offsetTo)
            }
        }
        if let latest { return latest.offset }
        return observances.min { $0.onset < $1.onset }?.offsetFrom ?? 0
    }

    private static func observance(_ component: ICalendarParser.Component) -> Observance? {
        func value(_ name: String) -> String? { component.properties.first { $0.name == name }.map { ICalendarText.trimmed($0.value) } }
        guard let start = value("DTSTART").flatMap({ ICalendarDateTime.parse($0, zone: .floating, valueIsDate: false) }),
            let from = value("TZOFFSETFROM").flatMap(ICalendarZoneResolver.seconds),
            let to = value("TZOFFSETTO").flatMap(ICalendarZoneResolver.seconds)
        else { return nil }
        var observance = Observance(onset: start.local, offsetFrom: from, offsetTo: to)
        for line in component.properties where line.name == "RDATE" {
            for text in line.value.split(separator: ",") {
                guard let date = ICalendarDateTime.parse(String(text), zone: .floating, valueIsDate: false) else { continue }
                observance.dates.append(
                    date.zone == .utc ? date.local.date(in: TimeZone(secondsFromGMT: 0) ?? .current) : observance.instant(date.local))
            }
        }
        if let text = value("RRULE"), let rule = try? RecurrenceRule.parse(text, zone: .utc) {
            if case let .count(count) = rule.end {
                // A counted rule is listed once: its onsets become dates.
                let periods = RecurrencePeriods(rule: rule, start: start.local)
                var onsets: [LocalDateTime] = []
                var index = 0
                while onsets.count < count, index < 10_000 {
                    onsets += periods.occurrences(of: index).filter { $0 >= start.local }
                    index += 1
                }
                observance.dates += onsets.prefix(count).map(observance.instant)
            } else {
                observance.rule = rule
            }
        }
        return observance
    }
}
