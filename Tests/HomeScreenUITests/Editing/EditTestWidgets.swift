import Foundation
import WidgetEngine

/// Widgets for edit-mode, stack and configuration tests: plain labelled widgets, and "tuner",
/// configurable with every kind of parameter.
struct LabelEntry: TimelineEntry {
    let date: Date
    let label: String
    var relevance: TimelineEntryRelevance?
}

struct LabelProvider: TimelineProvider {
    let label: String
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: context.date, label: label) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (LabelEntry) -> Void) {
        completion(LabelEntry(date: context.date, label: label))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<LabelEntry>) -> Void) {
        completion(Timeline(entries: [LabelEntry(date: context.date, label: label)], policy: .never))
    }
}

enum Speed: String, AppEnum {
    case slow, fast
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
}

struct Stations: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Kyiv", "Lima", "Oslo"] }
}

struct BrokenStations: DynamicOptionsProvider {
    struct Unreachable: Error, CustomStringConvertible { var description: String { "the station list is unreachable" } }
    func results() async throws -> [String] { throw Unreachable() }
}

struct TunerIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Tuner"
    @Parameter(title: "Speed", default: .slow) var speed: Speed
    @Parameter(title: "Loud", default: false) var loud: Bool
    @Parameter(title: "Minutes", default: 5, inclusiveRange: 1...60) var minutes: Int
    @Parameter(title: "Name", default: "") var name: String
    @Parameter(title: "Station", default: "Oslo", optionsProvider: Stations()) var station: String
}

struct TunerProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: context.date, label: "tuner") }
    func snapshot(for configuration: TunerIntent, in context: Context) async -> LabelEntry { placeholder(in: context) }
    func timeline(for configuration: TunerIntent, in context: Context) async -> Timeline<LabelEntry> {
        let label = "\(configuration.speed.rawValue) \(configuration.minutes)m \(configuration.station) \(configuration.name)"
        return Timeline(entries: [LabelEntry(date: context.date, label: label)], policy: .never)
    }
}

struct RadioIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Radio"
    @Parameter(title: "Station", default: "Oslo", optionsProvider: BrokenStations()) var station: String
}

struct RadioProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: context.date, label: "radio") }
    func snapshot(for configuration: RadioIntent, in context: Context) async -> LabelEntry { placeholder(in: context) }
    func timeline(for configuration: RadioIntent, in context: Context) async -> Timeline<LabelEntry> {
        Timeline(entries: [LabelEntry(date: context.date, label: configuration.station)], policy: .never)
    }
}

enum EditTestWidgets {
    static let labels = ["alpha", "beta", "gamma", "delta"]

    static let catalog = WidgetCatalog(
        labels.map { label in
            StaticConfiguration(kind: label, provider: LabelProvider(label: label)) { Text($0.label) }
                .configurationDisplayName(label.capitalized)
                .supportedFamilies([.systemSmall, .systemMedium])
                .descriptor
        } + [
            AppIntentConfiguration(kind: "tuner", intent: TunerIntent.self, provider: TunerProvider()) { Text($0.label) }
                .configurationDisplayName("Tuner")
                .supportedFamilies([.systemSmall, .systemMedium])
                .descriptor,
            AppIntentConfiguration(kind: "radio", intent: RadioIntent.self, provider: RadioProvider()) { Text($0.label) }
                .configurationDisplayName("Radio")
                .supportedFamilies([.systemSmall])
                .descriptor,
        ])
}
