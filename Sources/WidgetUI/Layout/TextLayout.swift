/// Fits text into a width: word wrapping, line limits and truncation with "…", all in cells.
///
/// Lines break after spaces and hyphens, and around wide clusters (Chinese, Japanese and
/// Korean text may break between characters); a word longer than the line is broken where it
/// reaches the edge. Text cut by a line limit (or by the rows offered) ends in "…"; with one
/// line, `.head` and `.middle` truncation put the "…" at the start or in the middle.
struct TextLayout {
    /// A line ready to draw: its clusters and width.
    struct Line: Equatable {
        var clusters: [StyledCluster]
        var width: Int { clusters.reduce(0) { $0 + $1.width } }
    }

    /// Paragraph-separated clusters (nil marks a forced line break).
    let clusters: [StyledCluster?]
    let lineLimit: Int?
    let truncation: Text.TruncationMode
    static let ellipsis = "…"

    init(runs: [String], lineLimit: Int?, truncation: Text.TruncationMode) {
        var clusters: [StyledCluster?] = []
        for (index, run) in runs.enumerated() {
            StyledCluster.clusters(of: run, run: index, into: &clusters)
        }
        self.clusters = clusters
        self.lineLimit = lineLimit
        self.truncation = truncation
    }

    /// The lines for a width (nil: as wide as the text wants) and at most `maxRows` rows.
    func lines(width: Int?, maxRows: Int?) -> [Line] {
        var limit = lineLimit.map { max(1, $0) }
        if let maxRows { limit = min(limit ?? Int.max, max(1, maxRows)) }
        guard let width else {
            return truncate(paragraphs(), to: limit, width: nil)
        }
        return truncate(wrap(width: max(1, width)), to: limit, width: max(1, width))
    }

    /// The text cut at forced breaks only.
    private func paragraphs() -> [Line] {
        var lines: [Line] = []
        var current: [StyledCluster] = []
        for cluster in clusters {
            if let cluster {
                current.append(cluster)
            } else {
                lines.append(Line(clusters: current))
                current = []
            }
        }
        lines.append(Line(clusters: current))
        return lines
    }

    /// Greedy wrapping at break opportunities.
    private func wrap(width: Int) -> [Line] {
        var lines: [Line] = []
        var current: [StyledCluster] = []
        var currentWidth = 0
        var breakIndex: Int? = nil // where the next line may start within `current`
        var wrapped = false // the current line began at a soft wrap: its leading spaces go

        func finishLine(keeping carry: [StyledCluster], soft: Bool) {
            lines.append(Line(clusters: Self.trimmingTrailingSpaces(current)))
            current = Array(carry.drop { $0.isSpace })
            currentWidth = current.reduce(0) { $0 + $1.width }
            breakIndex = nil
            wrapped = soft
        }

        for cluster in clusters {
            guard let cluster else {
                finishLine(keeping: [], soft: false)
                continue
            }
            if cluster.isSpace && wrapped && current.isEmpty { continue }
            if currentWidth + cluster.width > width {
                if cluster.isSpace {
                    finishLine(keeping: [], soft: true)
                    continue
                }
                if cluster.isWide {
                    breakIndex = current.count
                }
                if let index = breakIndex, index > 0 {
                    let carry = Array(current[index...])
                    current.removeSubrange(index...)
                    finishLine(keeping: carry, soft: true)
                } else if !current.isEmpty {
                    finishLine(keeping: [], soft: true)
                }
            }
            if cluster.isWide && !current.isEmpty { breakIndex = current.count }
            current.append(cluster)
            currentWidth += cluster.width
            if cluster.isSpace || cluster.isWide || cluster.text == "-" { breakIndex = current.count }
        }
        lines.append(Line(clusters: Self.trimmingTrailingSpaces(current)))
        return lines
    }

    private func truncate(_ lines: [Line], to limit: Int?, width: Int?) -> [Line] {
        let fitsWidth = width.map { w in lines.allSatisfy { $0.width <= w } } ?? true
        if let limit, lines.count > limit {
            var kept = Array(lines.prefix(limit))
            let rest = lines[limit...].flatMap { [StyledCluster(text: " ", width: 1, run: $0.clusters.first?.run ?? 0)] + $0.clusters }
            let lastIndex = kept.count - 1
            let joined = kept[lastIndex].clusters + rest
            kept[lastIndex] = cut(joined, width: width ?? Int.max, limitOne: limit == 1, force: true)
            return kept
        }
        if !fitsWidth, let width {
            return lines.map { $0.width > width ? cut($0.clusters, width: width, limitOne: lines.count == 1, force: true) : $0 }
        }
        return lines
    }

    /// One line cut to `width` with an ellipsis.
    private func cut(_ clusters: [StyledCluster], width: Int, limitOne: Bool, force: Bool) -> Line {
        let total = clusters.reduce(0) { $0 + $1.width }
        if total <= width && !force { return Line(clusters: clusters) }
        let run = clusters.last?.run ?? 0
        let ellipsis = StyledCluster(text: Self.ellipsis, width: 1, run: run)
        let room = max(0, width - 1)
        switch limitOne ? truncation : .tail {
        case .tail:
            var kept = Self.prefix(clusters, width: room)
            kept = Self.trimmingTrailingSpaces(kept)
            return Line(clusters: kept + [ellipsis])
        case .head:
            return Line(clusters: [ellipsis] + Self.suffix(clusters, width: room))
        case .middle:
            let head = Self.prefix(clusters, width: room - room / 2)
            let tail = Self.suffix(clusters, width: room / 2)
            return Line(clusters: head + [ellipsis] + tail)
        }
    }

    private static func prefix(_ clusters: [StyledCluster], width: Int) -> [StyledCluster] {
        var used = 0
        var result: [StyledCluster] = []
        for cluster in clusters {
            guard used + cluster.width <= width else { break }
            used += cluster.width
            result.append(cluster)
        }
        return result
    }

    private static func suffix(_ clusters: [StyledCluster], width: Int) -> [StyledCluster] {
        Array(prefix(clusters.reversed(), width: width).reversed())
    }

    private static func trimmingTrailingSpaces(_ clusters: [StyledCluster]) -> [StyledCluster] {
        var result = clusters
        while result.last?.isSpace == true { result.removeLast() }
        return result
    }
}
