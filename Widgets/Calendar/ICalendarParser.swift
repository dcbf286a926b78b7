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
        let calendars = components(ICalendarUnfolder.lines(bytes), &document)
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
    private func floatingZone(_ calendar: Component, _ zones: ICalendarZoneResolver, _ document: inout ICalendarDocument) -> ICalendarDateTime.Zone {
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
    private func components(_ lines: [ICalendarUnfolder.Line], _ document: inout ICalendarDocument) -> [Component] {
        guard let first = lines.first?.text, first.uppercased().hasPrefix("BEGIN:VCALENDAR") else {
            document.problems.append(FileProblem(file: file, line: lines.first?.number ?? 1, field: "",
                                                      message: "not an iCalendar file (it must begin with BEGIN:VCALENDAR)"))
            return []
        }
        var stack: [Component] = []
        var calendars: [Component] = []
        for line in lines {
            guard let text = line.text else {
                problem(&document, line.number, "", "the line is not valid UTF-8")
                continue
            }
            guard let content = ICalendarContentLine.parse(text, line: line.number) else {
                problem(&document, line.number, "", "\"\(text.prefix(30))\" is not NAME:VALUE")
                continue
            }
            switch content.name {
            case "BEGIN":
                stack.append(Component(name: content.value.uppercased(), line: line.number))
            case "END":
                let name = content.value.uppercased()
                guard let open = stack.last else {
                    problem(&document, line.number, "END", "END:\(name) without BEGIN:\(name)")
                    continue
                }
                guard open.name == name else {
                    problem(&document, line.number, "END", "END:\(name) where END:\(open.name) (begun on line \(open.line)) was expected")
                    continue
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
                    problem(&document, line.number, content.name, "outside BEGIN:VCALENDAR ... END:VCALENDAR")
                } else {
                    stack[stack.count - 1].properties.append(content)
                }
            }
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
