import WidgetEngine

/// One event on a line, a link to it: its time in a fixed column, its title, and its place
/// when there is room. All-day events are drawn in the tint color with "all day" for a time.
struct CalendarRow: View {
    /// The time column: 11 cells, room for "10:00–10:15".
    static let columnWidth: CGFloat = 77
    /// The place column at most: 12 cells.
    static let locationWidth: CGFloat = 84

    let occurrence: CalendarOccurrence
    /// What the time column says.
    let when: String
    let showsLocation: Bool

    var body: some View {
        Link(destination: occurrence.url ?? CalendarView.home ?? URL(fileURLWithPath: "/")) {
            HStack(spacing: 7) {
                Text(when).font(.caption).lineLimit(1).frame(width: Self.columnWidth, alignment: .leading)
                    .foregroundStyle(Color(occurrence.isAllDay ? ColorValue.accent : .secondary))
                Text(CalendarFormat.oneLine(occurrence.title)).lineLimit(1)
                    .foregroundStyle(Color(occurrence.isAllDay ? ColorValue.accent : .primary))
                    .privacySensitive()
                    .layoutPriority(1)
                Spacer(minLength: 0)
                if showsLocation, let location = occurrence.location {
                    // Its own width up to 12 cells (fixedSize asks the frame for its ideal width),
                    // served before the title: a short place shows whole, a long one cannot crowd
                    // out the title.
                    Text(CalendarFormat.oneLine(location)).font(.caption).lineLimit(1).privacySensitive()
                        .frame(maxWidth: Self.locationWidth, alignment: .trailing)
                        .fixedSize(horizontal: true, vertical: false)
                        .layoutPriority(2)
                }
            }
        }
    }
}
