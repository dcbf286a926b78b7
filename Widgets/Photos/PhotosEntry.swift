import WidgetEngine

/// The hour's picture, or why there is none.
struct PhotosEntry: TimelineEntry {
    let date: Date
    /// The picture; nil in the placeholder and when there is a problem.
    let picture: UIImage?
    /// Its file.
    let path: String
    /// Its place among the folder's pictures (from 1) and how many there are.
    let index: Int
    let count: Int
    let relevance: TimelineEntryRelevance?
    /// Why no picture shows, in words that say what to do.
    let problem: PhotosLibrary.Problem?

    /// The file's name without its folder.
    var name: String { (path as NSString).lastPathComponent }
}
