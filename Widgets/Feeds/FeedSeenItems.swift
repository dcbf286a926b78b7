import Foundation
import WidgetEngine
import WidgetNetwork

/// The items a feeds widget has already shown, remembered across reloads and restarts (in the
/// cache folder, a file per set of feeds), so only items that arrived since count as new: new
/// items raise the widget's relevance and are marked. The first reload of a set of feeds
/// remembers what it finds without calling it new.
struct FeedSeenItems {
    /// Ids remembered per set of feeds at most (the oldest are forgotten first).
    static let capacity = 2_000

    let file: URL?

    /// The memory of the feeds `urls` in the network cache's folder (none without a cache).
    init(urls: [URL], cache: NetworkCache?) {
        let key = urls.map(\.absoluteString).sorted().joined(separator: "\n")
        file = cache.map { $0.folder.appendingPathComponent("feeds-seen-\(NetworkCache.digest(key)).json") }
    }

    /// The ids of `items` not seen before (none on the first reload), remembering them all.
    func takeNew(_ items: [FeedItem]) -> Set<String> {
        guard let file else { return [] }
        let known = (try? JSONDecoder().decode([String].self, from: FileContents.read(file)))
        let ids = items.map(\.id)
        guard let known else {
            remember(ids, in: file)
            return []
        }
        let knownSet = Set(known)
        let fresh = ids.filter { !knownSet.contains($0) }
        if !fresh.isEmpty { remember(known + fresh, in: file) }
        return Set(fresh)
    }

    private func remember(_ ids: [String], in file: URL) {
        let kept = Array(ids.suffix(Self.capacity))
        guard let data = try? JSONEncoder().encode(kept) else { return }
        try? PrivateFolder.make(file.deletingLastPathComponent())
        _ = try? AtomicFile.write(data, to: file, permissions: .exactly(0o600), durable: false)
    }
}
