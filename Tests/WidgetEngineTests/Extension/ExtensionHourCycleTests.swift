import Archive
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The screen's hour cycle reaches an extension's environment (issue 39: an extension's time
/// style said "as of 12:46 AM" under a screen of 24-hour times).
struct ExtensionHourCycleTests {
    private func context(_ hourCycle: HourCycle?) -> ExtensionContext {
        var environment = Fixtures.environment
        environment.hourCycle = hourCycle
        let provider = TimelineProviderContext(
            family: .systemSmall, displaySize: CGSize(width: 100, height: 100), cellSize: CellSize(width: 22, height: 10),
            isPreview: false, colorScheme: .dark, date: Fixtures.instant)
        return ExtensionContext(kind: "clock", configuration: [:], context: provider, environment: environment)
    }

    @Test func theHourCycleCrossesTheProtocol() throws {
        for cycle in [HourCycle.h12, .h23] {
            let json = try ArchiveJSON.json(of: context(cycle))
            let received = try ArchiveJSON.decode(ExtensionContext.self, from: json)
            #expect(received.hourCycle == cycle.rawValue)
            #expect(received.environment.hourCycle == cycle)
        }
        // Left out, the extension writes times as its locale does.
        let received = try ArchiveJSON.decode(ExtensionContext.self, from: try ArchiveJSON.json(of: context(nil)))
        #expect(received.environment.hourCycle == nil)
    }
}
