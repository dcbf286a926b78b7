import Foundation

extension Int: Archivable {
    public static var blank: Int { 0 }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Bool: Archivable {
    public static var blank: Bool { false }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Double: Archivable {
    public static var blank: Double { 0 }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Float: Archivable {
    public static var blank: Float { 0 }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension String: Archivable {
    public static var blank: String { "" }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Date: Archivable {
    public static var blank: Date { Date(timeIntervalSinceReferenceDate: 0) }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension URL: Archivable {
    public static var blank: URL { URL(fileURLWithPath: "/") }

    /// Its absolute string.
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        let mark = coder.mark
        var string = absoluteString
        try coder.code(&string)
        guard let url = URL(string: string) else { throw coder.failure("\"\(string)\" is not a URL", in: URL.self, since: mark) }
        self = url
    }
}

extension Optional: Archivable where Wrapped: Archivable {
    public static var blank: Wrapped? { nil }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Array: Archivable where Element: Archivable {
    public static var blank: [Element] { [] }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}

extension Dictionary: Archivable where Key == String, Value: Archivable {
    public static var blank: [String: Value] { [:] }
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) { try coder.code(&self) }
}
