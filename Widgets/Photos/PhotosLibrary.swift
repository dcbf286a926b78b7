import WidgetEngine

/// The pictures in a folder: its PNG and JPEG files (and WebP where libwebp is installed), by
/// name, not looking into subfolders.
struct PhotosLibrary {
    /// Why a folder shows no picture.
    enum Problem: Error, Equatable {
        /// No folder at the path (shown as the user wrote it, `~` kept).
        case missing(String)
        /// A folder with no picture in it.
        case empty(String)
        /// The file chosen for the hour is not a picture this machine reads.
        case unreadable(String)

        var title: String {
            switch self {
            case .missing: return "No folder"
            case .empty: return "No pictures"
            case .unreadable: return "Not a picture"
            }
        }

        var description: String {
            switch self {
            case let .missing(path): return "\(path) does not exist: choose a folder of pictures (edit the widget)."
            case let .empty(path): return "\(path) has no PNG or JPEG pictures yet."
            case let .unreadable(name): return "\(name) could not be read as a picture."
            }
        }
    }

    /// The picture files, by path, in name order.
    let paths: [String]

    /// The file extensions read, lowercase.
    static var extensions: Set<String> {
        PictureDecoder.readsWebP ? ["png", "jpg", "jpeg", "webp"] : ["png", "jpg", "jpeg"]
    }

    /// The pictures in `folder` (`~` and `$XDG_…_HOME` expanded by `folders`).
    static func load(_ folder: String, folders: UserFolders) -> Result<PhotosLibrary, Problem> {
        let trimmed = folder.trimmingCharacters(in: .whitespaces)
        let shown = trimmed.isEmpty ? "~/Pictures" : trimmed
        let path = folders.expanding(shown)
        // A file, a named pipe or a loop of links where the folder should be: none to show.
        guard let names = try? UserFolder.names(in: URL(fileURLWithPath: path)) else { return .failure(.missing(shown)) }
        let pictures = names.filter { !$0.hasPrefix(".") && extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !pictures.isEmpty else { return .failure(.empty(shown)) }
        return .success(PhotosLibrary(paths: pictures.map { (path as NSString).appendingPathComponent($0) }))
    }
}
