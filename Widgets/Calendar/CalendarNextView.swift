import WidgetEngine

/// The small widget: today's date, the next event with its time and place, and how many more
/// are left today.
struct CalendarNextView: View {
    let occurrences: [CalendarOccurrence]
    let now: Date
    let format: CalendarFormat

    /// The event to show: the first timed event not over, else the first all-day event.
    static func next(in occurrences: [CalendarOccurrence]) -> CalendarOccurrence? {
        occurrences.first { !$0.isAllDay } ?? occurrences.first
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(format.shortDay(format.today)).font(.caption).bold().foregroundStyle(.tint).lineLimit(1)
            if let next = Self.next(in: occurrences) {
                Text(CalendarFormat.oneLine(next.title)).font(.headline).lineLimit(2)
                    .foregroundStyle(Color(next.isAllDay ? ColorValue.accent : .primary))
                    .privacySensitive()
                Text(format.when(next, at: now)).foregroundStyle(.secondary).lineLimit(1)
                if let location = next.location {
                    Label(CalendarFormat.oneLine(location), systemImage: "mappin").font(.caption).lineLimit(1)
                        .privacySensitive()
                }
                Spacer(minLength: 0)
                let more = occurrences.filter { $0 != next && format.day(max($0.start, now)) == format.today }.count
                if more > 0 { Text("+\(more) more today").font(.caption).lineLimit(1) }
            } else {
                CalendarEmptyView()
            }
        }
    }
}
