// An iOS widget as written for SwiftUI and WidgetKit; only its imports differ.
// import SwiftUI
// import WidgetKit
import WidgetEngine

/// Markdown and attributed text, font designs and widths, accessibility modifiers, `onAppear`
/// and previews, as an iOS widget uses them.
struct ReleaseNotesEntry: TimelineEntry {
    let date: Date
    let version: String
    let author: String
}

struct ReleaseNotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReleaseNotesEntry {
        ReleaseNotesEntry(date: context.date, version: "1.0", author: "someone")
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ReleaseNotesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ReleaseNotesEntry>) -> Void) {
        completion(Timeline(entries: [ReleaseNotesEntry(date: context.date, version: "2.4", author: "ana_maria")], policy: .never))
    }
}

struct ReleaseNotesView: View {
    var entry: ReleaseNotesEntry

    private var changes: AttributedString {
        var fixed = AttributedString("3 fixed")
        fixed.foregroundColor = .green
        var open = AttributedString(" · 1 open")
        open.font = .caption
        return fixed + open
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("**Release \(entry.version)** by *\(entry.author)*")
                .fontDesign(.rounded)
            Text("~~beta~~ now `stable`, see [notes](https://example.com/notes)")
            Text(changes)
                .fontWidth(.condensed)
            Text("snake_case_names stay as typed")
            Text(verbatim: "**verbatim**")
            Text(entry.author)
            Text("Thanks!", tableName: "Widget", bundle: .main, comment: "A closing line")
                .accessibilityLabel(Text("Thank you"))
            Image(systemName: "star.fill")
                .accessibilityHidden(true)
        }
        .onAppear { print("a widget view never appears") }
    }
}

struct ReleaseNotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "port-release-notes", provider: ReleaseNotesProvider()) { entry in
            ReleaseNotesView(entry: entry)
        }
        .configurationDisplayName("Release notes")
        .supportedFamilies([.systemMedium])
    }
}

struct ReleaseNotesView_Previews: PreviewProvider {
    static var previews: some View {
        ReleaseNotesView(entry: ReleaseNotesEntry(date: .now, version: "9.9", author: "preview"))
            .previewContext(WidgetPreviewContext(family: .systemMedium))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Medium")
    }
}
