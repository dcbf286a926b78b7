/// Paints a laid-out tree into a buffer.
///
/// Shapes fill with background color and stroke with box-drawing lines; text keeps the
/// background already painted beneath it. Text and images masked by redaction become skeleton
/// bars (``Painter/skeletonGlyph``) of their exact width and line count; shapes, fills and
/// spacing stay as they are.
struct Painter {
    /// The glyph of placeholder skeleton bars: a lower three-quarter block, so bars on
    /// consecutive lines stay apart.
    static let skeletonGlyph = "▆"

    let context: RenderContext
    var buffer: CellBuffer
    /// False when the host has already drawn the container background across the whole tile.
    var drawsContainerBackground = true
    private(set) var links: [LinkTarget] = []
    private(set) var widgetURLs: [URL] = []

    init(context: RenderContext, buffer: CellBuffer) {
        self.context = context
        self.buffer = buffer
    }

    private var palette: ColorPalette { context.palette }

    mutating func paint(_ node: LayoutNode, clip: CellRect) {
        let frame = node.frame
        let clip = clip.intersection(frame)
        switch node.kind {
        case .text(let text):
            paintText(node, text, clip: clip)
        case .image(let image):
            paintImage(image, frame: frame, clip: clip)
        case .shape(let shape):
            ShapePainter(palette: palette).paint(shape, in: frame, clip: clip, buffer: &buffer)
        case .divider(let color):
            let style = CellStyle(foreground: palette.resolve(color) ?? .default, attributes: palette.usesColor ? [] : .dim)
            if node.parentAxis == .horizontal {
                for y in frame.minY..<frame.maxY { buffer.put("│", at: CellPoint(x: frame.minX, y: y), style: style, clip: clip, keepsBackground: true) }
            } else {
                buffer.putRepeating("─", width: 1, count: frame.width, at: frame.origin, style: style, clip: clip, keepsBackground: true)
            }
        case .progress(let progress):
            paintProgress(progress, frame: frame, clip: clip)
        case .stack, .padding, .frame, .fixedSize, .layoutPriority:
            for child in node.children { paint(child, clip: clip) }
        case .background:
            if node.children.count > 1 { paint(node.children[1], clip: clip) }
            if let content = node.content { paint(content, clip: clip) }
        case .containerBackground:
            if drawsContainerBackground, node.children.count > 1 { paint(node.children[1], clip: clip) }
            if let content = node.content { paint(content, clip: clip) }
        case .overlay:
            if let content = node.content { paint(content, clip: clip) }
            if node.children.count > 1 { paint(node.children[1], clip: clip) }
        case .hidden, .spacer:
            break
        case .link(let url):
            links.append(LinkTarget(url: url, frame: frame))
            if let content = node.content { paint(content, clip: clip) }
        case .widgetURL(let url):
            widgetURLs.append(url)
            if let content = node.content { paint(content, clip: clip) }
        }
    }

    private func style(foreground: ColorValue?, attributes: TextAttributes, redaction: RedactionMark) -> CellStyle {
        let value = foreground ?? .primary
        var attributes = attributes.union(palette.substituteAttributes(for: value))
        if redaction.dims(hostReasons: context.redactionReasons) { attributes.insert(.dim) }
        if palette.usesColor, value.opacity < 0.75 { attributes.insert(.dim) }
        return CellStyle(foreground: palette.resolve(value) ?? .default, attributes: attributes)
    }

    private var skeletonStyle: CellStyle {
        CellStyle(foreground: palette.skeleton, attributes: palette.usesColor ? [] : .dim)
    }

    private mutating func paintText(_ node: LayoutNode, _ text: TextNode, clip: CellRect) {
        let frame = node.frame
        let masked = text.redaction.masks(hostReasons: context.redactionReasons)
        if let rows = node.blockRows {
            let run = text.runs.first
            let cellStyle = style(foreground: run?.foreground, attributes: run?.attributes ?? [], redaction: text.redaction)
            for (offset, row) in rows.enumerated() {
                let width = DisplayWidth.of(row)
                let x = frame.minX + offsetFor(text.alignment, width: width, in: frame.width)
                let content = masked ? String(repeating: Self.skeletonGlyph, count: width) : row
                buffer.put(content, at: CellPoint(x: x, y: frame.minY + offset), style: masked ? skeletonStyle : cellStyle,
                           clip: clip, keepsBackground: true)
            }
            return
        }
        let styles = RunStyles(text: text) { self.style(foreground: $0.foreground, attributes: $0.attributes, redaction: text.redaction) }
        for (offset, line) in node.lines.enumerated() {
            let y = frame.minY + offset
            let x = frame.minX + offsetFor(text.alignment, width: line.width, in: frame.width)
            if masked {
                buffer.putRepeating(Self.skeletonGlyph, width: 1, count: line.width, at: CellPoint(x: x, y: y),
                                    style: skeletonStyle, clip: clip, keepsBackground: true)
                continue
            }
            guard let text = node.text else { continue }
            drawLine(line, of: text, styles: styles, at: CellPoint(x: x, y: y), clip: clip)
        }
    }

