import Foundation

/// Reads RSS 2.0 (and RSS 1.0/RDF), Atom and JSON Feed 1.x into a ``Feed``, telling them apart
/// by their first element (`rss`, `rdf:RDF`, `feed`) or a JSON object with `version`. Only
/// what the widget shows is kept: the feed's title and each item's id, title, link and date,
/// and of a feed of thousands of items only the newest `keeping`, so a site's whole archive
/// costs its bytes once, not a copy of every item.
struct FeedParser {
    /// Items kept, newest first.
    var keeping = 60

    /// Why a body is not a feed.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    func parse(_ data: Data) throws(Problem) -> Feed {
        let start = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
        var feed: Feed
        if start == UInt8(ascii: "{") {
            feed = try parseJSON(data)
        } else {
            do throws(XMLError) {
                feed = try XMLReader.read(data) { (reader: inout XMLReader) throws(XMLError) in try parseXML(&reader) }
            } catch {
                throw Problem(description: "not a feed: \(error)")
            }
        }
        feed.items = Self.newestFirst(feed.items, keeping: keeping)
        return feed
    }

    /// Dated items newest first, then the undated in their order; `keeping` at most.
    static func newestFirst(_ items: [FeedItem], keeping count: Int) -> [FeedItem] {
        let dated = items.enumerated().filter { $0.element.date != nil }
            .sorted { ($0.element.date ?? .distantPast, -$0.offset) > ($1.element.date ?? .distantPast, -$1.offset) }.map(\.element)
        return Array((dated + items.filter { $0.date == nil }).prefix(count))
    }

    private func parseJSON(_ data: Data) throws(Problem) -> Feed {
        struct JSONFeed: Decodable {
            struct Item: Decodable {
                var id: String?
                var url: String?
                var external_url: String?
                var title: String?
                var content_text: String?
                var summary: String?
                var date_published: String?
                var date_modified: String?
            }
            var version: String
            var title: String?
            var items: [Item]
        }
        let decoded: JSONFeed
        do throws(JSONProblem) {
            decoded = try JSONProblem.decode(JSONFeed.self, from: data)
        } catch {
            throw Problem(description: "not a JSON Feed: \(error)")
        }
        guard decoded.version.hasPrefix("https://jsonfeed.org/version/") else {
            throw Problem(description: "not a JSON Feed: version is \(decoded.version)")
        }
        let items = decoded.items.map { item in
            let title = item.title ?? item.summary ?? item.content_text ?? item.url ?? ""
            let link = (item.url ?? item.external_url).flatMap(URL.init(string:))
            return FeedItem(
                id: item.id ?? item.url ?? title, title: Self.oneLine(title), link: link,
                date: (item.date_published ?? item.date_modified).flatMap(FeedDate.parse))
        }
        return Feed(title: decoded.title ?? "", items: items)
    }

    private func parseXML(_ reader: inout XMLReader) throws(XMLError) -> Feed {
        var feedTitle = ""
        var items: [FeedItem] = []
        var item: ItemBuilder?
        var path: [String] = []
        var text = ""
        var isAtom = false
        while let event = try reader.next() {
            switch event {
            case let .start(name, attributes):
                let local = Self.localName(name)
                if path.isEmpty {
                    guard ["rss", "RDF", "feed"].contains(local) else {
                        throw XMLError(line: 1, message: "<\(name)> is not an RSS, RDF or Atom feed")
                    }
                    isAtom = local == "feed"
                }
                path.append(local)
                text = ""
                if local == "item" || local == "entry" { item = ItemBuilder() }
                if local == "link", isAtom, let href = attributes["href"] {
                    let relation = attributes["rel"] ?? "alternate"
                    if item != nil, relation == "alternate" { item?.link = href }
                }
                if local == "title" { item?.titleIsHTML = attributes["type"] == "html" || attributes["type"] == "xhtml" }
            case let .text(value):
                // Only the text of elements read is gathered (descriptions are skipped).
                if let last = path.last, Self.kept.contains(last) { text += value }
            case .end:
                let local = path.removeLast()
                if local == "item" || local == "entry", let built = item {
                    items.append(built.item())
                    item = nil
                } else if item != nil {
                    item?.take(local, text, isAtom: isAtom)
                } else if local == "title", path.last == "channel" || path.last == "feed" {
                    feedTitle = Self.oneLine(text)
                }
                text = ""
            }
        }
        return Feed(title: feedTitle, items: items)
    }

    /// The elements whose text is read.
    private static let kept: Set<String> = ["title", "link", "guid", "id", "pubDate", "date", "updated", "published"]

    /// `dc:date` → `date`.
    static func localName(_ name: String) -> String {
        guard let colon = name.utf8.lastIndex(of: UInt8(ascii: ":")) else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// `text` on one line, trimmed, tags removed when `html`.
    static func oneLine(_ text: String, html: Bool = false) -> String {
        var text = text
        if html {
            text = text.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What is read of one item or entry as its elements close.
    private struct ItemBuilder {
        var title = ""
        var titleIsHTML = false
        var link: String?
        var id: String?
        var date: String?
        var updated: String?

        mutating func take(_ element: String, _ text: String, isAtom: Bool) {
            switch element {
            case "title": title = text
            case "link" where !isAtom: link = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case "guid", "id": id = text.trimmingCharacters(in: .whitespacesAndNewlines)
            case "pubDate", "date", "published": date = text
            case "updated": updated = text
            default: break
            }
        }

        func item() -> FeedItem {
            let shown = FeedParser.oneLine(title, html: titleIsHTML)
            let url = link.flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces)) }
            return FeedItem(id: id ?? link ?? shown, title: shown, link: url, date: (date ?? updated).flatMap(FeedDate.parse))
        }
    }
}
