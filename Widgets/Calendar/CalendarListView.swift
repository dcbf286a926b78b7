import WidgetEngine

/// The medium widget: the date, then the next events one to a line, each with its day when
/// it is not today.
struct CalendarListView: View {
    let occurrences: [CalendarOccurrence]
    let now: Date
    let format: CalendarFormat
    /// Lines available for events.
    let rows: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Label(format.longDay(format.today), systemImage: "calendar").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                Text("Up next").font(.caption).foregroundStyle(.tint)
            }
            if occurrences.isEmpty {
                CalendarEmptyView()
            } else {
                ForEach(occurrences.prefix(max(rows, 1))) { occurrence in
                    CalendarRow(occurrence: occurrence, when: column(occurrence), showsLocation: true)
                }
            }
        }
    }

    /// "10:00–10:15", "until 10:15", "all day", "Sun 09:00", "Sun all day".
    private func column(_ occurrence: CalendarOccurrence) -> String {
        let day = format.day(occurrence.start)
        let isToday = day <= format.today
        if occurrence.isAllDay { return isToday ? "all day" : "\(format.weekday(day)) all day" }
        if occurrence.isOngoing(at: now) { return "until \(format.time(occurrence.end))" }
        return isToday ? format.range(occurrence) : "\(format.weekday(day)) \(format.time(occurrence.start))"
    }
}
