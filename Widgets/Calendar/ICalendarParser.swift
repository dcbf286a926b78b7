import Foundation

/// Reads an iCalendar file (RFC 5545) into events: unfolds lines, splits content lines,
/// checks that components are balanced, resolves `TZID`s and builds a ``ICalendarEvent`` per
/// VEVENT. A broken event is left out and reported with its file, line and property; the
/// rest of the file is still read.
struct ICalendarParser {
    /// The properties of one component, and the line its BEGIN is on.
    struct Component {
        var name: String
        var line: Int
        var properties: [ICalendarContentLine] = []
        var children: [Component] = []
    }

    /// The file name problems are reported under.
    var file: String

    func parse(_ bytes: [UInt8]) -> ICalendarDocument {
        var document = ICalendarDocument()
        let calendars = components(bytes, &document)
        let zones = ICalendarZoneResolver(calendars.flatMap { $0.children.filter { $0.name == "VTIMEZONE" } })
        var reportedZones: Set<String> = []
        for calendar in calendars {
            let floating = floatingZone(calendar, zones, &document)
            for child in calendar.children where child.name == "VEVENT" {
                var builder = ICalendarEventBuilder(file: file, zones: zones, floating: floating)
                if let event = builder.build(child) { document.events.append(event) }
                document.problems += builder.problems
                // A zone that cannot be found is said once, at its first use.
                document.problems += builder.zoneProblems.filter { reportedZones.insert($0.message).inserted }
                document.warnings += builder.warnings
            }
        }
        return document
    }

    /// The zone of the calendar's floating times: Google's calendar-wide `X-WR-TIMEZONE`, else
    /// floating (the reader's zone).
    private func floatingZone(_ calendar: Component, _ zones: ICalendarZoneResolver, _ document: inout ICalendarDocument)
        -> ICalendarDateTime.Zone
    {
        guard let line = calendar.properties.first(where: { $0.name == "X-WR-TIMEZONE" }) else { return .floating }
        switch zones.zone(for: ICalendarText.trimmed(line.value)) {
        case let .zone(zone): return .named(zone)
        case let .unknown(reason):
            document.problems.append(FileProblem(file: file, line: line.line, field: line.name, message: reason))
            return .floating
        }
    }

    /// The VCALENDAR components of the file, with their children; problems with the
    /// structure (stray lines, unbalanced BEGIN/END) go into `document`.
    private func components(_ bytes: [UInt8], _ document: inout ICalendarDocument) -> [Component] {
        var stack: [Component] = []
        var calendars: [Component] = []
        var isFirst = true
        var isCalendar = false
        ICalendarUnfolder.forEachLine(bytes) { bytes, number in
            // Content lines are split on the bytes when they are valid UTF-8 (plain ASCII
            // needs no further check); the line is made a String only to report it.
            let isValid = !bytes.contains(where: { $0 >= 0x80 }) || String(validating: bytes, as: UTF8.self) != nil
            if isFirst {
                isFirst = false
                isCalendar = isValid && String(decoding: bytes, as: UTF8.self).uppercased().hasPrefix("BEGIN:VCALENDAR")
                if !isCalendar {
                    document.problems.append(
                        FileProblem(
                            file: file, line: number, field: "",
                            message: "not an iCalendar file (it must begin with BEGIN:VCALENDAR)"))
                }
            }
            guard isCalendar else { return }
            guard isValid else {
                problem(&document, number, "", "the line is not valid UTF-8")
                return
            }
            guard let content = ICalendarContentLine.parse(bytes, line: number) else {
                problem(&document, number, "", "\"\(String(decoding: bytes, as: UTF8.self).prefix(30))\" is not NAME:VALUE")
                return
            }
            switch content.name {
            case "BEGIN":
                stack.append(Component(name: content.value.uppercased(), line: number))
            case "END":
                let name = content.value.uppercased()
                guard let open = stack.last else {
                    problem(&document, number, "END", "END:\(name) without BEGIN:\(name)")
                    return
                }
                guard open.name == name else {
                    problem(&document, number, "END", "END:\(name) where END:\(open.name) (begun on line \(open.line)) was expected")
                    return
                }
                stack.removeLast()
                if stack.isEmpty {
                    if open.name == "VCALENDAR" { calendars.append(open) }
                } else {
                    // VEVENT in VCALENDAR; STANDARD in VTIMEZONE; VALARM in VEVENT.
                    stack[stack.count - 1].children.append(open)
                }
            default:
                if stack.isEmpty {
                    problem(&document, number, content.name, "outside BEGIN:VCALENDAR ... END:VCALENDAR")
                } else {
                    stack[stack.count - 1].properties.append(content)
                }
            }
        }
        if isFirst {
            // No line at all.
            document.problems.append(
                FileProblem(file: file, line: 1, field: "", message: "not an iCalendar file (it must begin with BEGIN:VCALENDAR)"))
            return []
        }
        for open in stack.reversed() {
            problem(&document, open.line, "BEGIN", "BEGIN:\(open.name) has no END:\(open.name)")
            // An unclosed calendar still gives the events that were closed inside it.
            if open.name == "VCALENDAR" { calendars.append(open) }
        }
        return calendars
    }

    private func problem(_ document: inout ICalendarDocument, _ line: Int, _ field: String, _ message: String) {
        document.problems.append(FileProblem(file: file, line: line, field: field, message: message))
    }
}
