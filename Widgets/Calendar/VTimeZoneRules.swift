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

        /// The latest onset at or before `date`.
        func lastOnset(atOrBefore date: Date) -> Date? {
            var best: Date?
            func take(_ candidate: Date) { if candidate <= date, best.map({ candidate > $0 }) ?? true { best = candidate } }
            take(instant(onset))
            dates.forEach(take)
            guard let rule else { return best }
            let periods = RecurrencePeriods(rule: rule, start: onset)
            let until: Date? = if case let .until(value) = rule.end { value.date(local: TimeZone(secondsFromGMT: 0) ?? .current) } else { nil }
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

    var observances: [Observance]

    /// The rules of a VTIMEZONE component; nil when it has no observance with DTSTART,
    /// TZOFFSETFROM and TZOFFSETTO.
    init?(_ component: ICalendarParser.Component) {
        observances = component.children.filter { $0.name == "STANDARD" || $0.name == "DAYLIGHT" }.compactMap(Self.observance)
        if observances.isEmpty { return nil }
    }

    func secondsFromGMT(for date: Date) -> Int {
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
        func value(_ name: String) -> String? { component.properties.first { $0.name == name }?.value.trimmingCharacters(in: .whitespaces) }
        guard let start = value("DTSTART").flatMap({ ICalendarDateTime.parse($0, zone: .floating, valueIsDate: false) }),
              let from = value("TZOFFSETFROM").flatMap(ICalendarZoneResolver.seconds),
              let to = value("TZOFFSETTO").flatMap(ICalendarZoneResolver.seconds) else { return nil }
        var observance = Observance(onset: start.local, offsetFrom: from, offsetTo: to)
        for line in component.properties where line.name == "RDATE" {
            for text in line.value.split(separator: ",") {
                guard let date = ICalendarDateTime.parse(String(text), zone: .floating, valueIsDate: false) else { continue }
                observance.dates.append(date.zone == .utc ? date.local.date(in: TimeZone(secondsFromGMT: 0) ?? .current) : observance.instant(date.local))
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
