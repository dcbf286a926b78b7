import WidgetEngine

/// The large widget: the agenda of the coming days, a heading per day and its events below
/// (all-day events first), as many as fit.
struct CalendarAgendaView: View {
    /// A line of the agenda.
    enum Line: Hashable, Identifiable {
        case day(CalendarDay)
        case event(CalendarOccurrence)

        var id: String {
            switch self {
            case let .day(day): return "day-\(day)"
            case let .event(occurrence): return occurrence.id
            }
        }
    }

    let occurrences: [CalendarOccurrence]
    let now: Date
    let format: CalendarFormat
    /// Lines available below the heading.
    let rows: Int

    /// Day headings and events, cut to `rows` lines without leaving a heading alone at the end.
    static func lines(_ occurrences: [CalendarOccurrence], now: Date, format: CalendarFormat, rows: Int) -> [Line] {
        var lines: [Line] = []
        var current: CalendarDay?
        let ordered = occurrences.sorted {
            (format.day(max($0.start, now)), $0.isAllDay ? 0 : 1, $0.start) < (
                format.day(max($1.start, now)), $1.isAllDay ? 0 : 1, $1.start
            )
        }
        for occurrence in ordered {
            let day = format.day(max(occurrence.start, now))
            if day != current {
                if lines.count + 2 > rows { break }
                lines.append(.day(day))
                current = day
            }
            if lines.count + 1 > rows { break }
            lines.append(.event(occurrence))
        }
        return lines
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Label("Up next", systemImage: "calendar").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                Text(format.shortDay(format.today)).font(.caption).foregroundStyle(.tint)
            }
            if occurrences.isEmpty {
                CalendarEmptyView()
            } else {
                ForEach(Self.lines(occurrences, now: now, format: format, rows: rows)) { line in
                    switch line {
                    case let .day(day):
                        Text(format.heading(day)).font(.caption).bold().lineLimit(1)
                    case let .event(occurrence):
                        CalendarRow(occurrence: occurrence, when: column(occurrence), showsLocation: true)
                    }
                }
            }
        }
    }

    /// "10:00–10:15", "until 10:15", "all day".
    private func column(_ occurrence: CalendarOccurrence) -> String {
        if occurrence.isAllDay { return "all day" }
        if occurrence.isOngoing(at: now) { return "until \(format.time(occurrence.end))" }
        return format.range(occurrence)
    }
}
