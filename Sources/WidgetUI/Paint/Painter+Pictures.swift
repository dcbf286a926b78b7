extension Painter {
    /// The glyphs of a monochrome picture, from dark to light coverage.
    static let shades = [" ", "░", "▒", "▓", "█"]

    /// Paints a picture over `frame` (its whole size, before clipping) within `clip`: each
    /// cell a half block (`▀`) whose foreground is the top half's color and background the
    /// bottom half's; transparent halves keep the background beneath. Where the palette has
    /// no colors, shades of its brightness. The buffer gets a placement of the visible part,
    /// for terminals that draw pixels; a masked (redacted) picture is a skeleton and has none.
    mutating func paintPicture(_ image: ImageNode, _ picture: ImagePicture, node: Int, frame: CellRect, clip: CellRect) {
        let visible = clip.intersection(frame)
        guard !visible.isEmpty else { return }
        if image.redaction.masks(hostReasons: context.redactionReasons) {
            for y in visible.minY..<visible.maxY {
                buffer.putRepeating(
                    Self.skeletonGlyph, width: 1, count: visible.width, at: CellPoint(x: visible.minX, y: y), style: skeletonStyle,
                    clip: clip, keepsBackground: true)
            }
            return
        }
        let context = self.context, mask = pictureMask, usesColor = palette.usesColor
        let prepare = {
            var pixels = PictureTinting.tinted(
                picture.pixels, mode: image.accentedRenderingMode, accentable: image.accentable, context: context)
            if let mask { pixels = PictureSampler.mask(pixels, covering: frame, with: mask.shape, in: mask.bounds) }
            // Without colors nothing is placed: no part of the pixels to keep.
            let shown = usesColor ? PictureSampler.crop(pixels, covering: frame, to: visible) : nil
            return PicturePaintCache.Entry(pixels: pixels, shown: shown)
        }
        let prepared = pictureCache.entry(node: node, prepare: prepare)
        let sampler = PictureSampler(picture: prepared.pixels, columns: frame.width, rows: frame.height * 2)
        let dims = image.redaction.dims(hostReasons: context.redactionReasons)
        var cells: [Cell] = []
        cells.reserveCapacity(visible.width * visible.height)
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let column = x - frame.minX
                let row = (y - frame.minY) * 2
                let top = sampler.color(column: column, row: row)
                let bottom = sampler.color(column: column, row: row + 1)
                let beneath = buffer[x, y]?.style.background ?? .default
                if let cell = cell(top: top, bottom: bottom, over: beneath, dims: dims) { buffer.set(cell, x: x, y: y) }
                cells.append(buffer[x, y] ?? .blank())
            }
        }
        guard let shown = prepared.shown else { return }
        buffer.pictures.append(PicturePlacement(rect: visible, picture: shown))
        pictureCells.append((buffer.pictures.count - 1, cells))
    }

    /// The cell showing two stacked colors over `beneath`; nil when both are transparent.
    private func cell(top: PictureSampler.Color, bottom: PictureSampler.Color, over beneath: TerminalColor, dims: Bool) -> Cell? {
        let opaque = (top: top.alpha >= 128, bottom: bottom.alpha >= 128)
        guard opaque.top || opaque.bottom else { return nil }
        let attributes: TextAttributes = dims ? .dim : []
        guard palette.usesColor else {
            let (topLight, bottomLight) = (opaque.top ? Self.brightness(top) : 0, opaque.bottom ? Self.brightness(bottom) : 0)
            let level = Int(((topLight + bottomLight) / 2 * Double(Self.shades.count - 1)).rounded())
            return Cell(Self.shades[max(0, min(Self.shades.count - 1, level))], style: CellStyle(attributes: attributes))
        }
        let under = beneath.rgbValue
        func blended(_ color: PictureSampler.Color) -> TerminalColor {
            guard color.alpha < 255, let under else { return .rgb(color.red, color.green, color.blue) }
            let alpha = Int(color.alpha)
            func mix(_ value: UInt8, _ base: UInt8) -> UInt8 { UInt8((Int(value) * alpha + Int(base) * (255 - alpha) + 127) / 255) }
            return .rgb(mix(color.red, under.red), mix(color.green, under.green), mix(color.blue, under.blue))
        }
        switch opaque {
        case (true, true):
            return Cell("▀", style: CellStyle(foreground: blended(top), background: blended(bottom), attributes: attributes))
        case (true, false):
            return Cell("▀", style: CellStyle(foreground: blended(top), background: beneath, attributes: attributes))
        default:
            return Cell("▄", style: CellStyle(foreground: blended(bottom), background: beneath, attributes: attributes))
        }
    }

    /// The luma of `color` between 0 and 1, as every other color's (``ColorPalette/luminance(of:)``).
    private static func brightness(_ color: PictureSampler.Color) -> Double {
        ColorPalette.luminance(of: .rgb(color.red, color.green, color.blue))
    }

    /// Drops the placements whose cells something drawn later changed (text over a picture):
    /// the cells under a placement always show its picture, so a terminal drawing pixels
    /// never hides what was painted over them.
    mutating func dropCoveredPictures() {
        guard !pictureCells.isEmpty else { return }
        var covered: Set<Int> = []
        for (index, cells) in pictureCells {
            let rect = buffer.pictures[index].rect
            var position = 0
            scan: for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    if buffer[x, y] != cells[position] {
                        covered.insert(index)
                        break scan
                    }
                    position += 1
                }
            }
        }
        if !covered.isEmpty {
            buffer.pictures = buffer.pictures.enumerated().filter { !covered.contains($0.offset) }.map(\.element)
        }
        pictureCells = []
    }
}
