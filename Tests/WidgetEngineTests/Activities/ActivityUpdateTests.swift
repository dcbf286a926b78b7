import Archive
import Foundation
import Testing
import WidgetEngine
import CellGrid
import WidgetUI

/// A change of a running activity as the control socket carries it: the binary archive round
/// trip, damaged bytes refused with the offset, and the book taking it with the checks of what
/// a change sets (and only those).
struct ActivityUpdateTests {
    static let now = ActivityBookTests.now

    static func changed(_ record: ActivityRecord, state: String = #"{"stopsAway":1}"#) throws -> ActivityRecord {
        var record = record
        record.state = state
        record.views = try ActivityAPITests.views(stale: true)
        record.updated = now.addingTimeInterval(5)
        record.staleDate = now.addingTimeInterval(120)
        record.relevance = 3
        record.alert = "nearly there"
        return record
    }

    @Test func anUpdateGoesThroughItsBytesAndMakesTheRecordItCameFrom() throws {
        let record = try ActivityBookTests.record()
        let wanted = try Self.changed(record)
        let update = ActivityUpdate(wanted)
        let bytes = try update.archived()
        #expect(bytes.starts(with: Array("HSAU".utf8)))
        let read = try ActivityUpdate(archived: bytes)
        #expect(read == update)
        #expect(read.applied(to: record) == wanted)
        // On the wire (base64) under two thirds of the JSON of the whole record it replaces.
        let json = try JSONEncoder().encode(wanted)
        #expect((bytes.count + 2) / 3 * 4 < json.count * 2 / 3, "\(bytes.count) bytes against \(json.count)")
    }

    @Test func damagedBytesAreRefusedWithWhereTheyGoWrong() throws {
        let bytes = try ActivityUpdate(try Self.changed(try ActivityBookTests.record())).archived()
        #expect(throws: ArchiveError.self) { try ActivityUpdate(archived: Array("HSIC".utf8) + bytes.dropFirst(4)) }
        var otherVersion = bytes
        otherVersion[4] = UInt8(ArchiveFormat.version + 1)
        #expect(throws: ArchiveError.self) { try ActivityUpdate(archived: otherVersion) }
        #expect(throws: ArchiveError.self) { try ActivityUpdate(archived: Array(bytes.dropLast(3))) }
        #expect(throws: ArchiveError.self) { try ActivityUpdate(archived: bytes + [0]) }
    }

    @Test func theBookTakesAChangeOfARunningActivityAndKeepsItsKindAttributesAndStart() throws {
        var book = ActivityBook()
        let record = try ActivityBookTests.record()
        try book.accept(record, at: Self.now)
        let kept = try book.apply(ActivityUpdate(try Self.changed(record)), at: Self.now)
        var wanted = try Self.changed(record)
        wanted.alert = nil
        #expect(kept == wanted)
        #expect(book.records == [wanted])
        #expect(kept.kind == record.kind && kept.attributes == record.attributes && kept.started == record.started)
    }

    @Test func aChangeIsCheckedAgainstTheLimitsAndTheRecordItChanges() throws {
        var book = ActivityBook()
        let record = try ActivityBookTests.record()
        try book.accept(record, at: Self.now)
        func refusal(_ change: (inout ActivityUpdate) -> Void, limits: ActivityLimits = .standard) -> ActivityFailure? {
            var update = ActivityUpdate(record)
            change(&update)
            do {
                try book.apply(update, limits: limits, at: Self.now)
                return nil
            } catch {
                return error
            }
        }
        #expect(
            refusal { $0.state = #"{"x":""# + String(repeating: "a", count: 5_000) + #""}"# }
                == ActivityFailure("the state is 5008 bytes of JSON; at most 4096 are taken"))
        #expect(refusal { $0.state = "[1]" } == ActivityFailure("the state is not a JSON object"))
        #expect(
            refusal { $0.state = #"{"progress": 0.4,}"# }
                == ActivityFailure("the state is not a JSON object (line 1, column 18: expected a member name in quotes)"))
        #expect(
            refusal { $0.state = #"{"a": 1, "a": 2}"# }
                == ActivityFailure(#"the state is not a JSON object (line 1, column 10: "a" is given twice)"#))
        #expect(refusal { $0.id = "not-an-id" } == ActivityFailure("\"not-an-id\" is not an activity id (12 hexadecimal digits)"))
        #expect(
            refusal { $0.id = "00000000000f" }
                == ActivityFailure(
                    "no activity 00000000000f: it ended and was dismissed, or never started", reason: .activityNotFound))
        #expect(refusal { $0.updated = Self.now.addingTimeInterval(-1) } == ActivityFailure("its dates are out of order"))
        #expect(
            refusal { $0.alert = String(repeating: "!", count: 201) } == ActivityFailure("its alert is empty or longer than 200 characters")
        )
        var tight = ActivityLimits()
        tight.maxNodes = 3
        #expect(refusal({ _ in }, limits: tight)?.message.hasPrefix("its views have ") == true)
        let pixels = try #require(Picture(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        let picture = ViewNode(
            .image(
                ImageNode(
                    source: .picture("dot"), lines: [],
                    picture: ImagePicture(pixels: pixels, naturalSize: CellSize(width: 1, height: 1), aspectRatio: 1, resizable: false))))
        #expect(refusal { $0.views.minimal = picture } == ActivityFailure("its views hold pictures; activities show text and symbols only"))
        #expect(book.records == [record])

        var end = ActivityUpdate(record)
        end.ended = Self.now.addingTimeInterval(9)
        end.updated = Self.now.addingTimeInterval(9)
        end.dismissal = Self.now.addingTimeInterval(300)
        #expect(try book.apply(end, at: Self.now).ended == Self.now.addingTimeInterval(9))
        #expect(refusal { _ in } == ActivityFailure("activity 0123456789ab has ended; it takes no more changes", reason: .activityEnded))
    }
}
