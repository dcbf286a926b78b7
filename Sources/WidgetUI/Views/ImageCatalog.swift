import Synchronization

/// The named images widgets draw with `Image("name")`, as an asset catalog on iOS: glyph art
/// registered by name, and asset folders of pictures and colors (``AssetFolder``), usually
/// added once at start-up by the widget bundle.
///
/// ```swift
/// ImageCatalog.shared.register("logo", GlyphArt("╭─╮\n╰─╯", color: .orange))
/// ImageCatalog.shared.addAssetFolder(AssetFolder(Bundle.module.resourceURL!.appending(path: "Assets")))
/// ```
/// A name is looked up as glyph art first, then in the asset folders in the order added, then
/// in the `Assets` folder of the bundle an `Image(_:bundle:)` names.
public final class ImageCatalog: Sendable {
    /// The catalog `Image(_:)` reads.
    public static let shared = ImageCatalog()

    private let images = Mutex<[String: GlyphArt]>([:])
    private let folders = Mutex<[AssetFolder]>([])
    private let pictures = Mutex<[String: UIImage]>([:])

    /// Creates an empty catalog.
    public init() {}

    /// Registers (or replaces) the image called `name`.
    public func register(_ name: String, _ art: GlyphArt) {
        images.withLock { $0[name] = art }
    }

    /// The image called `name`, if registered.
    public func art(named name: String) -> GlyphArt? {
        images.withLock { $0[name] }
    }

    /// Adds an asset folder to look names up in (after those added before).
    public func addAssetFolder(_ folder: AssetFolder) {
        folders.withLock { if !$0.contains(folder) { $0.append(folder) } }
    }

    /// The asset folders, in look-up order.
    public var assetFolders: [AssetFolder] { folders.withLock { $0 } }

    private func folders(bundle: Bundle?) -> [AssetFolder] {
        var found = assetFolders
        if let resources = bundle?.resourceURL {
            found += ["Assets", "Assets.xcassets"].map { AssetFolder(resources.appendingPathComponent($0)) }
        }
        return found
    }

    /// The file of the picture called `name` in the asset folders (and `bundle`'s).
    public func picturePath(named name: String, bundle: Bundle?) -> String? {
        for folder in folders(bundle: bundle) {
            if let path = folder.picturePath(named: name) { return path }
        }
        return nil
    }

    /// The picture called `name` in the asset folders, read once and kept.
    public func picture(named name: String, bundle: Bundle?) -> UIImage? {
        guard let path = picturePath(named: name, bundle: bundle) else { return nil }
        if let kept = pictures.withLock({ $0[path] }) { return kept }
        guard let image = UIImage(contentsOfFile: path) else {
            OnceLog.notice(key: "picture:" + path, "image \"\(name)\": \(path) is not a PNG, JPEG or WebP picture this machine reads")
            return nil
        }
        pictures.withLock { $0[path] = image }
        return image
    }

    /// The color called `name` in the asset folders (and `bundle`'s); a file that cannot be
    /// read is logged once and skipped.
    public func color(named name: String, bundle: Bundle?) -> ColorValue? {
        for folder in folders(bundle: bundle) {
            do {
                if let color = try folder.color(named: name) { return color }
            } catch {
                OnceLog.notice(key: "color:" + error.source, "color \"\(name)\": \(error)")
            }
        }
        return nil
    }
}
