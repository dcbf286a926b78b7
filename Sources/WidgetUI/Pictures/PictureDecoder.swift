import CPictureDecode

/// Decodes PNG and JPEG pictures (libpng, libjpeg), and WebP where libwebp is installed,
/// downsampled while decoding: a JPEG through libjpeg's DCT scaling (1/2 to 1/8) and a PNG
/// row by row, each finished by a box filter, so even a huge picture is never held whole.
/// Decoding runs in the widget's process, under its data limit.
public enum PictureDecoder {
    /// Where the encoded bytes are.
    public enum Input: Sendable {
        /// Bytes in memory.
        case data(Data)
        /// A file, streamed.
        case file(String)

        /// How errors name it.
        var name: String {
            switch self {
            case let .data(data): return "\(data.count) bytes of data"
            case let .file(path): return path
            }
        }
    }

    /// The formats known by their first bytes.
    public enum Format: String, Sendable {
        /// PNG, JPEG or WebP (WebP only where libwebp is installed).
        case png, jpeg, webp
    }

    /// What a picture's header says.
    public struct Header: Hashable, Sendable {
        /// The format.
        public var format: Format
        /// Pixels across.
        public var width: Int
        /// Pixels down.
        public var height: Int

        /// A header.
        public init(format: Format, width: Int, height: Int) {
            self.format = format
            self.width = width
            self.height = height
        }
    }

    /// True when WebP pictures can be read here (libwebp was found at run time).
    public static var readsWebP: Bool { hs_picture_webp_available() != 0 }

    /// Reads only the header: the format and size (cheap; the pixels are not decoded).
    public static func header(of input: Input) throws(PictureError) -> Header {
        var result = HSPicture()
        let ok = run(input) { bytes, count, path in hs_picture_probe(bytes, count, path, &result) }
        guard ok else { throw PictureError(source: input.name, problem: message(of: &result)) }
        return Header(format: format(result.format), width: Int(result.width), height: Int(result.height))
    }

    /// Decodes the picture, downsampled to fit `maxWidth` x `maxHeight` pixels (its aspect
    /// ratio kept, never enlarged).
    public static func decode(_ input: Input, maxWidth: Int, maxHeight: Int) throws(PictureError) -> Picture {
        var result = HSPicture()
        let width = Int32(clamping: maxWidth)
        let height = Int32(clamping: maxHeight)
        let ok = run(input) { bytes, count, path in hs_picture_decode(bytes, count, path, width, height, &result) }
        defer { hs_picture_free(&result) }
        guard ok, let pixels = result.rgba else { throw PictureError(source: input.name, problem: message(of: &result)) }
        let count = Int(result.width_out) * Int(result.height_out) * 4
        let rgba = Array(UnsafeBufferPointer(start: pixels, count: count))
        guard let picture = Picture(width: Int(result.width_out), height: Int(result.height_out), rgba: rgba) else {
            throw PictureError(source: input.name, problem: "the decoder gave no pixels")
        }
        return picture
    }

    private static func run(_ input: Input, _ body: (UnsafePointer<UInt8>?, Int, UnsafePointer<CChar>?) -> Int32) -> Bool {
        switch input {
        case let .data(data):
            return data.withUnsafeBytes { raw in
                body(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, nil) != 0
            }
        case let .file(path):
            return path.withCString { body(nil, 0, $0) != 0 }
        }
    }

    private static func message(of result: inout HSPicture) -> String {
        let text = withUnsafeBytes(of: &result.error) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "the picture could not be read" : text
    }

    private static func format(_ code: Int32) -> Format {
        switch code {
        case HS_PICTURE_JPEG: return .jpeg
        case HS_PICTURE_WEBP: return .webp
        default: return .png
        }
    }
}
