import Synchronization

/// A cell's grapheme cluster kept as plain bits, so that a ``Cell`` is bitwise copyable:
/// creating, copying, comparing and freeing a buffer of cells counts no references.
///
/// Up to 15 UTF-8 bytes (every stable cluster `TerminalGrapheme` writes but the rare ones of
/// several spacing letters with marks) are stored inline, the byte count in the last byte.
/// A longer cluster is interned, once per process, in a table shared by every buffer, and
/// the cell holds its index. Equal clusters have equal bits: inline ones byte for byte, and
/// the table hands out one index per distinct string.
struct CellGrapheme: Hashable, Sendable, BitwiseCopyable {
    /// Bytes 0..<15 (memory order): the UTF-8 of an inline cluster, zero-padded. For an
    /// interned one, the low 32 bits of `low` are its index.
    private var low: UInt64
    /// Bytes 8..<16; its last byte (byte 15) is the inline byte count, or `interned`.
    private var high: UInt64

    /// The marker in byte 15 of an interned cluster.
    private static let interned: UInt8 = 0xFF
    /// Bytes that fit inline.
    static let inlineCapacity = 15

    /// The empty cluster (a continuation cell).
    static let empty = CellGrapheme(low: 0, high: 0)
    /// A space (a blank cell).
    static let space = CellGrapheme(low: UInt64(littleEndian: 0x20), high: UInt64(littleEndian: 1 << 56))

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The cluster `text`.
    @inline(__always)
    init(_ text: String) {
        var text = text
        let stored = text.withUTF8 { bytes -> CellGrapheme? in
            bytes.count <= Self.inlineCapacity ? CellGrapheme(utf8: bytes) : nil
        }
        self = stored ?? CellGrapheme(internedIndex: GraphemeTable.shared.index(of: text))
    }

    /// The cluster of at most ``inlineCapacity`` UTF-8 bytes (any further bytes are dropped).
    @inline(__always)
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        let count = min(bytes.count, Self.inlineCapacity)
        // The bytes in memory order: byte i of the pair is bits 8i of a little-endian word.
        var low: UInt64 = 0
        var high = UInt64(count) << 56
        for index in 0..<min(count, 8) { low |= UInt64(bytes[index]) << (8 * index) }
        if count > 8 {
            for index in 8..<count { high |= UInt64(bytes[index]) << (8 * (index - 8)) }
        }
        self.init(low: UInt64(littleEndian: low), high: UInt64(littleEndian: high))
    }

    private init(internedIndex: UInt32) {
        var words: (UInt64, UInt64) = (UInt64(internedIndex), 0)
        withUnsafeMutableBytes(of: &words) { raw in raw[Self.inlineCapacity] = Self.interned }
        self.init(low: words.0, high: words.1)
    }

    /// Byte 15: the inline byte count, or the interned marker.
    @inline(__always)
    private var tag: UInt8 {
        withUnsafeBytes(of: (low, high)) { $0[Self.inlineCapacity] }
    }

    /// True for the empty cluster.
    @inline(__always)
    var isEmpty: Bool { low == 0 && high == 0 }

    /// The cluster as a string.
    var string: String {
        let tag = tag
        if tag == Self.interned {
            return GraphemeTable.shared.string(at: UInt32(truncatingIfNeeded: low))
        }
        return withUnsafeBytes(of: (low, high)) { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<Int(tag)]), as: UTF8.self)
        }
    }

    /// True when every byte of the cluster is ASCII.
    var isASCII: Bool {
        let tag = tag
        guard tag != Self.interned else { return false }
        return withUnsafeBytes(of: (low, high)) { raw in raw[0..<Int(tag)].allSatisfy { $0 < 0x80 } }
    }
}

/// Clusters too long to keep inline in a cell, each stored once for the whole process.
private final class GraphemeTable: Sendable {
    static let shared = GraphemeTable()

    private struct Contents {
        var strings: [String] = []
        /// Keyed by bytes, not by `String` (whose equality is canonical equivalence): a cell
        /// draws exactly the bytes it was given.
        var indices: [[UInt8]: UInt32] = [:]
    }

    private let contents = Mutex(Contents())

    func index(of text: String) -> UInt32 {
        contents.withLock { contents in
            let bytes = Array(text.utf8)
            if let index = contents.indices[bytes] { return index }
            let index = UInt32(contents.strings.count)
            contents.strings.append(text)
            contents.indices[bytes] = index
            return index
        }
    }

    func string(at index: UInt32) -> String {
        contents.withLock { $0.strings[Int(index)] }
    }
}
