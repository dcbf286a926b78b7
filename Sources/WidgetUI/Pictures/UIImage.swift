import Containment
import Synchronization

/// A picture from data or a file, as UIKit's `UIImage`, so that iOS widget code that shows
/// downloaded or stored pictures ports unchanged:
///
/// ```swift
/// Image(uiImage: UIImage(data: data) ?? UIImage())   // as on iOS
/// ```
///
/// Creating one reads only the picture's header (nil when the bytes are not a PNG, a JPEG, or
/// a WebP with libwebp installed); the pixels are decoded when a view showing it is resolved,
/// downsampled on the way to what the widget's cells can show (``PictureBudget``), so a
/// timeline of large photos costs the widget's process only small pictures. A picture that
/// turns out damaged or too large then is drawn as a marked box in that entry only, and
/// logged.
public final class UIImage: Sendable {
    /// Where the encoded picture is.
    public let input: PictureDecoder.Input
    /// Its header (format and size in pixels); nil for the empty image `UIImage()`.
    public let header: PictureDecoder.Header?
    /// Pixels per point, as UIKit's `scale` (1 unless given).
    public let scale: CGFloat
    /// The last decode, by the size it was fitted to (a timeline shows one picture in many
    /// entries of one size).
    private let lastDecode = Mutex<(width: Int, height: Int, result: Result<Picture, PictureError>)?>(nil)

    /// An empty image: it draws nothing and takes no room.
    public init() {
        input = .data(Data())
        header = nil
        scale = 1
    }

    /// The picture in `data`; nil when the data is not a picture this machine reads.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The picture in `data`, at `scale` pixels per point.
    public init?(data: Data, scale: CGFloat) {
        guard let header = try? PictureDecoder.header(of: .data(data)) else { return nil }
        self.input = .data(data)
        self.header = header
        self.scale = scale > 0 ? scale : 1
    }

    /// The picture in the file at `path` (read when shown, streamed); nil when it cannot be
    /// read or is not a picture this machine reads. As in UIKit, a name ending in `@2x` or
    /// `@3x` (before the extension) gives the scale.
    public init?(contentsOfFile path: String) {
        // Only a regular file of a picture's size: never a named pipe or a device to block on.
        guard (try? UserFile.check(path: path, limit: .picture)) != nil, let header = try? PictureDecoder.header(of: .file(path)) else {
            return nil
        }
        self.input = .file(path)
        self.header = header
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.scale = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }

    /// The picture called `name` in the widget's asset folders (see ``ImageCatalog``).
    public convenience init?(named name: String) {
        guard let path = ImageCatalog.shared.picturePath(named: name, bundle: nil) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The size in points: pixels divided by ``scale``.
    public var size: CGSize {
        guard let header else { return .zero }
        return CGSize(width: Double(header.width) / scale, height: Double(header.height) / scale)
    }

    /// The pixels, downsampled to fit `maxWidth` x `maxHeight` (decoded again only for a new
    /// size).
    public func picture(maxWidth: Int, maxHeight: Int) throws(PictureError) -> Picture {
        if let last = lastDecode.withLock({ $0 }), last.width == maxWidth, last.height == maxHeight {
            return try last.result.get()
        }
        let result: Result<Picture, PictureError>
        do {
            result = .success(try PictureDecoder.decode(input, maxWidth: maxWidth, maxHeight: maxHeight))
        } catch {
            result = .failure(error)
        }
        lastDecode.withLock { $0 = (maxWidth, maxHeight, result) }
        return try result.get()
    }
}
