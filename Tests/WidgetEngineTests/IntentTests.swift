import Foundation
import Testing
import TestSupport
import WidgetEngine

enum Units: String, AppEnum {
    case metric, imperial
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
    static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [.metric: "Metric", .imperial: "Imperial"]
}

struct Cities: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Oslo", "Lima"] }
}

struct WeatherIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    @Parameter(title: "City", default: "Oslo", optionsProvider: Cities()) var city: String
    @Parameter(title: "Units", default: .metric) var units: Units
    @Parameter(title: "Days", default: 3, inclusiveRange: 1...7) var days: Int
    @Parameter(title: "Show wind", default: false) var showWind: Bool
    @Parameter(title: "Label", default: "") var label: String
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.date, label: "p") }
    func snapshot(for configuration: WeatherIntent, in context: Context) async -> ProbeEntry { placeholder(in: context) }
    func timeline(for configuration: WeatherIntent, in context: Context) async -> Timeline<ProbeEntry> {
        let label = "\(configuration.city) \(configuration.units.rawValue) \(configuration.days) \(configuration.showWind)"
        return Timeline(entries: [ProbeEntry(date: context.date, label: label)], policy: .never)
    }
}

/// Configurable widgets: parameters listed in declaration order, validated, applied.
struct IntentTests {
    let descriptor = AppIntentConfiguration(kind: "weather", intent: WeatherIntent.self, provider: WeatherProvider()) { Text($0.label) }
        .descriptor

    @Test func parametersAreListedInDeclarationOrderWithTypesAndDefaults() {
        #expect(descriptor.parameters.map(\.name) == ["city", "units", "days", "showWind", "label"])
        #expect(
            descriptor.parameters.map(\.typeName) == [
                "string (choices from the widget)", "one of metric|imperial", "integer 1...7", "boolean", "string",
            ])
        #expect(
            descriptor.parameters.map(\.defaultValue) == [.string("Oslo"), .string("metric"), .integer(3), .boolean(false), .string("")])
    }

    @Test(arguments: [
        ("days=9", "days: 9 is outside 1...7"), ("days=two", "days: \"two\" is not a whole number"),
        ("units=kelvin", "units: \"kelvin\" is not one of metric, imperial"),
        ("showWind=perhaps", "showWind: \"perhaps\" is not true or false"),
        ("wind=1", "wind: no such parameter; the parameters are city, units, days, showWind, label"),
    ])
    func invalidValuesAreRefusedWithTheReason(_ pair: String, _ message: String) {
        guard case let .failure(error) = descriptor.parseConfiguration([pair]) else {
            Issue.record("\(pair) was accepted")
            return
        }
        #expect(error.description == message)
    }

    @Test func valuesReachTheProvider() async throws {
        let values = try descriptor.parseConfiguration(["city=Lima", "units=imperial", "days=7", "showWind=yes"]).get()
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: EnvironmentValues(), configuration: values)
        let text = ViewRenderer.render(timeline.entries[0].view, size: CellSize(width: 24, height: 1), context: Fixtures.plainContext())
            .text
        #expect(text.trimmingCharacters(in: .whitespaces) == "Lima imperial 7 true")
    }

    @Test func dynamicOptionsComeFromTheProviderAndValidate() async throws {
        guard case let .dynamicOptions(provider) = descriptor.parameters[0].kind else {
            Issue.record("city should have dynamic options")
            return
        }
        let options = try await provider.results()
        #expect(options == ["Oslo", "Lima"])
        #expect((try? descriptor.parameters[0].validate(.string("Paris"), options: options).get()) == nil)
        #expect((try? descriptor.parameters[0].validate(.string("Lima"), options: options).get()) != nil)
    }

    @Test func eachIntentIsFresh() async throws {
        // Two instances with different values never share parameter storage.
        let lima = try descriptor.parseConfiguration(["city=Lima"]).get()
        let context = TimelineProviderContext(family: .systemSmall, date: Fixtures.instant)
        async let first = descriptor.provider.timeline(in: context, environment: EnvironmentValues(), configuration: lima)
        async let second = descriptor.provider.timeline(in: context, environment: EnvironmentValues(), configuration: [:])
        let texts = try await [first, second].map {
            ViewRenderer.render($0.entries[0].view, size: CellSize(width: 24, height: 1), context: Fixtures.plainContext()).text
        }
        #expect(texts[0].trimmingCharacters(in: .whitespaces).hasPrefix("Lima"))
        #expect(texts[1].trimmingCharacters(in: .whitespaces).hasPrefix("Oslo"))
    }
}

struct ProbeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "probe-a", provider: ProbeProvider()) { Text($0.label) }
            .configurationDisplayName(Text("Probe A"))
            .description("The first probe")
    }
}

struct OtherProbeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "probe-b", provider: ProbeProvider()) { Text($0.label) }
            .supportedFamilies([.systemMedium])
    }
}

struct InnerBundle: WidgetBundle {
    var body: some Widget {
        OtherProbeWidget()
    }
}

struct OuterBundle: WidgetBundle {
    var body: some Widget {
        ProbeWidget()
        InnerBundle().body
    }
}

/// Bundles list their widgets in order, nested bundles included; configuration modifiers
/// take strings or Text; families default to small, medium and large.
struct BundleTests {
    @Test func nestedBundlesFlattenInOrder() {
        let descriptors = OuterBundle().descriptors
        #expect(descriptors.map(\.kind) == ["probe-a", "probe-b"])
        #expect(descriptors.first?.displayName == "Probe A")
        #expect(descriptors.first?.description == "The first probe")
        #expect(descriptors.first?.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(descriptors.last?.supportedFamilies == [.systemMedium])
    }

    @Test func aKindDeclaredTwiceKeepsTheFirst() {
        let catalog = WidgetCatalog(OuterBundle().descriptors + [ProbeWidget().body.descriptor])
        #expect(catalog.kinds == ["probe-a", "probe-b"])
        #expect(catalog.problems.map(\.message) == ["the kind is declared twice; the first is kept"])
    }
}
