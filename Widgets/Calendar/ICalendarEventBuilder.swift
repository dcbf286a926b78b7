import Foundation

/// Builds one ``ICalendarEvent`` from a VEVENT's properties, collecting what is wrong.
///
/// Read leniently where other calendar programs are (a DTEND before DTSTART swaps the two; an
/// empty `RRULE:` is no rule; COUNT=-1 never ends; an override's own RRULE, as Confluence
/// writes, is not a new series), and strictly where guessing could show a wrong time (a rule
/// part it does not know, a zone it cannot find).
struct ICalendarEventBuilder {
    let file: String
    let zones: ICalendarZoneResolver
    /// The zone of times without TZID or "Z": the calendar's X-WR-TIMEZONE, else floating.
    let floating: ICalendarDateTime.Zone
    private(set) var problems: [FileProblem] = []
    private(set) var warnings: [FileProblem] = []
    /// TZIDs that could not be resolved (reported once per file by the parser).
    private(set) var zoneProblems: [FileProblem] = []

    init(file: String, zones: ICalendarZoneResolver, floating: ICalendarDateTime.Zone = .floating) {
        self.file = file
        self.zones = zones
        self.floating = floating
    }

    /// The event, or nil when it cannot be placed (no usable DTSTART, a bad DTEND or
    /// DURATION); a bad RRULE leaves the first occurrence, a bad EXDATE or RDATE is skipped.
    mutating func build(_ component: ICalendarParser.Component) -> ICalendarEvent? {
        let properties = component.properties
        func first(_ name: String) -> ICalendarContentLine? { properties.first { $0.name == name } }
        guard let startLine = first("DTSTART") else {
            problem(component.line, "DTSTART", "missing; the event (BEGIN:VEVENT) is left out")
            return nil
        }
        guard var start = dateTime(startLine) else { return nil }
        var length = ICalendarEvent.Length(days: start.hasTime ? 0 : 1)
        if let endLine = first("DTEND") {
            guard let end = dateTime(endLine) else { return nil }
            if let measured = Self.length(from: start, to: end) {
                length = measured
            } else {
                // As other readers do: the two were swapped.
                warnings.append(
                    FileProblem(file: file, line: endLine.line, field: "DTEND", message: "\(endLine.value) is before DTSTART; read swapped")
                )
                length = Self.length(from: end, to: start) ?? length
                start = end
            }
        } else if let durationLine = first("DURATION") {
            guard let duration = Self.duration(durationLine.value) else {
                problem(durationLine.line, "DURATION", "\"\(durationLine.value)\" is not a duration like PT1H30M or P1D")
                return nil
            }
            length = duration
        }
        let uid = first("UID").map { ICalendarText.unescape($0.value) } ?? "\(file)#\(component.line)"
        var event = ICalendarEvent(
            uid: uid, summary: first("SUMMARY").map { ICalendarText.unescape($0.value) } ?? "(No title)",
            location: first("LOCATION").map { ICalendarText.unescape($0.value) }.flatMap { $0.isEmpty ? nil : $0 },
            start: start, length: length, file: file, line: component.line)
        event.sequence = first("SEQUENCE").flatMap { Int(ICalendarText.trimmed($0.value)) } ?? 0
        event.stamp = first("DTSTAMP").flatMap { ICalendarDateTime.parse(ICalendarText.trimmed($0.value), zone: .utc, valueIsDate: false) }
            .map { $0.date(local: TimeZone(secondsFromGMT: 0) ?? .current) }
        event.isCancelled = first("STATUS")?.value.uppercased() == "CANCELLED"
        if let recurrenceLine = first("RECURRENCE-ID") {
            // An override is one occurrence: an RRULE on it restates the series it belongs to.
            event.recurrenceID = dateTime(recurrenceLine)
            event.isThisAndFuture = recurrenceLine.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
            if event.recurrenceID != nil { return event }
        }
        for ruleLine in properties where ruleLine.name == "RRULE" && !ICalendarText.trimmed(ruleLine.value).isEmpty {
            do {
                event.rules.append(try RecurrenceRule.parse(ruleLine.value, zone: start.zone))
            } catch {
                problem(ruleLine.line, "RRULE", "\(error.message); only the first occurrence is shown")
                event.rules = []
                break
            }
        }
        event.exceptions = dateTimes(properties.filter { $0.name == "EXDATE" })
        event.additions = additions(properties.filter { $0.name == "RDATE" })
        return event
    }

    /// The values of EXDATE lines (each may list several, comma-separated).
    private mutating func dateTimes(_ lines: [ICalendarContentLine]) -> [ICalendarDateTime] {
        lines.flatMap { line in values(line).compactMap { dateTime($0) } }
    }

    /// The values of RDATE lines: dates, date-times, or periods ("start/end", "start/PT2H").
    private mutating func additions(_ lines: [ICalendarContentLine]) -> [ICalendarEvent.Addition] {
        var additions: [ICalendarEvent.Addition] = []
        for line in lines {
            for single in values(line) {
                let parts = single.value.split(separator: "/", maxSplits: 1).map(String.init)
                var startLine = single
                startLine.value = parts[0]
                guard let start = dateTime(startLine) else { continue }
                guard parts.count == 2 else {
                    additions.append(ICalendarEvent.Addition(start: start))
                    continue
                }
                var length: ICalendarEvent.Length?
                if parts[1].uppercased().hasPrefix("P") || parts[1].hasPrefix("+") {
                    length = Self.duration(parts[1])
                } else {
                    var endLine = single
                    endLine.value = parts[1]
                    length = dateTime(endLine).flatMap { Self.length(from: start, to: $0) }
                }
                guard let length else {
                    problem(line.line, "RDATE", "\"\(single.value)\" is not a period like 20261121T090000Z/PT1H; left out")
                    continue
                }
                additions.append(ICalendarEvent.Addition(start: start, length: length))
            }
        }
        return additions
    }

    /// A line for each comma-separated value of `line`.
    private func values(_ line: ICalendarContentLine) -> [ICalendarContentLine] {
        line.value.split(separator: ",").map { value in
            var single = line
            single.value = ICalendarText.trimmed(String(value))
            return single
        }
    }

    /// A DATE or DATE-TIME property value in its zone; nil, with a problem, when unreadable.
    private mutating func dateTime(_ line: ICalendarContentLine) -> ICalendarDateTime? {
        var zone = floating
        if let tzid = line.parameter("TZID") {
            switch zones.zone(for: tzid) {
            case let .zone(named): zone = .named(named)
            case let .unknown(reason):
                zone = .floating
                zoneProblems.append(FileProblem(file: file, line: line.line, field: line.name, message: reason))
            }
        }
        let isDate = line.parameter("VALUE")?.uppercased() == "DATE"
        guard let value = ICalendarDateTime.parse(ICalendarText.trimmed(line.value), zone: zone, valueIsDate: isDate) else {
            let expected = isDate ? "a date like 20261121" : "a date like 20261121 or a date-time like 20261121T093000Z"
            problem(line.line, line.name, "\"\(line.value)\" is not \(expected)")
            return nil
        }
        return value
    }

    private mutating func problem(_ line: Int, _ field: String, _ message: String) {
        problems.append(FileProblem(file: file, line: line, field: field, message: message))
    }
}
