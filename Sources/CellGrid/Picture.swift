/// A decoded picture: 8-bit RGBA pixels, row by row, already downsampled to at most what the
/// cells it is placed in can show. It travels inside the archive (an image node) and inside a
/// ``CellBuffer`` (a ``PicturePlacement``), so it is a plain value.
///
/// ``id`` is a digest of the pixels and size: two equal pictures have the same id, so a
/// terminal that keeps pictures by id (kitty) uploads each one once.
public struct Picture: Hashable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, row by row from the top.
    public let rgba: [UInt8]
    /// A digest of the size and pixels (FNV-1a, 64 bits), stable across runs.
    public let id: UInt64

    /// A picture of `width` × `height` pixels; nil when `rgba` does not hold exactly
    /// `width * height * 4` bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in Self.sizeBytes(width, height) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        for byte in rgba {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        id = hash
    }

    private static func sizeBytes(_ width: Int, _ height: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: width >> ($0 * 8)) } + (0..<4).map { UInt8(truncatingIfNeeded: height >> ($0 * 8)) }
    }

    public static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.id == rhs.id && lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgba == rhs.rgba
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
