import Foundation

/// Lengths of events: DTEND minus DTSTART, and RFC 5545 DURATION values.
extension ICalendarEventBuilder {
    /// DTEND minus DTSTART: whole days between two dates, else exact seconds (a floating
    /// pair measured on the wall clock); nil when the end is before the start.
    static func length(from start: ICalendarDateTime, to end: ICalendarDateTime) -> ICalendarEvent.Length? {
        if !start.hasTime {
            let days = start.day.days(to: end.day)
            return days < 0 ? nil : ICalendarEvent.Length(days: max(days, 1))
        }
        let seconds: Int
        switch (start.zone, end.zone) {
        case (.named, _), (_, .named):
            let utc = TimeZone(secondsFromGMT: 0) ?? .current
            seconds = Int(end.date(local: utc).timeIntervalSince(start.date(local: utc)))
        default:
            // UTC and floating times are both read at offset 0 here: the wall clocks' difference.
            seconds = end.local.wallSeconds - start.local.wallSeconds
        }
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
