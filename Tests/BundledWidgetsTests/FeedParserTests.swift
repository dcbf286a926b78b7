@testable import BundledWidgets
import Foundation
import LoopbackServer
import Testing

/// RSS 2.0, Atom and JSON Feed read from fixtures written from their specifications; XML that
/// is not well-formed refused with its line; a feed of 10,000 items kept to its newest.
struct FeedParserTests {
    let parser = FeedParser()

    @Test func rssItemsWithTheirLinksAndDatesNewestFirst() throws {
        let feed = try parser.parse(LoopbackFixtures.data("feed-rss.xml"))
        #expect(feed.title == "Terminal Weekly")
        #expect(
            feed.items.map(\.title) == [
                "tmux 4.0 released", "Fish & chips: a shell story", "Wide characters in ncurses", "Café culture: 終端機 and emoji ☕",
            ])
        #expect(feed.items[0].link == URL(string: "https://terminal.example/tmux-4"))
        #expect(feed.items[0].date == Date(timeIntervalSince1970: 1_795_249_800)) // 08:30 UTC
        #expect(feed.items[1].id == "terminal-weekly-1207")
        #expect(feed.items[2].date == Date(timeIntervalSince1970: 1_795_068_900)) // 06:15 UTC (dc:date, +01:00)
        #expect(feed.items[3].date == Date(timeIntervalSince1970: 1_795_021_200)) // 17:00 UTC (EST)
    }

    @Test func atomEntriesTakeTheirAlternateLinkAndPlainTitles() throws {
        let feed = try parser.parse(LoopbackFixtures.data("feed-atom.xml"))
        #expect(feed.title == "Swift on Linux")
        #expect(feed.items.map(\.title) == ["Swift 6.3 on Debian", "Foundation without macOS"])
        #expect(feed.items[0].link == URL(string: "https://swift.example/6.3"))
        #expect(feed.items[0].id == "tag:swift.example,2026:6.3")
        #expect(feed.items[1].link == URL(string: "https://swift.example/foundation"))
        #expect(feed.items[1].date == Date(timeIntervalSince1970: 1_795_168_800)) // 10:00 UTC
    }

    @Test func jsonFeedItemsWithOrWithoutTitles() throws {
        let feed = try parser.parse(LoopbackFixtures.data("feed.json"))
        #expect(feed.title == "Widget Notes")
        #expect(feed.items.map(\.title) == ["Relevance in smart stacks", "A note without a title, shown by its text"])
        #expect(feed.items[0].date == Date(timeIntervalSince1970: 1_795_250_700)) // 08:45 UTC
        #expect(feed.items[1].date?.timeIntervalSince1970 == 1_794_909_600.25)
    }

    @Test(arguments: [
        ("<rss><channel><title>x</title><item><title>cut", "line 1: the document ends inside <title>"),
        ("<rss><channel></item></channel></rss>", "line 1: </item> where </channel> was expected"),
        ("<rss>\n<channel>\n<title>a & b</title></channel></rss>", "line 3: \"&\" that starts no reference (write &amp;)"),
        ("<html><body>Not found</body></html>", "line 1: <html> is not an RSS, RDF or Atom feed"),
        ("", "line 1: no element: not an XML document"),
    ])
    func malformedXMLIsRefusedWithItsLine(text: String, message: String) {
        #expect(throws: FeedParser.Problem.self) { try parser.parse(Data(text.utf8)) }
        do {
            _ = try parser.parse(Data(text.utf8))
        } catch {
            #expect(error.description == "not a feed: \(message)")
        }
    }

    @Test func aJSONFeedWithoutItsVersionIsRefused() {
        #expect(throws: FeedParser.Problem.self) { try parser.parse(Data(#"{"title": "x", "items": []}"#.utf8)) }
    }

    @Test func aLongFeedKeepsItsNewest() throws {
        // (10,000 items are read end to end in FeedsWidgetTests.)
        let feed = try parser.parse(LoopbackFixtures.largeRSS(items: 500, newest: FixtureAPIs.largeFeedNewest))
        #expect(feed.items.count == 60)
        #expect(feed.items.first?.title == "Post 500")
        #expect(feed.items.last?.title == "Post 441")
    }

    @Test func commentsDeclarationsAndCharacterReferencesAreRead() throws {
        let text = """
            <?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x "y">]><!-- a > comment -->
            <rss><channel><title>&#x2603; &#9731;</title><item><title>a&lt;b&gt;</title></item></channel></rss>
            """
        let feed = try parser.parse(Data(text.utf8))
        #expect(feed.title == "☃ ☃")
        #expect(feed.items.first?.title == "a<b>")
    }
}
