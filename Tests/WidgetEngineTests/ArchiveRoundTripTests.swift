import Archive
import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Every bundled widget's archive survives both of the archive's forms unchanged.
struct ArchiveRoundTripTests {
    @Test func bundledTimelinesRoundTripThroughBothForms() async throws {
        for descriptor in BundledWidgets.catalog(timeZone: Fixtures.utc).descriptors {
            for family in descriptor.supportedFamilies {
                let context = TimelineProviderContext(family: family, date: Fixtures.instant)
                var environment = EnvironmentValues()
                environment.widgetFamily = family
                let timeline = try await descriptor.provider.timeline(in: context, environment: environment)
                let placeholder = descriptor.provider.placeholder(in: context, environment: environment)
                let json = try ArchiveJSON.document(timeline, named: "timeline")
                #expect(
                    try ArchiveJSON.decodeDocument(ArchivedTimeline.self, named: "timeline", from: json) == timeline,
                    "\(descriptor.kind) \(family)")
                #expect(try ArchiveJSON.decode(ArchivedEntry.self, from: ArchiveJSON.json(of: placeholder)) == placeholder)
                var writer = ArchiveWriter()
                try writer.write(timeline)
                var reader = ArchiveReader(writer.bytes)
                #expect(try reader.read(ArchivedTimeline.self) == timeline, "\(descriptor.kind) \(family)")
            }
        }
    }
}
