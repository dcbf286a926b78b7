import Foundation

/// A feed as the feeds widget reads it, whatever its format: its title and its items.
struct Feed: Hashable, Sendable {
    var title: String
    var items: [FeedItem]
}

/// One item of a feed: what it is called, where it links, when it was published.
struct FeedItem: Hashable, Sendable {
    /// The feed's own id for it (guid, id), else its link, else its title.
    var id: String
    var title: String
    var link: URL?
    var date: Date?
}
