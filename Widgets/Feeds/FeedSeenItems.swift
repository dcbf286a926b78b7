import Foundation
import WidgetNetwork

/// The items a feeds widget has already shown, remembered across reloads and restarts (in the
/// cache folder, a file per set of feeds), so only items that arrived since count as new: new
/// items raise the widget's relevance and are marked. The first reload of a set of feeds
/// remembers what it finds without calling it new.
struct FeedSeenItems {
    /// Ids remembered per set of feeds at most (the oldest are forgotten first).
    static let capacity = 2_000

    let file: WidgetStateFile<[String]>

    /// The memory of the feeds `urls` in the network cache's folder (none without a cache).
    init(urls: [URL], cache: NetworkCache?) {
        file = WidgetStateFile("feeds-seen", key: urls.map(\.absoluteString).sorted().joined(separator: "\n"), cache: cache)
    }

    /// The ids of `items` not seen before (none on the first reload), remembering them all.
    func takeNew(_ items: [FeedItem]) -> Set<String> {
        guard file.url != nil else { return [] }
        let ids = items.map(\.id)
        guard let known = file.read() else {
            file.write(Array(ids.suffix(Self.capacity)))
            return []
        }
        let knownSet = Set(known)
        let fresh = ids.filter { !knownSet.contains($0) }
        if !fresh.isEmpty { file.write(Array((known + fresh).suffix(Self.capacity))) }
        return Set(fresh)
    }
}
