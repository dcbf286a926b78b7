import Foundation

/// A large calendar folder for measuring the widget: `files` calendars of `eventsPerFile`
/// events each around a given day, as Google, Outlook and other programs write them (IANA zones
/// with VTIMEZONEs, Windows zone names, a zone defined only by its VTIMEZONE, floating and UTC
/// times, all-day events, daily, weekly, monthly and yearly series with COUNT, UNTIL or no
/// end, EXDATEs and overrides). The same arguments always give the same files.
///
/// Used by the calendar benchmark and the test that the archive stays within the engine's limits.
@_spi(Benchmarks) public enum SampleCalendarFolder {
    /// Writes the folder's `.ics` files into `folder` (created if missing).
    public static func write(to folder: URL, around day: Date, files: Int = 50, eventsPerFile: Int = 100) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var random = Generator(seed: 21)
        let today = CalendarDay(day, in: TimeZone(secondsFromGMT: 0) ?? .current)
        for file in 0..<files {
            let zone = file % 10 == 3 ? "W. Europe Standard Time" : file % 10 == 7 ? "Custom Eastern" : "Europe/Berlin"
            var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//homescreen//sample \(file)//EN"] + timeZone(zone)
            for event in 0..<eventsPerFile {
                lines += Self.event(file: file, index: event, zone: zone, today: today, random: &random)
            }
            lines.append("END:VCALENDAR")
            let url = folder.appendingPathComponent(String(format: "calendar-%02d.ics", file))
            try Data((lines.joined(separator: "\r\n") + "\r\n").utf8).write(to: url, options: .atomic)
        }
    }

    private static func event(file: Int, index: Int, zone: String, today: CalendarDay, random: inout Generator) -> [String] {
        let uid = "sample-\(file)-\(index)@homescreen"
        let hour = 7 + random.next(12), minute = [0, 15, 30, 45][random.next(4)]
        func stamp(_ day: CalendarDay, _ hour: Int, _ minute: Int) -> String {
            String(format: "%04d%02d%02dT%02d%02d00", day.year, day.month, day.day, hour, minute)
        }
        func date(_ day: CalendarDay) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }
        var lines = [
            "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z",
            "SUMMARY:Sample \(file).\(index) \(["Review", "Lunch", "Call", "Planning", "1:1"][index % 5])",
        ]
        if index % 3 == 0 { lines.append("LOCATION:Room \(index % 12)") }
        switch index % 20 {
        case 0:
            // A daily stand-up on weekdays, begun a year ago.
            let start = today.adding(days: -365 - random.next(30))
            lines += ["DTSTART;TZID=\(zone):\(stamp(start, 9, 15))", "DURATION:PT15M", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR"]
        case 1, 2, 3, 4:
            // Weekly series, some ended, some counted, with a cancelled week.
            let start = today.adding(days: -random.next(900))
            let end = [";COUNT=\(20 + random.next(200))", ";UNTIL=\(date(today.adding(days: random.next(400) - 100)))T235959Z", ""][
                random.next(3)]
            lines += [
                "DTSTART;TZID=\(zone):\(stamp(start, hour, minute))", "DTEND;TZID=\(zone):\(stamp(start, hour + 1, minute))",
                "RRULE:FREQ=WEEKLY;BYDAY=\(RecurrenceRule.weekdayCodes[start.weekday - 1])\(end)",
                "EXDATE;TZID=\(zone):\(stamp(start.adding(days: 7 * (1 + random.next(20))), hour, minute))",
            ]
        case 5:
            let start = today.adding(days: -random.next(2_000))
            lines += ["DTSTART:\(stamp(start, hour, minute))Z", "DURATION:PT1H", "RRULE:FREQ=MONTHLY;BYDAY=\(1 + random.next(4))TU"]
        case 6:
            let start = today.adding(days: -random.next(10_000))
            lines += ["DTSTART;VALUE=DATE:\(date(start))", "RRULE:FREQ=YEARLY"]
        case 7, 8:
            let start = today.adding(days: random.next(60) - 30)
            lines += ["DTSTART;VALUE=DATE:\(date(start))", "DTEND;VALUE=DATE:\(date(start.adding(days: 1 + random.next(3))))"]
        case 9:
            // Floating: the reader's zone.
            let start = today.adding(days: random.next(120) - 60)
            lines += ["DTSTART:\(stamp(start, hour, minute))", "DTEND:\(stamp(start, hour + 2, minute))"]
        default:
            let start = today.adding(days: random.next(360) - 180)
            lines += ["DTSTART;TZID=\(zone):\(stamp(start, hour, minute))", "DTEND;TZID=\(zone):\(stamp(start, hour, minute + 14))"]
        }
        lines.append("END:VEVENT")
        if index % 20 == 1 {
            // Next week's occurrence moved by an hour.
            lines += ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260102T000000Z", "SEQUENCE:1", "SUMMARY:Sample \(file).\(index) (moved)"]
            lines += [
                "RECURRENCE-ID;TZID=\(zone):\(stamp(today.adding(days: 3), hour, minute))",
                "DTSTART;TZID=\(zone):\(stamp(today.adding(days: 3), hour + 1, minute))", "DURATION:PT1H", "END:VEVENT",
            ]
        }
        return lines
    }

    private static func timeZone(_ name: String) -> [String] {
        let (daylight, standard, daylightRule, standardRule) =
            name == "Custom Eastern"
            ? ("-0400", "-0500", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU")
            : ("+0200", "+0100", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
        return [
            "BEGIN:VTIMEZONE", "TZID:\(name)",
            "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:\(daylightRule)", "TZOFFSETFROM:\(standard)", "TZOFFSETTO:\(daylight)",
            "END:DAYLIGHT",
            "BEGIN:STANDARD", "DTSTART:19701025T030000", "RRULE:\(standardRule)", "TZOFFSETFROM:\(daylight)", "TZOFFSETTO:\(standard)",
            "END:STANDARD",
            "END:VTIMEZONE",
        ]
    }

    /// A small deterministic generator (SplitMix64).
    private struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
        }
    }
}
