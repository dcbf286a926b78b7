/// Fits text into a width: word wrapping, line limits and truncation with "…", all in cells.
///
/// Lines break after spaces and hyphens, and around wide clusters (Chinese, Japanese and
/// Korean text may break between characters), but never before closing punctuation such as
/// "。" or "」" (``LineStartProhibited``); a word longer than the line is broken where it
/// reaches the edge. Text cut by a line limit (or by the rows offered) ends in "…"; with one
/// line, `.head` and `.middle` truncation put the "…" at the start or in the middle.
///
/// The clusters are prepared once into a ``TextStore``; a line is a range of them (no
/// copying), so measuring the same text at several widths costs little.
struct TextLayout {
    /// Where a line's "…" goes.
    enum Ellipsis: Equatable {
        case none
        /// After `range`.
        case end
        /// Before `range`.
        case start
        /// Between `range` and `tail`.
        case middle
    }

    /// A line ready to draw: a range of clusters, an optional second range (middle
    /// truncation) and where its ellipsis goes.
    struct Line: Equatable {
        var range: Range<Int>
        var tail: Range<Int> = 0..<0
        var ellipsis: Ellipsis = .none
        var width: Int
    }

    static let ellipsis = "…"

    /// The text's clusters in the ``TextStore``.
    let clusterRange: Range<Int>
    /// Its paragraphs (text between forced breaks) in the ``TextStore``.
    let paragraphRange: Range<Int>
    /// The widest paragraph.
    let idealWidth: Int
    /// Clusters other than spaces: the line count when every cluster stands alone.
    let visibleCount: Int
    let lineLimit: Int?
    let truncation: Text.TruncationMode

    /// The number of paragraphs.
    var paragraphCount: Int { paragraphRange.count }

    /// The most lines allowed by the line limit and `maxRows`.
    func limit(maxRows: Int?) -> Int? {
        var limit = lineLimit.map { max(1, $0) }
        if let maxRows { limit = min(limit ?? Int.max, max(1, maxRows)) }
        return limit
    }

    /// The size for a width and rows, without building lines where it can be known
    /// otherwise: the ideal size when the text fits as it is, one cell wide when squeezed to
    /// nothing (every visible cluster on its own line). `scratch` holds the lines when they
    /// must be built (its contents are replaced).
    func size(width: Int?, maxRows: Int?, in store: TextStore, scratch: inout [Line]) -> CellSize {
        let limit = self.limit(maxRows: maxRows)
        let paragraphCount = self.paragraphCount
        if width == nil || (width ?? 0) >= idealWidth, limit.map({ paragraphCount <= $0 }) ?? true {
            return idealWidth == 0 && paragraphCount == 1 ? .zero : CellSize(width: idealWidth, height: paragraphCount)
        }
        if let width, width <= 1 {
            let rows = max(1, visibleCount)
            return CellSize(width: idealWidth == 0 ? 0 : 1, height: limit.map { min($0, rows) } ?? rows)
        }
        scratch.removeAll(keepingCapacity: true)
        appendLines(width: width, maxRows: maxRows, in: store, to: &scratch)
        if scratch.count == 1 && scratch[0].width == 0 { return .zero }
        var widest = 0
        for line in scratch { widest = max(widest, line.width) }
        return CellSize(width: widest, height: scratch.count)
    }

    /// Whether the text shows whole at a width (nil: as wide as it wants) and `maxRows` rows:
    /// no line of it cut with "…". `scratch` holds the lines when they must be built.
    func isWhole(width: Int?, maxRows: Int?, in store: TextStore, scratch: inout [Line]) -> Bool {
        let paragraphCount = self.paragraphCount
        if width == nil || (width ?? 0) >= idealWidth, limit(maxRows: maxRows).map({ paragraphCount <= $0 }) ?? true { return true }
        scratch.removeAll(keepingCapacity: true)
        appendLines(width: width, maxRows: maxRows, in: store, to: &scratch)
        return !scratch.contains { $0.ellipsis != .none }
    }

    /// Appends the lines for a width (nil: as wide as the text wants) and at most `maxRows`
    /// rows to `lines`.
    func appendLines(width: Int?, maxRows: Int?, in store: TextStore, to lines: inout [Line]) {
        let base = lines.count
        let limit = self.limit(maxRows: maxRows)
        let paragraphs = store.paragraphs[paragraphRange]
        guard let width, width < idealWidth || limit.map({ paragraphs.count > $0 }) == true else {
            for paragraph in paragraphs.prefix(limit ?? Int.max) {
                lines.append(Line(range: paragraph.range, width: paragraph.width))
            }
            guard let limit, paragraphs.count > limit else { return }
            let last = base + limit - 1
            lines[last].ellipsis = .end
            lines[last].width += 1
            if let width, lines[last].width > width { lines[last] = cutTail(from: lines[last].range.lowerBound, width: width, in: store) }
            return
        }
        let columns = max(1, width)
        wrap(width: columns, stopAfter: limit.map { $0 + 1 }, in: store, to: &lines)
        if let limit, lines.count - base > limit {
            let last = lines[base + limit - 1]
            lines.removeSubrange((base + limit - 1)...)
            if limit == 1 && truncation != .tail {
                lines.append(truncation == .head ? cutHead(width: columns, in: store) : cutMiddle(width: columns, in: store))
            } else {
                lines.append(cutTail(from: last.range.lowerBound, width: columns, in: store))
            }
        }
    }

