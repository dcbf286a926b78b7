import Foundation

extension Int: BinaryArchivable {
    /// Zigzag-encoded, so that small negative numbers stay short.
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let zigzag = try archive.readVarint()
        self = Int(truncatingIfNeeded: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }

    public func archive(into archive: inout ArchiveWriter) {
        let value = Int64(self)
        archive.writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }
}

extension Bool: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        switch try archive.readByte() {
        case 0: self = false
        case 1: self = true
        case let byte: throw ArchiveError(offset: start, type: Bool.self, problem: "byte \(byte) is neither 0 nor 1")
        }
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.writeByte(self ? 1 : 0)
    }
}

extension Double: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self = Double(bitPattern: try archive.readFixed())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.writeFixed(bitPattern)
    }
}

extension Float: BinaryArchivable {
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self = Float(bitPattern: try archive.readFixed())
    }

    public func archive(into archive: inout ArchiveWriter) {
        archive.writeFixed(bitPattern)
    }
}

extension String: BinaryArchivable {
    /// Its UTF-8 byte count, then the bytes; bytes that are not UTF-8 are an error.
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        let count = try archive.readCount(of: String.self)
        guard let string = String(validating: try archive.readBytes(count), as: UTF8.self) else {
            throw ArchiveError(offset: start, type: String.self, problem: "the bytes are not UTF-8")
        }
        self = string
    }

    public func archive(into archive: inout ArchiveWriter) {
        var copy = self
        copy.withUTF8 { utf8 in
            archive.writeVarint(UInt64(utf8.count))
            archive.writeBytes(utf8)
        }
    }
}

extension Date: BinaryArchivable {
    /// Seconds since the reference date, the `Double` a `Date` holds, so it reads back equal.
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        self.init(timeIntervalSinceReferenceDate: try Double(from: &archive))
    }

    public func archive(into archive: inout ArchiveWriter) {
        timeIntervalSinceReferenceDate.archive(into: &archive)
    }
}

extension URL: BinaryArchivable {
    /// Its absolute string.
    public init(from archive: inout ArchiveReader) throws(ArchiveError) {
        let start = archive.offset
        let string = try String(from: &archive)
        guard let url = URL(string: string) else {
            throw ArchiveError(offset: start, type: URL.self, problem: "\"\(string)\" is not a URL")
        }
        self = url
    }

    public func archive(into archive: inout ArchiveWriter) {
        absoluteString.archive(into: &archive)
    }
}
