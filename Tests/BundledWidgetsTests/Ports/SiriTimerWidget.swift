// An iOS widget as written for SwiftUI, WidgetKit and SiriKit's Intents; only its imports differ.
// import Intents
// import SwiftUI
// import WidgetKit
import Foundation
import WidgetEngine

/// The SiriKit-era configuration still in many apps: an `INIntent` subclass (Xcode generates
/// it from an `.intentdefinition`; here it is written by hand), an `IntentTimelineProvider`,
/// an `IntentConfiguration`, the App Intent that migrates it, and UIKit colors and symbols.
class ConfigurationIntent: INIntent {
    var emoji: String? = "🍵"
}

struct MigratedConfiguration: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "ConfigurationIntent"
    static let title: LocalizedStringResource = "Configuration"
}

struct SiriEntry: TimelineEntry {
    let date: Date
    let emoji: String
}

struct SiriProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> SiriEntry { SiriEntry(date: context.date, emoji: "?") }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping @Sendable (SiriEntry) -> Void) {
        completion(SiriEntry(date: context.date, emoji: configuration.emoji ?? "-"))
    }

    func getTimeline(
        for configuration: ConfigurationIntent, in context: Context, completion: @escaping @Sendable (Timeline<SiriEntry>) -> Void
    ) {
        completion(Timeline(entries: [SiriEntry(date: context.date, emoji: configuration.emoji ?? "-")], policy: .atEnd))
    }
}

struct SiriView: View {
    let entry: SiriEntry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(uiImage: UIImage(systemName: "cup.and.saucer") ?? UIImage())
                Text("Tea \(entry.emoji)").foregroundStyle(Color(uiColor: .systemGreen))
            }
            Text("Steep").foregroundColor(Color(UIColor.secondaryLabel))
            RoundedRectangle(cornerSize: CGSize(width: 8, height: 4), style: .continuous)
                .fill(Color(UIColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)))
                .frame(height: 16)
        }
    }
}

struct SiriTimerWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "port-siri-tea", intent: ConfigurationIntent.self, provider: SiriProvider()) { entry in
            SiriView(entry: entry)
        }
        .configurationDisplayName("Tea")
        .supportedFamilies([.systemSmall])
    }
}
