import Archive
import Foundation

extension TextNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TextNode { TextNode(runs: []) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("runs", &runs)
        try coder.field("lineLimit", &lineLimit, default: nil)
        try coder.field("alignment", &alignment, default: .leading)
        try coder.field("truncation", &truncation, default: .tail)
        try coder.field("blockDigits", &prefersBlockDigits, default: false)
        try coder.field("redaction", &redaction, default: RedactionMark())
        try coder.field("timeZone", &timeZone, default: nil)
        try coder.field("accentable", &accentable, default: false)
    }
}

/// A run is its content's fields, then its style: `{"kind": "verbatim", "text": "Hi", "attributes":
/// ["bold"]}`.
extension TextRun: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TextRun { TextRun(content: .blank) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try content.describe(with: &coder)
        try coder.field("foreground", &foreground, default: nil)
        try coder.field("attributes", &attributes, default: [])
    }
}

extension TextContent: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TextContent { .verbatim("") }

    private static let cases = ArchiveCases<TextContent>(["verbatim", "date", "dateRange", "timer"])

    private var tag: Int {
        switch self {
        case .verbatim: 0
        case .date: 1
        case .dateRange: 2
        case .timer: 3
        }
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        switch try coder.variant(tag, of: Self.cases) {
        case 0:
            var text = if case let .verbatim(text) = self { text } else { "" }
            try coder.field("text", &text)
            self = .verbatim(text)
        case 1:
            var (date, style) = if case let .date(date, style) = self { (date, style) } else { (Date.blank, Text.DateStyle.time) }
            try coder.field("date", &date)
            try coder.field("style", &style)
            self = .date(date, style: style)
        case 2:
            var (from, to) = if case let .dateRange(from, to) = self { (from, to) } else { (Date.blank, Date.blank) }
            try coder.field("from", &from)
            try coder.field("to", &to)
            self = .dateRange(from: from, to: to)
        default:
            var (from, to, countsDown, pause) =
                if case let .timer(from, to, countsDown, pause) = self {
                    (from, to, countsDown, pause)
                } else {
                    (Date.blank, Date.blank, false, Date?.none)
                }
            try coder.field("from", &from)
            try coder.field("to", &to)
            try coder.field("countsDown", &countsDown, default: false)
            try coder.field("pause", &pause, default: nil)
            self = .timer(from: from, to: to, countsDown: countsDown, pauseTime: pause)
        }
    }
}

extension RedactionMark: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: RedactionMark { RedactionMark() }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("reasons", &reasons, default: [])
        try coder.field("privacySensitive", &privacySensitive, default: false)
        try coder.field("unredacted", &unredacted, default: false)
        try coder.field("invalidatable", &invalidatable, default: false)
    }
}

extension RedactionReasons: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: RedactionReasons { [] }

    private static let names = ArchiveFlags([("placeholder", 1 << 0), ("privacy", 1 << 1), ("invalidated", 1 << 2)])

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try describeFlags(Self.names, with: &coder)
    }
}

extension TextAttributes: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: TextAttributes { [] }

    private static let names = ArchiveFlags(named.map { ($0.0, UInt64($0.1.rawValue)) })

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try describeFlags(Self.names, with: &coder)
    }
}

extension OptionSet where RawValue: FixedWidthInteger {
    /// The set as its bits (binary) or the names of its flags (JSON).
    mutating func describeFlags<Coder: ArchiveCoder>(_ names: ArchiveFlags, with coder: inout Coder) throws(ArchiveError) {
        let mark = coder.mark
        var bits = UInt64(truncatingIfNeeded: rawValue)
        try coder.flags(&bits, names)
        guard let raw = RawValue(exactly: bits) else { throw coder.failure("bits \(bits) do not fit", in: Self.self, since: mark) }
        self = Self(rawValue: raw)
    }
}

extension Text.TruncationMode: ArchiveNamed {}
extension Text.DateStyle: ArchiveNamed {}
extension TextAlignment: ArchiveNamed {}
