import CellGrid

/// One grapheme cluster of prepared text: where its stable form lies in the store's UTF-8
/// bytes, its width, its run, and where lines may break. A plain value, so arrays of clusters
/// cost one allocation and nothing per element to build or free.
struct TextCluster: Equatable {
    /// The offset of the cluster's bytes in ``TextStore/utf8``.
    private var offset: UInt32
    /// The index of the run it belongs to (for its style).
    var run: Int32
    /// Cells it takes (a cluster keeps at most five code points: a few cells at most).
    private var cells: UInt8
    /// The number of bytes (at most five code points of four bytes).
    var byteCount: UInt8
    /// Where lines may break around it: ``isSpace``, ``breaksAfter``, ``isClosing``.
    private var flags: UInt8

    // Twelve bytes a cluster: a thousand texts' clusters fit in a few pages.
    init(start: Int, width: Int, run: Int32, byteCount: Int, isSpace: Bool, breaksAfter: Bool, isClosing: Bool = false) {
        offset = UInt32(truncatingIfNeeded: start)
        cells = UInt8(truncatingIfNeeded: width)
        self.run = run
        self.byteCount = UInt8(truncatingIfNeeded: byteCount)
        flags = (isSpace ? 1 : 0) | (breaksAfter ? 2 : 0) | (isClosing ? 4 : 0)
    }

    /// A space: lines break after it, and it is dropped at a line's end.
    var isSpace: Bool { flags & 1 != 0 }
    /// A line may break after it (a space or a hyphen).
    var breaksAfter: Bool { flags & 2 != 0 }
    /// Closing punctuation, which no line starts with (kinsoku): see ``LineStartProhibited``.
    var isClosing: Bool { flags & 4 != 0 }

    /// The offset of the cluster's bytes in ``TextStore/utf8``.
    var start: Int { Int(offset) }
    /// Cells it takes.
    var width: Int { Int(cells) }
    /// A line may break before and after a wide cluster (CJK text has no spaces).
    var isWide: Bool { cells >= 2 }
}

/// A paragraph of prepared text (text between forced breaks): its clusters and its width.
struct TextParagraph: Equatable {
    var range: Range<Int>
    var width: Int
}

/// The prepared text of every text node of a layout, in three flat arrays: the stable form
/// of each cluster as UTF-8, the clusters, and the paragraphs. A ``TextLayout`` is a range of
/// them, so preparing and laying out a thousand texts allocates nothing per text.
struct TextStore {
    private(set) var utf8: [UInt8] = []
    private(set) var clusters: [TextCluster] = []
    private(set) var paragraphs: [TextParagraph] = []

    /// Makes room for about `bytes` bytes (and clusters) of text.
    mutating func reserveCapacity(bytes: Int) {
        utf8.reserveCapacity(bytes)
        clusters.reserveCapacity(bytes)
    }

    /// Prepares the runs of `text`, live ones formatted by `formatter` (with `narrow`, the
    /// live dates that have one in their narrow form), and returns where they lie.
    mutating func prepare(_ text: TextNode, formatter: DateTextFormatter, narrow: Bool = false) -> TextLayout {
        let firstCluster = clusters.count
        let firstParagraph = paragraphs.count
        var start = firstCluster
        var width = 0
        for (index, run) in text.runs.enumerated() {
            appendClusters(
                of: formatter.string(for: run.content, inZone: text.timeZone, narrow: narrow), run: Int32(truncatingIfNeeded: index),
                paragraphStart: &start, width: &width)
        }
        paragraphs.append(TextParagraph(range: start..<clusters.count, width: width))
        var ideal = 0
        for paragraph in paragraphs[firstParagraph...] { ideal = max(ideal, paragraph.width) }
        var visible = 0
        for cluster in clusters[firstCluster...] where !cluster.isSpace { visible += 1 }
        return TextLayout(
            clusterRange: firstCluster..<clusters.count, paragraphRange: firstParagraph..<paragraphs.count,
            idealWidth: ideal, visibleCount: visible, lineLimit: text.lineLimit, truncation: text.truncation)
    }

