import WidgetEngine

/// "Nothing scheduled": the folder was read and no event is coming up.
struct CalendarEmptyView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Nothing scheduled").font(.headline).foregroundStyle(.secondary).lineLimit(2)
            Text("No events in the next 7 days.").font(.caption)
        }
    }
}

/// Why the calendar folder could not be read, and what to do about it; the path is whole, with
/// `~` for the home folder, so the user can tell where the files go.
struct CalendarFailureView: View {
    let problem: CalendarFolder.Problem

    var body: some View {
        switch problem {
        case let .missing(path):
            Label("No calendars", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
            Text("\(path) does not exist. Create it (mkdir -p \(path)) and put .ics files there, or set the folder parameter.").font(
                .caption)
        case let .noCalendars(path):
            Label("No calendars", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
            Text("\(path) holds no .ics files. Export or sync a calendar there, or set the folder parameter.").font(.caption)
        case let .unreadable(path, detail):
            Label("Unreadable folder", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
            Text("\(path): \(detail)").font(.caption)
        }
    }
}
