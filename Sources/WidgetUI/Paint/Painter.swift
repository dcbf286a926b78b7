/// Paints a laid-out tree into a buffer.
///
/// Shapes fill with background color and stroke with box-drawing lines; text keeps the
/// background already painted beneath it. Text and images masked by redaction become skeleton
/// bars (``Painter/skeletonGlyph``) of their exact width and line count; shapes, fills and
/// spacing stay as they are.
///
/// Each leaf is painted with the palette of its group in the context's rendering mode
/// (``RenderingPalettes``): the accent group's when it is marked accentable, the default
/// group's otherwise, and a kept container background's while painting one.
struct Painter {
    /// The glyph of placeholder skeleton bars: a lower three-quarter block, so bars on
    /// consecutive lines stay apart.
    static let skeletonGlyph = "▆"

    let context: RenderContext
    var buffer: CellBuffer
    /// False when the host has already drawn the container background across the whole tile.
    var drawsContainerBackground = true
    /// True while painting a container background the rendering mode keeps (not removable).
    var paintsContainerBackground = false
    private(set) var links: [LinkTarget] = []
    /// Every button and toggle painted, in reading order.
    var pressTargets: [PressTarget] = []
    private(set) var widgetURLs: [URL] = []
    private let palettes: RenderingPalettes
    /// False in full color, where every leaf paints with the context's palette.
    private let hasGroups: Bool
    /// The palette of the leaf being painted.
    private(set) var palette: ColorPalette
    /// The shape pictures are masked by, and its frame (inside a `clipShape`).
    var pictureMask: (shape: ShapeNode.Kind, bounds: CellRect)?
    /// The cells each picture placement was drawn as, by its index in the buffer's pictures:
    /// a placement whose cells were painted over later is dropped (see
    /// ``dropCoveredPictures()``).
    var pictureCells: [(placement: Int, cells: [Cell])] = []
    /// Pictures as painted before, by node: a ``ViewRendering`` hands in the one it keeps
    /// with its layout, so a tree painted again reuses them.
    var pictureCache = PicturePaintCache()

    init(context: RenderContext, buffer: CellBuffer, palettes: RenderingPalettes? = nil) {
        self.context = context
        self.buffer = buffer
        self.palettes = palettes ?? RenderingPalettes(context)
        palette = self.palettes.standard
        hasGroups = context.renderingMode != .fullColor
    }

    /// Paints the next leaf with its group's palette.
    mutating func usePalette(accentable: Bool) {
        guard hasGroups else { return }
        palette = paintsContainerBackground ? palettes.containerBackground : palettes.palette(accentable: accentable)
    }

    /// Paints a laid-out tree from its root.
    mutating func paint(_ tree: LayoutTree, clip: CellRect) {
        paint(tree, 0, clip: clip)
    }

