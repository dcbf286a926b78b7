/// Fits text into a width: word wrapping, line limits and truncation with "…", all in cells.
///
/// Lines break after spaces and hyphens, and around wide clusters (Chinese, Japanese and
/// Korean text may break between characters); a word longer than the line is broken where it
/// reaches the edge. Text cut by a line limit (or by the rows offered) ends in "…"; with one
/// line, `.head` and `.middle` truncation put the "…" at the start or in the middle.
///
/// The clusters are prepared once; a line is a range of them (no copying), so measuring the
/// same text at several widths costs little.
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

    /// Every cluster of the text, paragraphs one after another.
    let clusters: [StyledCluster]
    /// The paragraphs (text between forced breaks) as ranges of ``clusters``.
    let paragraphs: [Range<Int>]
    /// Each paragraph's width.
    let paragraphWidths: [Int]
    /// The widest paragraph.
    let idealWidth: Int
    /// Clusters other than spaces: the line count when every cluster stands alone.
    let visibleCount: Int
    let lineLimit: Int?
    let truncation: Text.TruncationMode

    init(runs: [String], lineLimit: Int?, truncation: Text.TruncationMode) {
        var clusters: [StyledCluster] = []
        clusters.reserveCapacity(runs.reduce(0) { $0 + $1.utf8.count })
        var paragraphs: [Range<Int>] = []
        var widths: [Int] = []
        var start = 0
        var width = 0
        var visible = 0
        for (index, run) in runs.enumerated() {
            StyledCluster.forEachCluster(of: run, run: index) { cluster in
                guard let cluster else {
                    paragraphs.append(start..<clusters.count)
                    widths.append(width)
                    start = clusters.count
                    width = 0
                    return
                }
                clusters.append(cluster)
                width += cluster.width
                if !cluster.isSpace { visible += 1 }
            }
        }
        paragraphs.append(start..<clusters.count)
        widths.append(width)
        self.clusters = clusters
        self.paragraphs = paragraphs
        self.paragraphWidths = widths
        self.idealWidth = widths.max() ?? 0
        self.visibleCount = visible
        self.lineLimit = lineLimit
        self.truncation = truncation
    }

    /// The text of one range of clusters.
    func string(_ range: Range<Int>) -> String {
        clusters[range].map(\.text).joined()
    }

    /// The most lines allowed by the line limit and `maxRows`.
    func limit(maxRows: Int?) -> Int? {
        var limit = lineLimit.map { max(1, $0) }
        if let maxRows { limit = min(limit ?? Int.max, max(1, maxRows)) }
        return limit
    }

    /// The size for a width and rows, without building lines where it can be known
    /// otherwise: the ideal size when the text fits as it is, one cell wide when squeezed to
    /// nothing (every visible cluster on its own line).
    func size(width: Int?, maxRows: Int?) -> CellSize {
        let limit = self.limit(maxRows: maxRows)
        if width == nil || (width ?? 0) >= idealWidth, limit.map({ paragraphs.count <= $0 }) ?? true {
            return idealWidth == 0 && paragraphs.count == 1 ? .zero : CellSize(width: idealWidth, height: paragraphs.count)
        }
        if let width, width <= 1 {
            let rows = max(1, visibleCount)
            return CellSize(width: idealWidth == 0 ? 0 : 1, height: limit.map { min($0, rows) } ?? rows)
        }
        let lines = self.lines(width: width, maxRows: maxRows)
        if lines.count == 1 && lines[0].width == 0 { return .zero }
        var widest = 0
        for line in lines { widest = max(widest, line.width) }
        return CellSize(width: widest, height: lines.count)
    }

    /// The lines for a width (nil: as wide as the text wants) and at most `maxRows` rows.
    func lines(width: Int?, maxRows: Int?) -> [Line] {
        let limit = self.limit(maxRows: maxRows)
        guard let width, width < idealWidth || limit.map({ paragraphs.count > $0 }) == true else {
            let whole = paragraphs.indices.map { Line(range: paragraphs[$0], width: paragraphWidths[$0]) }
            guard let limit, whole.count > limit else { return whole }
            var kept = Array(whole.prefix(limit))
            kept[limit - 1].ellipsis = .end
            kept[limit - 1].width += 1
            if let width, kept[limit - 1].width > width { kept[limit - 1] = cutTail(from: kept[limit - 1].range.lowerBound, width: width) }
            return kept
        }
        let columns = max(1, width)
        var lines = wrap(width: columns, stopAfter: limit.map { $0 + 1 })
        if let limit, lines.count > limit {
            let last = lines[limit - 1]
            lines.removeSubrange((limit - 1)...)
            if limit == 1 && truncation != .tail {
                lines.append(truncation == .head ? cutHead(width: columns) : cutMiddle(width: columns))
            } else {
                lines.append(cutTail(from: last.range.lowerBound, width: columns))
            }
        }
        return lines
    }

    /// Greedy wrapping at break opportunities, paragraph by paragraph; with `stopAfter`, stops
    /// once that many lines exist.
    private func wrap(width: Int, stopAfter: Int?) -> [Line] {
        var lines: [Line] = []
        lines.reserveCapacity(8)
        for paragraph in paragraphs {
            var start = paragraph.lowerBound
            var index = start
            var lineWidth = 0
            var breakAt: Int? = nil // where the next line may start
            while index < paragraph.upperBound {
                if let stopAfter, lines.count >= stopAfter { return lines }
                let cluster = clusters[index]
                if lineWidth + cluster.width > width && index > start {
                    let end: Int
                    var next: Int
                    if cluster.isSpace || cluster.isWide {
                        (end, next) = (index, index)
                    } else if let breakAt, breakAt > start {
                        (end, next) = (breakAt, breakAt)
                    } else {
                        (end, next) = (index, index)
                    }
                    lines.append(trimmed(start..<end))
                    while next < paragraph.upperBound && clusters[next].isSpace { next += 1 }
                    start = next
                    lineWidth = 0
                    for carried in start..<max(start, index) { lineWidth += clusters[carried].width }
                    breakAt = nil
                    if next > index { index = next }
                    continue
                }
                lineWidth += cluster.width
                if cluster.breaksAfter || cluster.isWide { breakAt = index + 1 }
                index += 1
            }
            if let stopAfter, lines.count >= stopAfter { return lines }
            lines.append(trimmed(start..<paragraph.upperBound))
        }
        return lines
    }

    /// `range` without its trailing spaces, measured.
    private func trimmed(_ range: Range<Int>) -> Line {
        var end = range.upperBound
        while end > range.lowerBound && clusters[end - 1].isSpace { end -= 1 }
        return Line(range: range.lowerBound..<end, width: width(range.lowerBound..<end))
    }

    private func width(_ range: Range<Int>) -> Int {
        var total = 0
        for index in range { total += clusters[index].width }
        return total
    }

    /// The paragraph holding `index`, from `index` on, cut to `width` with "…" at the end.
    private func cutTail(from index: Int, width: Int) -> Line {
        let paragraphEnd = paragraphs.first { $0.contains(index) }?.upperBound ?? clusters.count
        var end = index
        var used = 0
        while end < paragraphEnd && used + clusters[end].width <= width - 1 {
            used += clusters[end].width
            end += 1
        }
        var line = trimmed(index..<end)
        line.ellipsis = .end
        line.width += 1
        return line
    }

    /// "…" then the end of the text.
    private func cutHead(width: Int) -> Line {
        let range = suffix(clusters.count, width: width - 1)
        return Line(range: range, ellipsis: .start, width: self.width(range) + 1)
    }

    /// The start and the end of the text around "…".
    private func cutMiddle(width: Int) -> Line {
        let room = width - 1
        var end = 0
        var used = 0
        while end < clusters.count && used + clusters[end].width <= room - room / 2 {
            used += clusters[end].width
            end += 1
        }
        let tail = suffix(clusters.count, width: room / 2)
        return Line(range: 0..<end, tail: tail, ellipsis: .middle, width: used + 1 + self.width(tail))
    }

    /// The longest run of clusters ending at `end` that fits `width`.
    private func suffix(_ end: Int, width: Int) -> Range<Int> {
        var start = end
        var used = 0
        while start > 0 && used + clusters[start - 1].width <= width {
            used += clusters[start - 1].width
            start -= 1
        }
        return start..<end
    }
}
