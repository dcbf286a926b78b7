import WidgetEngine

/// The hour's note, wrapped to the family's lines and cut with "…", with its attribution;
/// opening it opens the file it came from.
struct NotesView: View {
    let entry: NotesEntry
    @Environment(\.widgetFamily) private var family

    /// Lines of note text per family (the header and attribution take the rest).
    private var textLines: Int {
        switch family {
        case .systemSmall, .systemMedium: return 6
        default: return 16
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 7) {
                Label("Notes", systemImage: "text.quote").font(.headline).foregroundStyle(.tint).lineLimit(1)
                Spacer(minLength: 0)
                if entry.count > 1 && family != .systemSmall {
                    Text("\(entry.count) notes").font(.caption).lineLimit(1)
                }
                if let next = entry.next {
                    Button(intent: next) { Image(systemName: "forward") }.buttonStyle(.borderless)
                }
            }
            if let note = entry.note {
                Text(note.text).lineLimit(note.attribution == nil ? textLines : textLines - 1).privacySensitive()
                if let attribution = note.attribution {
                    Text("— \(attribution)").font(.caption).lineLimit(1).privacySensitive()
                }
                Spacer(minLength: 0)
                if family == .systemLarge, let skipped = entry.skipped.first {
                    Text("Skipped \(skipped)").font(.caption).foregroundStyle(.orange).lineLimit(2)
                }
            } else if let problem = entry.problem {
                Label(problem.title, systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem.description).font(.caption)
                Spacer(minLength: 0)
            }
        }
        .widgetURL(entry.note.flatMap { $0.file.hasPrefix("/") ? URL(fileURLWithPath: $0.file) : nil })
    }
}
