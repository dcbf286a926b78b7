import Foundation

/// Builds one ``ICalendarEvent`` from a VEVENT's properties, collecting what is wrong.
struct ICalendarEventBuilder {
    let file: String
    let zones: ICalendarZoneResolver
    private(set) var problems: [FileProblem] = []
    private(set) var warnings: [FileProblem] = []

    init(file: String, zones: ICalendarZoneResolver) {
        self.file = file
        self.zones = zones
    }

    /// The event, or nil when it cannot be placed (no usable DTSTART, a bad
    /// DTEND or DURATION); a bad RRULE leaves the first occurrence, a bad EXDATE is skipped.
    mutating func build(_ component: ICalendarParser.Component) -> ICalendarEvent? {
        let properties = component.properties
        func first(_ name: String) -> ICalendarContentLine? { properties.first { $0.name == name } }
        guard let startLine = first("DTSTART") else {
            problem(component.line, "DTSTART", "missing; the event (BEGIN:VEVENT) is left out")
            return nil
        }
        guard let start = dateTime(startLine) else { return nil }
        var length = ICalendarEvent.Length(days: start.hasTime ? 0 : 1)
        if let endLine = first("DTEND") {
            guard let end = dateTime(endLine) else { return nil }
            guard let measured = Self.length(from: start, to: end) else {
                problem(endLine.line, "DTEND", "\(endLine.value) is before DTSTART; the event is left out")
                return nil
            }
            length = measured
        } else if let durationLine = first("DURATION") {
            guard let duration = Self.duration(durationLine.value) else {
                problem(durationLine.line, "DURATION", "\"\(durationLine.value)\" is not a duration like PT1H30M or P1D")
                return nil
            }
            length = duration
        }
        let uid = first("UID").map { ICalendarText.unescape($0.value) } ?? "\(file)#\(component.line)"
        var event = ICalendarEvent(uid: uid, summary: first("SUMMARY").map { ICalendarText.unescape($0.value) } ?? "(No title)",
                                   location: first("LOCATION").map { ICalendarText.unescape($0.value) }.flatMap { $0.isEmpty ? nil : $0 },
                                   start: start, length: length, file: file, line: component.line)
        if let ruleLine = first("RRULE") {
            do {
                event.rule = try RecurrenceRule.parse(ruleLine.value, zone: start.zone)
            } catch {
                problem(ruleLine.line, "RRULE", "\(error.message); only the first occurrence is shown")
            }
        }
        event.exceptions = dateTimes(properties.filter { $0.name == "EXDATE" })
        event.additions = dateTimes(properties.filter { $0.name == "RDATE" })
        if let recurrenceLine = first("RECURRENCE-ID") { event.recurrenceID = dateTime(recurrenceLine) }
        event.isCancelled = first("STATUS")?.value.uppercased() == "CANCELLED"
        return event
    }

    /// The values of EXDATE or RDATE lines (each may list several, comma-separated).
    private mutating func dateTimes(_ lines: [ICalendarContentLine]) -> [ICalendarDateTime] {
        lines.flatMap { line in
            line.value.split(separator: ",").compactMap { value in
                var single = line
                single.value = String(value)
                return dateTime(single)
            }
        }
    }

    /// A DATE or DATE-TIME property value in its zone; nil, with a problem, when unreadable.
    private mutating func dateTime(_ line: ICalendarContentLine) -> ICalendarDateTime? {
        var zone = ICalendarDateTime.Zone.floating
        if let tzid = line.parameter("TZID") {
            switch zones.zone(for: tzid) {
            case let .zone(named): zone = .named(named)
            case let .unknown(reason): warnings.append(FileProblem(file: file, line: line.line, field: line.name, message: reason))
            }
        }
        let isDate = line.parameter("VALUE")?.uppercased() == "DATE"
        guard let value = ICalendarDateTime.parse(line.value.trimmingCharacters(in: .whitespaces), zone: zone, valueIsDate: isDate) else {
            let expected = isDate ? "a date like 20261121" : "a date like 20261121 or a date-time like 20261121T093000Z"
            problem(line.line, line.name, "\"\(line.value)\" is not \(expected)")
            return nil
        }
        return value
    }

    private mutating func problem(_ line: Int, _ field: String, _ message: String) {
        problems.append(FileProblem(file: file, line: line, field: field, message: message))
    }

    /// DTEND minus DTSTART: whole days between two dates, else exact seconds (a floating
    /// pair measured on the wall clock); nil when the end is before the start.
    static func length(from start: ICalendarDateTime, to end: ICalendarDateTime) -> ICalendarEvent.Length? {
        if !start.hasTime {
            let days = start.day.days(to: end.day)
            return days < 0 ? nil : ICalendarEvent.Length(days: max(days, 1))
        }
        let utc = TimeZone(secondsFromGMT: 0) ?? .current
        let seconds = Int(end.date(local: utc).timeIntervalSince(start.date(local: utc)))
        return seconds < 0 ? nil : ICalendarEvent.Length(seconds: seconds)
    }

    /// An RFC 5545 DURATION: "PT1H30M", "P1D", "P2W", "P1DT12H"; weeks and days are nominal.
    static func duration(_ text: String) -> ICalendarEvent.Length? {
        var characters = Substring(text.uppercased())
        if characters.first == "+" { characters = characters.dropFirst() }
        guard characters.first == "P" else { return nil }
        characters = characters.dropFirst()
        var length = ICalendarEvent.Length()
        var number = ""
        var inTime = false
        var sawUnit = false
        for character in characters {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            if character == "T", number.isEmpty, !inTime {
                inTime = true
                continue
            }
            guard let value = Int(number) else { return nil }
            number = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): length.days += value * 7
            case ("D", false): length.days += value
            case ("H", true): length.seconds += value * 3_600
            case ("M", true): length.seconds += value * 60
            case ("S", true): length.seconds += value
            default: return nil
            }
        }
        return number.isEmpty && sawUnit ? length : nil
    }
}
