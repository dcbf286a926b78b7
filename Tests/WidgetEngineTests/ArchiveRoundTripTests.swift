import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Every bundled widget's archive survives the cache's JSON form unchanged.
struct ArchiveRoundTripTests {
    @Test func bundledTimelinesRoundTripThroughJSON() async throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        for descriptor in BundledWidgets.catalog(timeZone: Fixtures.utc).descriptors {
            for family in descriptor.supportedFamilies {
                let context = TimelineProviderContext(family: family, date: Fixtures.instant)
                var environment = EnvironmentValues()
                environment.widgetFamily = family
                let timeline = try await descriptor.provider.timeline(in: context, environment: environment)
                let decoded = try decoder.decode(ArchivedTimeline.self, from: try encoder.encode(timeline))
                #expect(decoded == timeline, "\(descriptor.kind) \(family)")
                let placeholder = descriptor.provider.placeholder(in: context, environment: environment)
                #expect(try decoder.decode(ArchivedEntry.self, from: try encoder.encode(placeholder)) == placeholder)
            }
        }
    }
}
