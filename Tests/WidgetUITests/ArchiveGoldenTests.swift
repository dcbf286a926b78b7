import Archive
import Foundation
import Testing
import TestSupport
import WidgetUI

/// The archive's two forms pinned byte for byte: one binary and one JSON golden file per node
/// kind (`__Snapshots__/archive/`). A change to either form fails here, so it is a reviewed
/// change; decoding each golden gives the node it was written from.
struct ArchiveGoldenTests {
    private static func binary(_ node: ViewNode) throws -> [UInt8] {
        var archive = ArchiveWriter()
        try archive.write(node)
        return archive.bytes
    }

    @Test(arguments: ArchiveSamples.all.map(\.name))
    func theBinaryFormOfEachKindIsPinned(_ name: String) throws {
        let node = try #require(ArchiveSamples.all.first { $0.name == name }?.node)
        Snapshot.assert(ArchiveGolden.hex(try Self.binary(node)), named: "archive/\(name).bin")
        let stored = try #require(ArchiveGolden.stored("archive/\(name).bin"))
        var archive = ArchiveReader(try #require(ArchiveGolden.bytes(fromHex: stored)))
        #expect(try archive.read(ViewNode.self) == node)
        #expect(archive.isAtEnd)
    }

    @Test(arguments: ArchiveSamples.all.map(\.name))
    func theJSONFormOfEachKindIsPinned(_ name: String) throws {
        let node = try #require(ArchiveSamples.all.first { $0.name == name }?.node)
        Snapshot.assert(try node.jsonDocument(pretty: true), named: "archive/\(name).json")
        let stored = try #require(ArchiveGolden.stored("archive/\(name).json"))
        #expect(try ViewNode(jsonDocument: stored) == node)
        // The one-line form, as an extension sends it, reads back the same.
        let line = try node.jsonDocument()
        #expect(!line.contains("\n"))
        #expect(try ViewNode(jsonDocument: line) == node)
    }

    /// Adding, removing, renaming or reordering a field or a case changes the schema; the
    /// schema of each version is recorded, so such a change fails here until the version is
    /// bumped and the new schema recorded beside the old.
    @Test func theSchemaIsTheOneRecordedForThisVersion() {
        let schema = ArchiveSchema.text(of: ViewNode.self)
        let name = "archive/schema-v\(ArchiveFormat.version)"
        if let stored = ArchiveGolden.stored(name), stored != schema {
            Issue.record(
                """
                The archive's schema changed, which changes both of its forms. Bump ArchiveFormat.version, \
                record __Snapshots__/archive/schema-v\(ArchiveFormat.version + 1).txt (keep this one), re-record the golden \
                files and describe the change in docs/archive-format.md.
                """)
        }
        Snapshot.assert(schema, named: name)
        #expect(!schema.contains("duplicate name"))
    }
}