    /// Paints node `index` of `tree` and its children, clipped to `clip` and to its frame.
    mutating func paint(_ tree: LayoutTree, _ index: Int, clip parentClip: CellRect) {
        let frame = tree.nodes[index].frame
        let clip = parentClip.intersection(frame)
        switch tree.kinds[index] {
        case .text(let text):
            usePalette(accentable: text.accentable)
            paintText(tree, index, text, clip: clip)
        case .image(let image):
            usePalette(accentable: image.accentable)
            if let picture = image.picture {
                paintPicture(image, picture, node: index, frame: tree.nodes[index].unclippedFrame, clip: clip)
            } else {
                paintImage(image, frame: frame, clip: clip)
            }
        case .shape(let shape):
            usePalette(accentable: shape.accentable)
            ShapePainter(palette: palette).paint(shape, in: frame, clip: clip, buffer: &buffer)
        case .divider(let color, let accentable):
            usePalette(accentable: accentable)
            let style = CellStyle(foreground: palette.resolve(color) ?? .default, attributes: palette.usesColor ? [] : .dim)
            if tree.nodes[index].parentAxis == .horizontal {
                for y in frame.minY..<frame.maxY {
                    buffer.put("│", at: CellPoint(x: frame.minX, y: y), style: style, clip: clip, keepsBackground: true)
                }
            } else {
                buffer.putRepeating("─", width: 1, count: frame.width, at: frame.origin, style: style, clip: clip, keepsBackground: true)
            }
        case .progress(let progress):
            usePalette(accentable: progress.accentable)
            paintProgress(progress, frame: frame, clip: clip)
        case .clipShape(let shape):
            let outer = pictureMask
            if shape != .rectangle { pictureMask = (shape, frame) }
            for child in tree.children(of: index) { paint(tree, child, clip: clip) }
            pictureMask = outer
        case .stack, .frame, .fixedSize, .layoutPriority, .geometryReader, .grid, .gridRow, .lazyGrid, .aspectRatio:
            for child in tree.children(of: index) { paint(tree, child, clip: clip) }
        case .padding(let insets):
            // A negative padding lets its content draw past the padding's frame (over its
            // neighbours, as in SwiftUI), within the space its parent clips to.
            let negative = insets.hasNegative
            for child in tree.children(of: index) { paint(tree, child, clip: negative ? parentClip : clip) }
        case .viewThatFits:
            let chosen = tree.nodes[index].chosenChild
            let children = tree.children(of: index)
            if chosen >= 0, chosen < children.count { paint(tree, children[children.startIndex + chosen], clip: clip) }
        case .background:
            if let secondary = tree.secondary(of: index) { paint(tree, secondary, clip: clip) }
            if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        case .containerBackground:
            if drawsContainerBackground, let secondary = tree.secondary(of: index) { paint(tree, secondary, clip: clip) }
            if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        case .overlay:
            if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
            if let secondary = tree.secondary(of: index) { paint(tree, secondary, clip: clip) }
        case .hidden, .spacer:
            break
        case .link(let url):
            links.append(LinkTarget(url: url, frame: frame))
            if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        case .widgetURL(let url):
            widgetURLs.append(url)
            if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        case .button(let button):
            paintButton(tree, index, button, clip: clip)
        case .toggle(let toggle):
            paintToggle(tree, index, toggle, clip: clip)
        }
    }

    private func style(foreground: ColorValue?, attributes: TextAttributes, redaction: RedactionMark) -> CellStyle {
        Self.style(
            foreground: foreground, attributes: attributes, redaction: redaction, palette: palette,
            hostReasons: context.redactionReasons)
    }

    /// The cell style of text or an image in `palette`.
    private static func style(
        foreground: ColorValue?, attributes: TextAttributes, redaction: RedactionMark,
        palette: ColorPalette, hostReasons: RedactionReasons
    ) -> CellStyle {
        let value = foreground ?? .primary
        var attributes = attributes.union(palette.substituteAttributes(for: value))
        if redaction.dims(hostReasons: hostReasons) { attributes.insert(.dim) }
        if palette.usesColor, value.opacity < 0.75 { attributes.insert(.dim) }
        return CellStyle(foreground: palette.resolve(value) ?? .default, attributes: attributes)
    }

    var skeletonStyle: CellStyle {
        CellStyle(foreground: palette.skeleton, attributes: palette.usesColor ? [] : .dim)
    }

    private mutating func paintText(_ tree: LayoutTree, _ index: Int, _ text: TextNode, clip: CellRect) {
        let node = tree.nodes[index]
        let frame = node.frame
        let masked = text.redaction.masks(hostReasons: context.redactionReasons)
        guard case let .text(entry) = node.role else { return }
        if node.showsBlockDigits, let digits = tree.texts[entry].blockDigits {
            let rows = tree.blockRows[digits.index]
            let run = text.runs.first
            let cellStyle = style(foreground: run?.foreground, attributes: run?.attributes ?? [], redaction: text.redaction)
            for (offset, row) in rows.enumerated() {
                let width = DisplayWidth.of(row)
                let x = frame.minX + offsetFor(text.alignment, width: width, in: frame.width)
                let content = masked ? String(repeating: Self.skeletonGlyph, count: width) : row
                buffer.put(
                    content, at: CellPoint(x: x, y: frame.minY + offset), style: masked ? skeletonStyle : cellStyle,
                    clip: clip, keepsBackground: true)
            }
            return
        }
        let layout = tree.texts[entry].shown(narrow: node.showsNarrowForm)
        let (palette, hostReasons) = (palette, context.redactionReasons)
        let styles = RunStyles(text: text) {
            Self.style(
                foreground: $0.foreground, attributes: $0.attributes, redaction: text.redaction, palette: palette, hostReasons: hostReasons)
        }
        for (offset, line) in tree.lines[node.lines].enumerated() {
            let y = frame.minY + offset
            let x = frame.minX + offsetFor(text.alignment, width: line.width, in: frame.width)
            if masked {
                buffer.putRepeating(
                    Self.skeletonGlyph, width: 1, count: line.width, at: CellPoint(x: x, y: y),
                    style: skeletonStyle, clip: clip, keepsBackground: true)
                continue
            }
            drawLine(line, of: layout, in: tree.store, styles: styles, at: CellPoint(x: x, y: y), clip: clip)
        }
    }

