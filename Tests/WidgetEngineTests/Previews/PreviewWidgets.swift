import Foundation
import WidgetEngine

/// Widgets previewed by ``PreviewMacroTests``, one per kind of configuration.
struct NoteEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct OtherEntry: TimelineEntry {
    let date: Date
}

struct NoteProvider: TimelineProvider {
    var text = "from the provider"
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: context.date, text: "…") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (NoteEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void) {
        let entries = [0, 60].map { NoteEntry(date: context.date.addingTimeInterval($0), text: "\(text) +\(Int($0))") }
        completion(Timeline(entries: entries, policy: .never))
    }
}

struct PreviewNoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "preview-note", provider: NoteProvider()) { entry in
            Text(entry.text)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct NoteIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Note"
    @Parameter(title: "Text", default: "default") var text: String
}

struct NoteIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: context.date, text: "…") }
    func snapshot(for configuration: NoteIntent, in context: Context) async -> NoteEntry { placeholder(in: context) }
    func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<NoteEntry> {
        Timeline(entries: [NoteEntry(date: context.date, text: "intent: \(configuration.text)")], policy: .never)
    }
}

struct PreviewIntentNoteWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "preview-intent-note", intent: NoteIntent.self, provider: NoteIntentProvider()) { entry in
            Text(entry.text)
        }
        .supportedFamilies([.systemSmall])
    }
}

final class NoteINIntent: INIntent, @unchecked Sendable {
    var text = "siri"
}

struct NoteSiriProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: context.date, text: "…") }
    func getSnapshot(for configuration: NoteINIntent, in context: Context, completion: @escaping @Sendable (NoteEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(
        for configuration: NoteINIntent, in context: Context, completion: @escaping @Sendable (Timeline<NoteEntry>) -> Void
    ) {
        completion(Timeline(entries: [NoteEntry(date: context.date, text: "siri: \(configuration.text)")], policy: .never))
    }
}

struct PreviewSiriNoteWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "preview-siri-note", intent: NoteINIntent.self, provider: NoteSiriProvider()) { entry in
            Text(entry.text)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension NoteIntent {
    static var loud: NoteIntent {
        let intent = NoteIntent()
        intent.text = "LOUD"
        return intent
    }
}

extension NoteINIntent {
    static var whisper: NoteINIntent {
        let intent = NoteINIntent()
        intent.text = "whisper"
        return intent
    }
}
