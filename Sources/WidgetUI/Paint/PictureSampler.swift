/// Reads a picture as a grid of colors: the mean of the pixels under each grid square
/// (alpha-weighted, so transparent pixels do not darken their neighbours), for the colored
/// cells a picture is drawn as, and crops and masks pictures.
struct PictureSampler {
    /// An 8-bit color and its coverage.
    struct Color: Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
        var alpha: UInt8
    }

    let picture: Picture
    /// Squares across and down.
    let columns: Int
    let rows: Int

    /// The mean color of square (`column`, `row`) of a `columns` x `rows` grid laid over the
    /// picture.
    func color(column: Int, row: Int) -> Color {
        let x0 = column * picture.width / columns
        let x1 = max(x0 + 1, (column + 1) * picture.width / columns)
        let y0 = row * picture.height / rows
        let y1 = max(y0 + 1, (row + 1) * picture.height / rows)
        var sums = (red: 0, green: 0, blue: 0, alpha: 0, count: 0)
        picture.rgba.withUnsafeBufferPointer { rgba in
            for y in y0..<min(y1, picture.height) {
                var offset = (y * picture.width + x0) * 4
                for _ in x0..<min(x1, picture.width) {
                    let alpha = Int(rgba[offset + 3])
                    sums.red += Int(rgba[offset]) * alpha
                    sums.green += Int(rgba[offset + 1]) * alpha
                    sums.blue += Int(rgba[offset + 2]) * alpha
                    sums.alpha += alpha
                    sums.count += 1
                    offset += 4
                }
            }
        }
        guard sums.alpha > 0, sums.count > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return Color(
            red: UInt8((sums.red + sums.alpha / 2) / sums.alpha), green: UInt8((sums.green + sums.alpha / 2) / sums.alpha),
            blue: UInt8((sums.blue + sums.alpha / 2) / sums.alpha), alpha: UInt8((sums.alpha + sums.count / 2) / sums.count))
    }

    /// The part of `picture` under cells `part` of the cells `whole` it covers; nil when
    /// that part has no pixels.
    static func crop(_ picture: Picture, covering whole: CellRect, to part: CellRect) -> Picture? {
        if part == whole { return picture }
        let x0 = (part.minX - whole.minX) * picture.width / whole.width
        let x1 = (part.maxX - whole.minX) * picture.width / whole.width
        let y0 = (part.minY - whole.minY) * picture.height / whole.height
        let y1 = (part.maxY - whole.minY) * picture.height / whole.height
        guard x1 > x0, y1 > y0 else { return nil }
        var rgba: [UInt8] = []
        rgba.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = (y * picture.width + x0) * 4
            rgba.append(contentsOf: picture.rgba[start..<(start + (x1 - x0) * 4)])
        }
        return Picture(width: x1 - x0, height: y1 - y0, rgba: rgba)
    }

    /// `picture` covering cells `frame`, with the pixels outside `shape` drawn in `bounds`
    /// made transparent (a circle leaves the corners out). A rectangle masks nothing.
    static func mask(_ picture: Picture, covering frame: CellRect, with shape: ShapeNode.Kind, in bounds: CellRect) -> Picture {
        guard shape != .rectangle, !bounds.isEmpty, !frame.isEmpty else { return picture }
        // Shapes are round in points: a cell is 7 x 16 points (the standard point scale).
        let scale = PointScale.standard
        let width = Double(bounds.width) * scale.pointsPerColumn
        let height = Double(bounds.height) * scale.pointsPerRow
        let centre = (x: width / 2, y: height / 2)
        var rgba = picture.rgba
        var changed = false
        for py in 0..<picture.height {
            // The pixel's centre in points from the bounds' corner.
            let y =
                (Double(frame.minY - bounds.minY) + (Double(py) + 0.5) * Double(frame.height) / Double(picture.height)) * scale.pointsPerRow
            for px in 0..<picture.width {
                let x =
                    (Double(frame.minX - bounds.minX) + (Double(px) + 0.5) * Double(frame.width) / Double(picture.width))
                    * scale.pointsPerColumn
                if !contains(shape, x: x - centre.x, y: y - centre.y, width: width, height: height) {
                    rgba[(py * picture.width + px) * 4 + 3] = 0
                    changed = true
                }
            }
        }
        guard changed else { return picture }
        return Picture(width: picture.width, height: picture.height, rgba: rgba) ?? picture
    }

    /// True when the point (`x`, `y`) from the centre lies in `shape` of `width` x `height`.
    private static func contains(_ shape: ShapeNode.Kind, x: Double, y: Double, width: Double, height: Double) -> Bool {
        switch shape {
        case .rectangle:
            return true
        case .circle:
            let radius = min(width, height) / 2
            return x * x + y * y <= radius * radius
        case .ellipse:
            let (a, b) = (width / 2, height / 2)
            return (x * x) / (a * a) + (y * y) / (b * b) <= 1
        case .capsule, .roundedRectangle, .containerRelative:
            let radius = shape == .capsule ? min(width, height) / 2 : min(16, min(width, height) / 2)
            let dx = max(0, abs(x) - (width / 2 - radius))
            let dy = max(0, abs(y) - (height / 2 - radius))
            return dx * dx + dy * dy <= radius * radius
        }
    }
}