    /// Draws one laid-out line: its clusters, and its "…" where truncation put it (in the
    /// style of the text next to it).
    private mutating func drawLine(
        _ line: TextLayout.Line, of text: TextLayout, in store: TextStore, styles: RunStyles,
        at point: CellPoint, clip: CellRect
    ) {
        let neighbour = line.ellipsis == .start ? line.range.lowerBound : max(line.range.lowerBound, line.range.upperBound - 1)
        let ellipsisStyle = styles[text.clusterRange.contains(neighbour) ? Int(store.clusters[neighbour].run) : 0]
        var x = point.x
        if line.ellipsis == .start {
            x = buffer.putCluster(
                TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
        }
        // A line without a tail compares as an empty tail at the text's start: such a line
        // (an empty first line) also gets an ellipsis before it, as it always has.
        let tail = line.ellipsis == .middle ? line.tail : text.clusterRange.lowerBound..<text.clusterRange.lowerBound
        if line.range == tail {
            x = buffer.putCluster(
                TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
        }
        x = drawClusters(line.range, in: store, styles: styles, from: x, row: point.y, clip: clip)
        if line.ellipsis == .middle {
            x = buffer.putCluster(
                TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
            x = drawClusters(line.tail, in: store, styles: styles, from: x, row: point.y, clip: clip)
        }
        if line.ellipsis == .end {
            buffer.putCluster(
                TextLayout.ellipsis, width: 1, at: CellPoint(x: x, y: point.y), style: ellipsisStyle, clip: clip, keepsBackground: true)
        }
    }

    /// Draws a range of clusters from column `x`; returns the column after them.
    private mutating func drawClusters(
        _ range: Range<Int>, in store: TextStore, styles: RunStyles, from x: Int, row: Int,
        clip: CellRect
    ) -> Int {
        var x = x
        store.utf8.withUnsafeBufferPointer { utf8 in
            for index in range {
                let cluster = store.clusters[index]
                let bytes = UnsafeBufferPointer(rebasing: utf8[cluster.start..<(cluster.start + Int(cluster.byteCount))])
                x = buffer.putCluster(
                    utf8: bytes, width: cluster.width, at: CellPoint(x: x, y: row),
                    style: styles[Int(cluster.run)], clip: clip, keepsBackground: true)
            }
        }
        return x
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
        let cellStyle =
            masked ? skeletonStyle : style(foreground: image.foreground, attributes: image.attributes, redaction: image.redaction)
        for (offset, line) in image.lines.enumerated() {
            let content = masked ? String(repeating: Self.skeletonGlyph, count: DisplayWidth.of(line)) : line
            buffer.put(content, at: CellPoint(x: frame.minX, y: frame.minY + offset), style: cellStyle, clip: clip, keepsBackground: true)
        }
    }

    private mutating func paintProgress(_ progress: ProgressNode, frame: CellRect, clip: CellRect) {
        let tint = CellStyle(foreground: palette.resolve(progress.tint) ?? .default, attributes: palette.usesColor ? [] : .bold)
        let track = CellStyle(foreground: palette.resolve(ColorValue(.tertiary)) ?? .default, attributes: palette.usesColor ? [] : .dim)
        if progress.masks(hostReasons: context.redactionReasons) {
            let count = progress.style == .circular ? 1 : frame.width
            buffer.putRepeating(
                Self.skeletonGlyph, width: 1, count: count, at: frame.origin, style: skeletonStyle, clip: clip, keepsBackground: true)
            return
        }
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
        buffer.putRepeating(
            "─", width: 1, count: frame.width - filled, at: CellPoint(x: frame.minX + filled, y: frame.minY),
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
