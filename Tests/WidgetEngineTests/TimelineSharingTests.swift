import Archive
import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine
import WidgetUI

/// The entries of a timeline that differ only in their text share the rest of their trees
/// (issue 23): a clock's hour of minutes holds about one tree, not sixty.
struct TimelineSharingTests {
    /// The buffers of every non-empty child list and text in `timeline`'s entries, by
    /// address: how many of them the timeline holds in memory, and how many its entries have
    /// in all (the same when nothing is shared).
    private func distinctChildLists(_ timeline: ArchivedTimeline) -> (distinct: Int, all: Int) {
        var addresses: Set<UInt> = []
        var all = 0
        for entry in timeline.entries {
            entry.view.forEachNode { node in
                if !node.children.isEmpty {
                    all += 1
                    addresses.insert(node.children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
                }
                if case let .text(text) = node.kind, !text.runs.isEmpty {
                    all += 1
                    addresses.insert(text.runs.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) })
                }
            }
        }
        return (addresses.count, all)
    }

    private static let start = Date(timeIntervalSince1970: 1_795_456_800) // 2026-11-23T18:00:00Z

    /// A clock's hour: 60 entries, a minute each.
    private func clockHour(_ family: WidgetFamily = .systemLarge) async throws -> ArchivedTimeline {
        let catalog = BundledWidgets.catalog(folders: UserFolders(environment: ["HOME": "/nonexistent/home"]), timeZone: Fixtures.utc)
        let descriptor = try #require(catalog.descriptor(forKind: "clock"))
        let environment = WidgetRenderer.environment(
            family: family, profile: .iPhone, context: RenderContext(now: Self.start, palette: .dark))
        return try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: family, date: Self.start), environment: environment, configuration: [:])
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemLarge])
    func aClocksHourHoldsOneTreeAndTheMinutesThatChange(_ family: WidgetFamily) async throws {
        let timeline = try await clockHour(family)
        #expect(timeline.entries.count >= 60)
        let lists = distinctChildLists(timeline)
        let perTree = lists.all / timeline.entries.count
        // Without sharing every entry holds its own (all == distinct); with it, one tree's, and
        // for each later minute the texts that changed (its time and the world clocks') and
        // the lists on their paths.
        // Measured: small 122 of 240 (4 a tree, 2 change a minute), large 1,224 of 2,400 (40,
        // 20 change: its time, the eight world clocks' and the lists above them).
        #expect(Double(lists.distinct) <= Double(lists.all) * 0.55, "\(lists.distinct) distinct of \(lists.all), \(perTree) a tree")
    }

    @Test func sharingChangesNothingButMemory() async throws {
        let timeline = try await clockHour()
        // Through the cache's binary form and back: equal, and shared again when read.
        var writer = ArchiveWriter()
        try writer.write(timeline)
        var reader = ArchiveReader(writer.bytes)
        let read = try reader.read(ArchivedTimeline.self)
        #expect(read == timeline)
        #expect(distinctChildLists(read).distinct == distinctChildLists(timeline).distinct)
        for (index, entry) in timeline.entries.enumerated().dropFirst() {
            let previous = timeline.entries[index - 1].view
            #expect(entry.view.sharingSubtrees(with: previous) == entry.view)
            #expect(previous.sharingSubtrees(with: entry.view) == previous)
        }
    }

    @Test func treesOfOtherShapesShareWhatIsTheSameAtTheSamePlace() {
        let leaf = ViewNode(.spacer(SpacerNode()))
        let row = ViewNode.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 1), children: [leaf, leaf])
        let first = ViewNode.stack(StackNode(axis: .vertical, alignment: .center, spacing: 0), children: [row, leaf])
        let bigger = ViewNode.stack(StackNode(axis: .vertical, alignment: .center, spacing: 0), children: [row, leaf, row])
        let shared = bigger.sharingSubtrees(with: first)
        #expect(shared == bigger)
        let address = { (node: ViewNode) in node.children.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        #expect(address(shared.children[0]) == address(first.children[0]))
        #expect(first.sharingSubtrees(with: bigger) == first)
        #expect(leaf.sharingSubtrees(with: row) == leaf)
        // A node of another kind or with other children is never taken from the other tree.
        let column = ViewNode.stack(StackNode(axis: .vertical, alignment: .center, spacing: 1), children: [leaf, leaf])
        #expect(row.sharingSubtrees(with: column) == row)
        let minute = { (text: String) in ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim(text))]))) }
        #expect(minute("09:42").sharingSubtrees(with: minute("09:41")) == minute("09:42"))
    }
}
