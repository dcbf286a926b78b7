import Archive

/// The picture an image node shows: its pixels (already downsampled, see ``PictureBudget``)
/// and how it sizes.
public struct ImagePicture: Equatable, Sendable {
    /// The pixels.
    public var pixels: Picture
    /// The cells the image takes when it is not resizable: its size in points (pixels over
    /// its scale) in cells.
    public var naturalSize: CellSize
    /// Its aspect ratio in cells: columns per row at its natural size (exact, before rounding).
    public var aspectRatio: Double
    /// True when it fills the size it is offered (SwiftUI's `resizable()`), subject to an
    /// enclosing `aspectRatio`.
    public var resizable: Bool

    /// A picture for an image node.
    public init(pixels: Picture, naturalSize: CellSize, aspectRatio: Double, resizable: Bool = false) {
        self.pixels = pixels
        self.naturalSize = naturalSize
        self.aspectRatio = aspectRatio
        self.resizable = resizable
    }
}

/// Its fields, then the pixels: `{"width": 2, "height": 1, "rgba": "<base64>", "columns": 1,
/// "rows": 1, "aspectRatio": 2.3, "resizable": true}`.
extension ImagePicture: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: ImagePicture {
        guard let pixel = Picture(width: 1, height: 1, rgba: [0, 0, 0, 0]) else { preconditionFailure("1 x 1 pixels are 4 bytes") }
        return ImagePicture(pixels: pixel, naturalSize: CellSize(width: 1, height: 1), aspectRatio: 1)
    }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        let mark = coder.mark
        var width = pixels.width
        var height = pixels.height
        var rgba = ArchiveBytes(pixels.rgba)
        try coder.field("width", &width)
        try coder.field("height", &height)
        try coder.field("rgba", &rgba)
        if width != pixels.width || height != pixels.height || rgba.bytes != pixels.rgba {
            guard let read = Picture(width: width, height: height, rgba: rgba.bytes) else {
                throw coder.failure(
                    "\(rgba.bytes.count) bytes of pixels for \(width) x \(height) (want \(width) x \(height) x 4)", in: ImagePicture.self,
                    since: mark)
            }
            pixels = read
        }
        try coder.field("columns", &naturalSize.width)
        try coder.field("rows", &naturalSize.height)
        try coder.field("aspectRatio", &aspectRatio)
        try coder.field("resizable", &resizable, default: false)
    }
}
