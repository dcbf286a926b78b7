import BundledWidgets
import Testing
import TestSupport
import WidgetEngine

struct WidgetRendererTests {
    let catalog = BundledWidgets.catalog(timeZone: Fixtures.utc)

    @Test func unknownKindNamesTheKnownOnes() async {
        await #expect(throws: WidgetRenderer.Failure.unknownKind("nope", known: catalog.kinds)) {
            try await WidgetRenderer.render(kind: "nope", in: catalog, family: .systemSmall, context: Fixtures.plainContext())
        }
    }

    @Test func unsupportedFamilyNamesTheSupportedOnes() async {
        await #expect(throws: WidgetRenderer.Failure.self) {
            try await WidgetRenderer.render(kind: "clock", in: catalog, family: .systemExtraLarge, context: Fixtures.plainContext())
        }
    }

    @Test func entryIndexOutOfRange() async {
        await #expect(throws: WidgetRenderer.Failure.entryOutOfRange(kind: "showcase", index: 7, count: 3)) {
            try await WidgetRenderer.render(
                kind: "showcase", in: catalog, family: .systemSmall, entry: .index(7),
                context: Fixtures.plainContext())
        }
    }

    @Test func anEmptyFamilyListIsRefusedAtRegistration() {
        var descriptor = ShowcaseWidget().body.descriptor
        descriptor.supportedFamilies = []
        let catalog = WidgetCatalog([descriptor])
        #expect(catalog.descriptors.isEmpty)
        #expect(catalog.problems.first?.message.contains("supportedFamilies is empty") == true)
    }

    @Test func familySizesFollowTheDeviceProfile() {
        let profile = DeviceProfile.iPhone
        #expect(profile.size(of: .systemSmall) == CellSize(width: 22, height: 10))
        #expect(profile.size(of: .systemMedium) == CellSize(width: 46, height: 10))
        #expect(profile.size(of: .systemLarge) == CellSize(width: 46, height: 22))
        #expect(profile.size(of: .systemExtraLarge) == CellSize(width: 94, height: 22))
    }
}

struct EntrySelectionTests {
    private func timeline(_ offsets: [TimeInterval]) -> ArchivedTimeline {
        ArchivedTimeline(
            entries: offsets.enumerated().map { index, offset in
                ArchivedEntry(
                    date: Fixtures.instant.addingTimeInterval(offset), relevance: nil,
                    view: ViewResolver.resolve(Text("\(index)")))
            }, policy: .atEnd)
    }

    private func shown(_ timeline: ArchivedTimeline, at offset: TimeInterval) -> String? {
        timeline.entry(at: Fixtures.instant.addingTimeInterval(offset)).map {
            ViewRenderer.render($0.view, size: CellSize(width: 1, height: 1), context: Fixtures.plainContext()).text
        }
    }

    @Test(arguments: [(-1.0, "0"), (0, "0"), (59, "0"), (60, "1"), (119, "1"), (120, "2"), (9_999, "2")])
    func latestEntryNotAfterTheInstant(_ offset: TimeInterval, _ expected: String) {
        let entries = timeline([0, 60, 120])
        // Before every entry, the first entry shows (iOS shows it regardless of its date).
        #expect(shown(entries, at: offset) == expected)
    }

    @Test func entriesAreSortedAndTheLastOfEqualDatesWins() {
        let entries = timeline([120, 0, 60, 60])
        #expect(entries.entries.map(\.date.timeIntervalSince1970) == [0, 60, 60, 120].map { Fixtures.instant.timeIntervalSince1970 + $0 })
        #expect(shown(entries, at: 60) == "3")
    }

    @Test func anEmptyTimelineShowsNothing() {
        #expect(timeline([]).entry(at: Fixtures.instant) == nil)
    }
}
