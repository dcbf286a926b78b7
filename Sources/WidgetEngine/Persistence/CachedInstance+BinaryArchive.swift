import Foundation
import WidgetUI

/// A cache file's binary form: the magic bytes `HSIC`, the format as a varint, then the
/// instance, its timeline (entries with their archived views), when it arrived, its ledger and
/// its relevance, each type's fields in declaration order (see ``BinaryArchivable``).
extension CachedInstance {
    /// The first bytes of a cache file in the binary form.
    static let magic: [UInt8] = Array("HSIC".utf8)

    /// The bytes of the cache file.
    public func archived() -> [UInt8] {
        var archive = ArchiveWriter()
        archive.writeBytes(Self.magic)
        archive.writeVarint(UInt64(Self.currentFormat))
        archive.write(instance)
        archive.write(timeline)
        archive.write(receivedAt)
        archive.write(ledger)
        archive.write(relevance)
        return archive.bytes
    }

    /// Reads the bytes of a cache file; a file of another format, or one that does not end
    /// where its last field does, is an error.
    public init(archived bytes: [UInt8]) throws(ArchiveError) {
        guard bytes.starts(with: Self.magic) else {
            throw ArchiveError(offset: 0, type: CachedInstance.self, problem: "the file does not start with HSIC")
        }
        var archive = ArchiveReader(bytes, offset: Self.magic.count)
        let formatAt = archive.offset
        let format = try archive.readVarint()
        guard format == UInt64(Self.currentFormat) else {
            throw ArchiveError(offset: formatAt, type: CachedInstance.self, problem: "format \(format) is not \(Self.currentFormat)")
        }
        self.init(format: Self.currentFormat, instance: try archive.read(), timeline: try archive.read(),
                  receivedAt: try archive.read(), ledger: try archive.read(), relevance: try archive.read())
        guard archive.isAtEnd else {
            throw ArchiveError(offset: archive.offset, type: CachedInstance.self, problem: "bytes after the last field")
        }
    }
}

extension WidgetInstance: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(id: try archive.read(), kind: try archive.read(), family: try archive.read(), configuration: try Self.readConfiguration(&archive))
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(id)
        archive.write(kind)
        archive.write(family)
        // Names in order, so that equal configurations write equal bytes.
        let names = configuration.keys.sorted()
        archive.writeVarint(UInt64(names.count))
        for name in names {
            archive.write(name)
            configuration[name]?.archive(into: &archive)
        }
    }

    private static func readConfiguration(_ archive: inout ArchiveReader) throws(ArchiveError) -> ConfigValues {
        let count = try archive.readCount(of: ConfigValues.self)
        var values = ConfigValues(minimumCapacity: count)
        for _ in 0..<count {
            let start = archive.offset
            let name: String = try archive.read()
            guard values.updateValue(try archive.read(), forKey: name) == nil else {
                throw ArchiveError(offset: start, type: ConfigValues.self, problem: "\"\(name)\" is there twice")
            }
        }
        return values
    }
}

extension WidgetInstanceID: BinaryArchivable {}
extension WidgetFamily: BinaryArchivable {}

extension ConfigValue: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .string(try archive.read())
        case 1: self = .integer(try archive.read())
        case 2: self = .boolean(try archive.read())
        case 3: self = .number(try archive.read())
        case let tag: throw .unknownTag(tag, at: start, of: ConfigValue.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch self {
        case let .string(value): archive.writeByte(0); archive.write(value)
        case let .integer(value): archive.writeByte(1); archive.write(value)
        case let .boolean(value): archive.writeByte(2); archive.write(value)
        case let .number(value): archive.writeByte(3); archive.write(value)
        }
    }
}

extension ArchivedTimeline: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(entries: try archive.read(), policy: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(entries)
        archive.write(policy)
    }
}

extension ArchivedEntry: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(date: try archive.read(), relevance: try archive.read(), view: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(date)
        archive.write(relevance)
        archive.write(view)
    }
}

extension TimelineEntryRelevance: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(score: try archive.read(), duration: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(score)
        archive.write(duration)
    }
}

extension TimelineReloadPolicy: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = .atEnd
        case 1: self = .after(try archive.read())
        case 2: self = .never
        case let tag: throw .unknownTag(tag, at: start, of: TimelineReloadPolicy.self)
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        switch storage {
        case .atEnd: archive.writeByte(0)
        case let .after(date): archive.writeByte(1); archive.write(date)
        case .never: archive.writeByte(2)
        }
    }
}

extension ReloadLedger: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(charged: try archive.read(), lastReload: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(charged)
        archive.write(lastReload)
    }
}

extension RelevanceTracker: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(marks: try archive.read(), highestScore: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(marks)
        archive.write(highestScore)
    }
}

extension RelevanceTracker.Mark: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(date: try archive.read(), relevance: try archive.read())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.write(date)
        archive.write(relevance)
    }
}
