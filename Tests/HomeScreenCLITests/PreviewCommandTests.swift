import Foundation
import Testing
import TestSupport

/// `homescreen render|timeline KIND --previews` and `--preview NAME|NUMBER`: a widget's
/// `#Preview`s listed and drawn by the real binary (the clock's and the countdown's).
struct PreviewCommandTests {
    @Test func renderListsAWidgetsPreviews() async throws {
        let result = try await BinaryRunner.run(["render", "clock", "--previews"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "1  Noon in Tokyo  small  BundledWidgets/ClockPreviews.swift:5\n2  World clocks  large  BundledWidgets/ClockPreviews.swift:13\n"
        )
        let timeline = try await BinaryRunner.run(["timeline", "countdown", "--previews"])
        #expect(timeline.stdout == "1  Launch  medium  BundledWidgets/CountdownPreviews.swift:6\n")
    }

    @Test func renderDrawsAPreviewByNameOrNumberAndEntry() async throws {
        let byName = try await BinaryRunner.run(["render", "clock", "--preview", "Noon in Tokyo", "--color", "never"])
        #expect(byName.status == 0, "\(byName.stderr)")
        Snapshot.assert(byName.stdout, named: "render-clock-preview-noon")
        let byNumber = try await BinaryRunner.run(["render", "clock", "--preview", "1", "--color", "never"])
        #expect(byNumber.stdout == byName.stdout)
        let second = try await BinaryRunner.run(["render", "clock", "--preview", "1", "--entry", "1", "--color", "never"])
        #expect(second.status == 0)
        #expect(second.stdout != byName.stdout, "the second entry is a minute later")
        let large = try await BinaryRunner.run(["render", "clock", "--preview", "World clocks", "--color", "never"])
        Snapshot.assert(large.stdout, named: "render-clock-preview-world")
    }

    @Test func timelineDrawsEveryEntryOfAProvidersPreview() async throws {
        let result = try await BinaryRunner.run(["timeline", "countdown", "--preview", "Launch", "--from", "2026-02-27T09:00:00Z"])
        #expect(result.status == 0, "\(result.stderr)")
        Snapshot.assert(result.stdout, named: "timeline-countdown-preview-launch")
    }

    @Test func unknownPreviewsAndWidgetsWithoutThemAreNamed() async throws {
        let unknown = try await BinaryRunner.run(["render", "clock", "--preview", "Dawn"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("widget \"clock\" has no preview \"Dawn\"; its previews: \"Noon in Tokyo\", \"World clocks\""))
        let outOfRange = try await BinaryRunner.run(["render", "clock", "--preview", "2", "--entry", "3"])
        #expect(outOfRange.stderr.contains("preview “World clocks” has 1 entries; --entry 3 is out of range (0..<1)"))
        let none = try await BinaryRunner.run(["render", "battery", "--previews"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("widget \"battery\" has no previews"))
        let mixed = try await BinaryRunner.run(["render", "clock", "--preview", "1", "--placeholder"])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("--placeholder, --snapshot and --press are for the widget's provider"))
        let noKind = try await BinaryRunner.run(["timeline", "nothing", "--previews"])
        #expect(noKind.stderr.contains("unknown widget kind \"nothing\""))
    }
}