    /// Greedy wrapping at break opportunities, paragraph by paragraph, appending to `lines`;
    /// with `stopAfter`, stops once that many lines were appended.
    private func wrap(width: Int, stopAfter: Int?, in store: TextStore, to lines: inout [Line]) {
        let base = lines.count
        let clusters = store.clusters
        for paragraph in store.paragraphs[paragraphRange] {
            let paragraph = paragraph.range
            var start = paragraph.lowerBound
            var index = start
            var lineWidth = 0
            var breakAt: Int? = nil // where the next line may start
            while index < paragraph.upperBound {
                if let stopAfter, lines.count - base >= stopAfter { return }
                let cluster = clusters[index]
                if lineWidth + cluster.width > width && index > start {
                    let end: Int
                    var next: Int
                    if cluster.isSpace || (cluster.isWide && !cluster.isClosing) {
                        (end, next) = (index, index)
                    } else if let breakAt, breakAt > start {
                        (end, next) = (breakAt, breakAt)
                    } else {
                        (end, next) = (index, index)
                    }
                    lines.append(trimmed(start..<end, in: clusters))
                    while next < paragraph.upperBound && clusters[next].isSpace { next += 1 }
                    start = next
                    lineWidth = 0
                    for carried in start..<max(start, index) { lineWidth += clusters[carried].width }
                    breakAt = nil
                    if next > index { index = next }
                    continue
                }
                lineWidth += cluster.width
                // Kinsoku: no break before closing punctuation, so a line may start before a
                // wide cluster only when it is not one, and after a cluster only when the next
                // is not one.
                if cluster.isWide && !cluster.isClosing && index > start { breakAt = index }
                if (cluster.breaksAfter || cluster.isWide) && !(index + 1 < paragraph.upperBound && clusters[index + 1].isClosing) {
                    breakAt = index + 1
                }
                index += 1
            }
            if let stopAfter, lines.count - base >= stopAfter { return }
            lines.append(trimmed(start..<paragraph.upperBound, in: clusters))
        }
    }

    /// `range` without its trailing spaces, measured.
    private func trimmed(_ range: Range<Int>, in clusters: [TextCluster]) -> Line {
        var end = range.upperBound
        while end > range.lowerBound && clusters[end - 1].isSpace { end -= 1 }
        return Line(range: range.lowerBound..<end, width: Self.width(range.lowerBound..<end, in: clusters))
    }

    private static func width(_ range: Range<Int>, in clusters: [TextCluster]) -> Int {
        var total = 0
        for index in range { total += clusters[index].width }
        return total
    }

    /// The paragraph holding `index`, from `index` on, cut to `width` with "…" at the end.
    private func cutTail(from index: Int, width: Int, in store: TextStore) -> Line {
        let clusters = store.clusters
        let paragraphEnd = store.paragraphs[paragraphRange].first { $0.range.contains(index) }?.range.upperBound ?? clusterRange.upperBound
        var end = index
        var used = 0
        while end < paragraphEnd && used + clusters[end].width <= width - 1 {
            used += clusters[end].width
            end += 1
        }
        var line = trimmed(index..<end, in: clusters)
        line.ellipsis = .end
        line.width += 1
        return line
    }

    /// "…" then the end of the text.
    private func cutHead(width: Int, in store: TextStore) -> Line {
        let range = suffix(clusterRange.upperBound, width: width - 1, in: store.clusters)
        return Line(range: range, ellipsis: .start, width: Self.width(range, in: store.clusters) + 1)
    }

    /// The start and the end of the text around "…".
    private func cutMiddle(width: Int, in store: TextStore) -> Line {
        let clusters = store.clusters
        let room = width - 1
        var end = clusterRange.lowerBound
        var used = 0
        while end < clusterRange.upperBound && used + clusters[end].width <= room - room / 2 {
            used += clusters[end].width
            end += 1
        }
        let tail = suffix(clusterRange.upperBound, width: room / 2, in: clusters)
        return Line(range: clusterRange.lowerBound..<end, tail: tail, ellipsis: .middle, width: used + 1 + Self.width(tail, in: clusters))
    }

    /// The longest run of this text's clusters ending at `end` that fits `width`.
    private func suffix(_ end: Int, width: Int, in clusters: [TextCluster]) -> Range<Int> {
        var start = end
        var used = 0
        while start > clusterRange.lowerBound && used + clusters[start - 1].width <= width {
            used += clusters[start - 1].width
            start -= 1
        }
        return start..<end
    }
}
