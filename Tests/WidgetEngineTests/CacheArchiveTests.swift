import Archive
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The cache file's envelope pinned in both forms, and the bytes the previous build wrote.
struct CacheArchiveTests {
    static let instant = Fixtures.instant

    /// An instance with a parameter of each type and a two-entry timeline; the first entry's
    /// view is the tree of every node kind.
    static var instance: WidgetInstance {
        WidgetInstance(
            id: WidgetInstanceID(rawValue: "a1"), kind: "clock", family: .systemMedium,
            configuration: ["zone": .string("Asia/Tokyo"), "hours": .integer(-24), "seconds": .boolean(true), "scale": .number(1.5)])
    }

    static var timeline: ArchivedTimeline {
        ArchivedTimeline(
            entries: [
                ArchivedEntry(date: instant, relevance: TimelineEntryRelevance(score: 2.5, duration: 60), view: ArchiveFixtures.everyKind),
                ArchivedEntry(
                    date: instant + 60, relevance: nil, view: ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("later"))])))),
            ], policy: .after(instant + 3600))
    }

    /// A cache with every field set: a charged reload in its ledger and relevance marks.
    private static func everyField() throws -> CachedInstance {
        var h = EngineHarness()
        let id = h.placeWith(
            h.timeline(
                [0, 60, 120, 600], policy: .after(h.at(600)),
                relevance: [TimelineEntryRelevance(score: 4, duration: 90), nil, TimelineEntryRelevance(score: 0.5), nil]))
        _ = h.advance(to: 600)
        var cache = CachedInstance(state: try #require(h.engine.states[id]))
        cache.instance = instance
        cache.build = "1.4.2"
        return cache
    }

    @Test func theCacheFileIsPinnedInBothForms() throws {
        let cache = try Self.everyField()
        #expect(!cache.ledger.charged.isEmpty && !cache.relevance.marks.isEmpty && cache.receivedAt != nil)
        #expect(cache.build != nil && cache.summary?.entries == 4)
        Snapshot.assert(ArchiveGolden.hex(try cache.archived()), named: "archive/cache.bin")
        Snapshot.assert(try ArchiveJSON.document(cache, named: "cache", pretty: true), named: "archive/cache.json")

        let bytes = try #require(ArchiveGolden.stored("archive/cache.bin").flatMap(ArchiveGolden.bytes(fromHex:)))
        #expect(try CachedInstance(archived: bytes) == cache)
        let json = try #require(ArchiveGolden.stored("archive/cache.json"))
        #expect(try ArchiveJSON.decodeDocument(CachedInstance.self, named: "cache", from: json) == cache)
    }

    /// A cache file of format 3 (recorded with a build of that format) is refused with its
    /// format named, never misread: the store sets it aside and the widget reloads.
    @Test func aCacheOfTheFormerFormatIsRefused() throws {
        let bytes = try #require(ArchiveGolden.stored("archive/cache.previous-build").flatMap(ArchiveGolden.bytes(fromHex:)))
        #expect(throws: ArchiveError.self) { try CachedInstance(archived: bytes) }
        do {
            _ = try CachedInstance(archived: bytes)
        } catch {
            #expect(error.description.contains("format 3 is not \(ArchiveFormat.version)"))
        }
    }

    @Test func theSchemaIsTheOneRecordedForThisVersion() {
        let schema = ArchiveSchema.text(of: CachedInstance.self)
        let name = "archive/schema-v\(ArchiveFormat.version)"
        if let stored = ArchiveGolden.stored(name), stored != schema {
            Issue.record(
                """
                The cache file's schema changed. Bump ArchiveFormat.version, record \
                __Snapshots__/archive/schema-v\(ArchiveFormat.version + 1).txt (keep this one) and the golden files.
                """)
        }
        Snapshot.assert(schema, named: name)
        #expect(!schema.contains("duplicate name"))
    }
}
