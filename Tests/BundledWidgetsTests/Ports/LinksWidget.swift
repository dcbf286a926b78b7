// An iOS widget as written for SwiftUI, WidgetKit and App Intents; only its imports differ.
// import AppIntents
// import SwiftUI
// import WidgetKit
import Foundation
import WidgetEngine

/// `Button(intent:)` with a label, an intent whose result opens a URL (`OpensIntent`), a
/// prominent style, and a custom `ButtonStyle`.
struct OpenDocsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open the docs"
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/docs") ?? URL(fileURLWithPath: "/")))
    }
}

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 8).background(Capsule().fill(.orange))
    }
}

struct LinksEntry: TimelineEntry { let date: Date }

struct LinksProvider: TimelineProvider {
    func placeholder(in context: Context) -> LinksEntry { LinksEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (LinksEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LinksEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct LinksView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Button(intent: OpenDocsIntent()) {
                Label("Docs", systemImage: "book")
            }
            .buttonStyle(.borderedProminent)
            Button("Guide", intent: OpenDocsIntent()).buttonStyle(PillStyle())
            Image(.logo)
            Image(uiImage: UIImage(named: "port-logo") ?? UIImage())
        }
    }
}

extension ImageResource {
    static let logo = ImageResource(name: "port-logo")
}

struct LinksWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "port-links", provider: LinksProvider()) { _ in LinksView() }
            .supportedFamilies([.systemSmall])
    }
}
