import Archive
import Foundation
import Testing
import TestSupport
import WidgetUI

/// The binary form of archived views, the one the home screen's cache files hold.
struct BinaryArchiveTests {
    /// A tree with every node kind and every case of the values inside them.
    static var everyKind: ViewNode { ArchiveFixtures.everyKind }

    private func archived(_ node: ViewNode) throws -> [UInt8] {
        var archive = ArchiveWriter()
        try archive.write(node)
        return archive.bytes
    }

    @Test func everyKindOfNodeReadsBackEqual() throws {
        let node = Self.everyKind
        #expect(node.nodeCount == 36)
        var archive = ArchiveReader(try archived(node))
        #expect(try archive.read(ViewNode.self) == node)
        #expect(archive.isAtEnd)
        // The JSON form reads back the same tree.
        #expect(try ViewNode(jsonDocument: node.jsonDocument()) == node)
    }

    @Test func aResolvedViewReadsBackEqualAndSmallerThanItsJSON() throws {
        let node = ViewResolver.resolve(
            VStack(alignment: .leading) {
                Text("Title").font(.headline)
                Text(Fixtures.instant, style: .relative).privacySensitive()
                HStack {
                    Image(systemName: "star.fill")
                    Spacer()
                    ProgressView(value: 0.5)
                }
            }.padding().containerBackground(.blue, for: .widget), in: Fixtures.environment)
        let bytes = try archived(node)
        var archive = ArchiveReader(bytes)
        #expect(try archive.read(ViewNode.self) == node)
        #expect(bytes.count * 2 < (try node.jsonDocument()).utf8.count)
    }

    /// Every cut of the bytes short of the end is an error naming where it stopped, never a
    /// crash and never a different tree.
    @Test func everyTruncationIsAnError() throws {
        let bytes = try archived(Self.everyKind)
        for length in 0..<bytes.count {
            var archive = ArchiveReader(Array(bytes.prefix(length)))
            #expect(throws: ArchiveError.self, "length \(length)") { try archive.read(ViewNode.self) }
        }
    }

    /// A tree nested deeper than a reading thread's stack allows is an error, in both forms.
    @Test func aTreeNestedTooDeepIsAnError() throws {
        var node = ViewNode(.hidden)
        for _ in 0..<ArchiveReader.maximumDepth { node = ViewNode(.hidden, children: [node]) }
        var archive = ArchiveReader(try archived(node))
        #expect(throws: ArchiveError.self) { try archive.read(ViewNode.self) }
        var shallow = ArchiveReader(try archived(node.children[0]))
        #expect(try shallow.read(ViewNode.self) == node.children[0])

        let json =
            String(repeating: #"{"kind": "hidden", "children": ["#, count: 200) + #"{"kind": "hidden"}"#
            + String(repeating: "]}", count: 200)
        #expect(throws: ArchiveError.self) { try ViewNode(jsonDocument: #"{"version": 3, "view": "# + json + "}") }
    }

    @Test func anUnknownTagNamesItsOffsetAndType() throws {
        var bytes = try archived(ViewNode(.padding(CellInsets()), children: [ViewNode(.hidden)]))
        // kind tag, four insets, the child count, then the child's kind tag.
        #expect(bytes == [7, 0, 0, 0, 0, 1, 13, 0])
        bytes[6] = 99
        var archive = ArchiveReader(bytes)
        #expect(throws: ArchiveError(offset: 6, type: NodeKind.self, problem: "unknown tag 99")) { try archive.read(ViewNode.self) }
        #expect(ArchiveError(offset: 6, type: NodeKind.self, problem: "unknown tag 99").description == "byte 6: NodeKind: unknown tag 99")
    }

    @Test func badValuesInsideAreErrorsToo() throws {
        // A text node whose one run's string claims more bytes than there are.
        var archive = ArchiveReader([0, 1, 0, 200, 1, 65])
        #expect(throws: ArchiveError(offset: 3, type: String.self, problem: "a count of 200 with 1 byte left")) {
            try archive.read(NodeKind.self)
        }
        // An alignment that is not one.
        var writer = ArchiveWriter()
        writer.writeByte(9) // background
        try writer.write("middle")
        var alignment = ArchiveReader(writer.bytes)
        #expect(throws: ArchiveError(offset: 1, type: HorizontalAlignment.self, problem: "unknown value \"middle\"")) {
            try alignment.read(NodeKind.self)
        }
        // Bytes that are not UTF-8.
        var notText = ArchiveReader([2, 0xff, 0xfe])
        #expect(throws: ArchiveError(offset: 0, type: String.self, problem: "the bytes are not UTF-8")) { try notText.read(String.self) }
    }

    /// Zigzag varints: numbers near zero, of either sign, take one byte; the extremes ten.
    @Test(arguments: [(0, 1), (1, 1), (-1, 1), (63, 1), (-64, 1), (64, 2), (1 << 20, 4), (-(1 << 40), 6), (Int.max, 10), (Int.min, 10)])
    func integersReadBackExactly(_ value: Int, _ length: Int) throws {
        var writer = ArchiveWriter()
        try writer.write(value)
        #expect(writer.bytes.count == length)
        var archive = ArchiveReader(writer.bytes)
        #expect(try archive.read(Int.self) == value)
        #expect(archive.isAtEnd)
    }

    @Test func datesReadBackExactly() throws {
        let dates = [
            Fixtures.instant, Date(timeIntervalSinceReferenceDate: 0.1), Date(timeIntervalSince1970: 1_795_519_270.0406158), .distantFuture,
        ]
        var writer = ArchiveWriter()
        try writer.write(dates)
        var archive = ArchiveReader(writer.bytes)
        #expect(try archive.read([Date].self) == dates)
    }
}
