import Foundation
@testable import Plugins
import Testing
import TestSupport
@testable import WidgetEngine

/// The twenty plugins written from the documented format, each run for real (its mocked
/// commands answering from fixtures) and drawn in every family a plugin comes in: one
/// snapshot per plugin, the families one after the other.
struct PluginGalleryTests {
    @Test(arguments: PluginFixtures.twenty)
    func thePluginRendersInEveryFamily(_ name: String) async throws {
        let repository = name == "git.1m.sh" ? try PluginFixtures.repository() : nil
        defer { repository.map { try? FileManager.default.removeItem(at: $0) } }
        var text = ""
        for family in PluginWidget.families {
            let rendered = try await PluginFixtures.render(
                name, family: family, configuration: PluginFixtures.configuration(for: name, repository: repository))
            text += "── \(family.rawValue)\n\(rendered.text)\n"
            #expect(!rendered.text.contains("\u{1B}"), "no escape reaches the screen")
        }
        Snapshot.assert(text, named: "plugin-\(name)")
    }

    /// Colors by name, hex and ANSI reach the cells as the theme's colors, bold and dim as
    /// attributes (a styled snapshot, in the dark theme).
    @Test(arguments: ["colors.1d.sh", "stocks.5m.py"])
    func colorsAndStylesReachTheCells(_ name: String) async throws {
        let descriptor = try PluginFixtures.descriptor(name)
        let rendered = try await WidgetRenderer.render(
            kind: descriptor.kind, in: WidgetCatalog([descriptor]), family: .systemMedium,
            configuration: PluginFixtures.configuration(for: name), context: Fixtures.darkContext())
        Snapshot.assert(rendered.buffer.styledText, named: "plugin-styled-\(name)")
    }

    /// Every plugin's metadata names it in the gallery and its variables are its parameters.
    @Test func theGalleryDescribesEachPluginFromItsMetadata() throws {
        let weather = try PluginFixtures.descriptor("weather.30m.sh")
        #expect(weather.kind == "plugin.weather")
        #expect(weather.displayName == "Weather")
        #expect(weather.description.hasPrefix("Today's weather from wttr.in, and the coming days. By homescreen tests, v1.0. Needs curl."))
        #expect(weather.description.contains("Runs every 30 min, while shown."))
        #expect(weather.parameters.map(\.name) == ["VAR_CITY"])
        #expect(weather.parameters.first?.defaultValue == .string("Oslo"))
        let uptime = try PluginFixtures.descriptor("uptime.1m.sh")
        #expect(uptime.displayName == "Uptime", "BitBar's metadata too")
        let calendar = try PluginFixtures.descriptor("calendar.15m.py")
        #expect(calendar.displayName == "Agenda", "SwiftBar's metadata too")
        let stocks = try PluginFixtures.descriptor("stocks.5m.py")
        #expect(stocks.parameters.map(\.name) == ["VAR_QUOTES", "VAR_SHOWN"])
        guard case let .choice(choices)? = stocks.parameters.last?.kind else {
            Issue.record("select is a choice")
            return
        }
        #expect(choices.map(\.value) == ["AAPL", "MSFT", "GOOG"])
    }

    /// The title lines cycle, one entry each (every 3 s), for as long as the plugin's interval.
    @Test func titleLinesCycleAsTimelineEntries() async throws {
        let descriptor = try PluginFixtures.descriptor("clock.1s.sh")
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant), environment: Fixtures.environment)
        // A one-second plugin: both titles once, then it runs again.
        #expect(timeline.entries.count == 2)
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(1)))
        let texts = timeline.entries.map { $0.view.plainText }
        #expect(texts[0].contains("09:41:05") && texts[1].contains("Friday 20 November"), "\(texts)")
        #expect(timeline.entries[1].date == Fixtures.instant.addingTimeInterval(3))
    }

    /// A plugin with a longer interval cycles its titles for at most 10 minutes.
    @Test func cyclingStopsAfterTenMinutes() {
        let document = PluginDocument("one\ntwo\n---\nitem")
        let contents = PluginTimeline.contents(of: document, name: "x", interval: 3_600, at: Fixtures.instant)
        #expect(contents.count == 200)
        #expect(contents.map(\.titleIndex).prefix(4) == [0, 1, 0, 1])
        #expect(PluginTimeline.contents(of: PluginDocument("only"), name: "x", interval: 60, at: Fixtures.instant).count == 1)
    }
}
