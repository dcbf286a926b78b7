import WidgetEngine

/// The time left in words and as a clock, with a bar filling towards the date; "Done" and
/// the time since, once it has passed. All of it is live text the host redraws.
struct CountdownView: View {
    let entry: CountdownEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if let problem = entry.problem {
            problemView(problem)
        } else {
            switch family {
            case .accessoryInline:
                if entry.isDone {
                    Text("\(Image(systemName: "checkmark")) \(entry.title) ") + Text(entry.target, style: .relative) + Text(" ago")
                } else {
                    Text("\(Image(systemName: "timer")) \(entry.title) in ") + Text(entry.target, style: .relative)
                }
            case .accessoryRectangular:
                VStack(alignment: .leading, spacing: 0) {
                    Label(entry.title, systemImage: "timer").font(.headline).lineLimit(1).privacySensitive()
                    if entry.isDone { doneLines } else { countingLines }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            case .systemMedium:
                VStack(alignment: .leading, spacing: 0) {
                    HStack {
                        Label(entry.title, systemImage: "timer").font(.headline).lineLimit(1).privacySensitive()
                        Spacer(minLength: 0)
                        Text(entry.target, style: .date).foregroundStyle(.secondary).lineLimit(1)
                    }
                    Spacer(minLength: 0)
                    if entry.isDone { doneLines } else { countingLines }
                    Spacer(minLength: 0)
                    if !entry.isDone {
                        (Text("from ") + Text(entry.since, style: .date)).font(.caption).lineLimit(1)
                    }
                }
            default:
                VStack(alignment: .leading, spacing: 0) {
                    Label(entry.title, systemImage: "timer").font(.headline).lineLimit(1).privacySensitive()
                    Spacer(minLength: 0)
                    if entry.isDone { doneLines } else { countingLines }
                    Spacer(minLength: 0)
                    Text(entry.target, style: .date).font(.caption).lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    /// "40 days, 8 hr", the clock "968:18:19" (from the entry's date, so it is right even
    /// before `since`), and the bar from `since` to the target.
    @ViewBuilder private var countingLines: some View {
        Text(entry.target, style: .relative).bold().foregroundStyle(.tint).lineLimit(1)
        if family != .accessoryRectangular {
            Text(timerInterval: min(entry.date, entry.target)...entry.target, countsDown: true).lineLimit(1)
        }
        ProgressView(timerInterval: entry.since...entry.target, countsDown: false)
    }

    /// "Done", and how long ago.
    @ViewBuilder private var doneLines: some View {
        Label("Done", systemImage: "checkmark").bold().foregroundStyle(.green)
        (Text(entry.target, style: .relative) + Text(" ago")).font(.caption).lineLimit(1)
    }

    @ViewBuilder private func problemView(_ problem: String) -> some View {
        if family == .accessoryInline {
            Text("\(Image(systemName: "exclamationmark.triangle")) Countdown: bad date")
        } else {
            VStack(alignment: .leading, spacing: 0) {
                Label("No date", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem).font(.caption)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