    /// Formats `text` again (its live runs for `formatter`'s instant) into the place of its
    /// earlier preparation `layout`, when the new clusters match the old ones in everything
    /// layout reads (count, widths, runs, break opportunities, byte lengths, paragraphs): a
    /// countdown's next second, whose digits are as wide as the last. Returns whether the
    /// text's bytes changed, or nil, having changed nothing, when the clusters do not match
    /// (the text then needs laying out anew). With `narrow`, `layout` is the text's narrow
    /// form and is formatted again as such.
    mutating func replaceText(_ layout: TextLayout, with text: TextNode, formatter: DateTextFormatter, narrow: Bool = false) -> Bool? {
        var fresh = TextStore()
        let new = fresh.prepare(text, formatter: formatter, narrow: narrow)
        guard new.clusterRange.count == layout.clusterRange.count, new.paragraphRange.count == layout.paragraphRange.count,
            new.idealWidth == layout.idealWidth, new.visibleCount == layout.visibleCount
        else { return nil }
        let firstCluster = layout.clusterRange.lowerBound
        for (old, new) in zip(paragraphs[layout.paragraphRange], fresh.paragraphs) {
            guard old.width == new.width, old.range.lowerBound - firstCluster == new.range.lowerBound,
                old.range.count == new.range.count
            else { return nil }
        }
        guard let first = layout.clusterRange.first else { return false }
        // A text's clusters lie one after another in `utf8`, so equal lengths mean the new
        // bytes take exactly the old ones' place.
        let base = clusters[first].start
        for (old, new) in zip(clusters[layout.clusterRange], fresh.clusters) {
            guard old.start - base == new.start, old.width == new.width, old.byteCount == new.byteCount, old.run == new.run,
                old.isSpace == new.isSpace, old.breaksAfter == new.breaksAfter, old.isClosing == new.isClosing
            else { return nil }
        }
        let range = base..<(base + fresh.utf8.count)
        guard !utf8[range].elementsEqual(fresh.utf8) else { return false }
        utf8.replaceSubrange(range, with: fresh.utf8)
        return true
    }

    /// The text of a range of clusters.
    func string(_ range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        let end = clusters[last].start + Int(clusters[last].byteCount)
        return String(decoding: utf8[clusters[first].start..<end], as: UTF8.self)
    }

    /// Appends the clusters of `text`: tabs become spaces, newlines end a paragraph.
    private mutating func appendClusters(of text: String, run: Int32, paragraphStart: inout Int, width: inout Int) {
        // Fast path: printable ASCII is one cell per byte and never rewritten.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in text.utf8 {
                let isSpace = byte == 0x20
                clusters.append(
                    TextCluster(
                        start: utf8.count, width: 1, run: run, byteCount: 1, isSpace: isSpace,
                        breaksAfter: isSpace || byte == 0x2D))
                utf8.append(byte)
            }
            width += text.utf8.count
            return
        }
        // Fast path: text whose every code point stands alone as a cluster (CJK, kana, Hangul
        // syllables, Latin, Greek, Cyrillic, punctuation, box drawing) skips segmentation.
        if text.unicodeScalars.allSatisfy(TerminalGrapheme.standsAlone) {
            for scalar in text.unicodeScalars {
                let scalarWidth = TerminalGrapheme.scalarWidth(scalar)
                if scalarWidth < 0 {
                    append(TerminalGrapheme.replacement, width: 1, run: run)
                    width += 1
                } else {
                    append(scalar, width: scalarWidth, run: run)
                    width += scalarWidth
                }
            }
            return
        }
        for character in text {
            // "\r\n" is one character whose ASCII value is that of "\n".
            let ascii = character.asciiValue
            if ascii == 0x0A || ascii == 0x0D {
                paragraphs.append(TextParagraph(range: paragraphStart..<clusters.count, width: width))
                paragraphStart = clusters.count
                width = 0
                continue
            }
            if ascii == 0x09 {
                append(" ", width: 1, run: run)
                width += 1
                continue
            }
            if let ascii, ascii >= 0x20, ascii < 0x7F {
                // Printable ASCII between other clusters: one cell, never rewritten.
                utf8.append(ascii)
                appendCluster(start: utf8.count - 1, width: 1, run: run)
                width += 1
                continue
            }
            let grapheme = TerminalGrapheme(character)
            if grapheme.width == 0 { continue }
            append(grapheme.text, width: grapheme.width, run: run)
            width += grapheme.width
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar, width: Int, run: Int32) {
        let start = utf8.count
        utf8.append(contentsOf: scalar.utf8)
        appendCluster(start: start, width: width, run: run)
    }

    private mutating func append(_ text: String, width: Int, run: Int32) {
        let start = utf8.count
        utf8.append(contentsOf: text.utf8)
        appendCluster(start: start, width: width, run: run)
    }

    private mutating func appendCluster(start: Int, width: Int, run: Int32) {
        let count = utf8.count - start
        let isSingleByte = count == 1
        let isSpace = isSingleByte && utf8[start] == 0x20
        clusters.append(
            TextCluster(
                start: start, width: width, run: run, byteCount: count,
                isSpace: isSpace, breaksAfter: isSpace || (isSingleByte && utf8[start] == 0x2D),
                isClosing: !isSingleByte && LineStartProhibited.contains(utf8[start..<utf8.count])))
    }
}