    /// Draws one laid-out line: its clusters, and its "…" where truncation put it (in the
    /// style of the text next to it).
    private mutating func drawLine(_ line: TextLayout.Line, of text: TextLayout, styles: RunStyles, at point: CellPoint, clip: CellRect) {
        let styleOf = { (run: Int) -> CellStyle in styles[run] }
        let neighbour = line.ellipsis == .start ? line.range.lowerBound : max(line.range.lowerBound, line.range.upperBound - 1)
        let ellipsisStyle = styleOf(text.clusters[safe: neighbour]?.run ?? 0)
        var x = point.x
        if line.ellipsis == .start {
            x = buffer.putCluster(TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
        }
        for range in line.ellipsis == .middle ? [line.range, line.tail] : [line.range] {
            if range == line.tail {
                x = buffer.putCluster(TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
            }
            for index in range {
                let cluster = text.clusters[index]
                x = buffer.putCluster(cluster.text, width: cluster.width, at: CellPoint(x: x, y: point.y), style: styleOf(cluster.run),
                                      clip: clip, keepsBackground: true)
            }
        }
        if line.ellipsis == .end {
            buffer.putCluster(TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
        }
    }

    private func offsetFor(_ alignment: TextAlignment, width: Int, in space: Int) -> Int {
        switch alignment {
        case .leading: return 0
        case .center: return max(0, (space - width) / 2)
        case .trailing: return max(0, space - width)
        }
    }

    private mutating func paintImage(_ image: ImageNode, frame: CellRect, clip: CellRect) {
        let masked = image.redaction.masks(hostReasons: context.redactionReasons)
        let cellStyle = masked ? skeletonStyle : style(foreground: image.foreground, attributes: image.attributes, redaction: image.redaction)
        for (offset, line) in image.lines.enumerated() {
            let content = masked ? String(repeating: Self.skeletonGlyph, count: DisplayWidth.of(line)) : line
            buffer.put(content, at: CellPoint(x: frame.minX, y: frame.minY + offset), style: cellStyle, clip: clip, keepsBackground: true)
        }
    }

    private mutating func paintProgress(_ progress: ProgressNode, frame: CellRect, clip: CellRect) {
        let tint = CellStyle(foreground: palette.resolve(progress.tint) ?? .default, attributes: palette.usesColor ? [] : .bold)
        let track = CellStyle(foreground: palette.resolve(ColorValue(.tertiary)) ?? .default, attributes: palette.usesColor ? [] : .dim)
        let fraction = progress.fraction(at: context.now)
        if progress.style == .circular {
            let rings = ["○", "◔", "◑", "◕", "●"]
            let glyph = fraction.map { rings[Int(($0 * 4).rounded())] } ?? "◌"
            buffer.put(glyph, at: frame.origin, style: tint, clip: clip, keepsBackground: true)
            return
        }
        guard let fraction else {
            buffer.putRepeating("┄", width: 1, count: frame.width, at: frame.origin, style: track, clip: clip, keepsBackground: true)
            return
        }
        let filled = Int((fraction * Double(frame.width)).rounded())
        buffer.putRepeating("━", width: 1, count: filled, at: frame.origin, style: tint, clip: clip, keepsBackground: true)
        buffer.putRepeating("─", width: 1, count: frame.width - filled, at: CellPoint(x: frame.minX + filled, y: frame.minY),
                            style: track, clip: clip, keepsBackground: true)
    }
}

/// The cell style of each run of a text: the first computed at once (most texts have one run),
/// the others only when there are others.
struct RunStyles {
    private let first: CellStyle
    private let rest: [CellStyle]

    init(text: TextNode, style: (TextRun) -> CellStyle) {
        first = text.runs.first.map(style) ?? CellStyle()
        rest = text.runs.count > 1 ? text.runs.dropFirst().map(style) : []
    }

    subscript(run: Int) -> CellStyle {
        if run == 0 { return first }
        return rest.indices.contains(run - 1) ? rest[run - 1] : first
    }
}
