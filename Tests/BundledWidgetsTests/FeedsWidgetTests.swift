@testable import BundledWidgets
import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestSupport
import WidgetEngine

/// The feeds widget against loopback feeds: several merged newest first with source and age,
/// each a link; new items marked, raising relevance, remembered across restarts; a failing
/// feed keeping its items with the stale line; bad XML, 10,000 items and a 50 MB body.
@Suite(.serialized) struct FeedsWidgetTests {
    func configuration(_ harness: NetworkWidgetHarness, _ paths: [String], minutes: Int = 30) -> ConfigValues {
        ["feeds": .string(paths.map { harness.base + $0 }.joined(separator: ", ")), "minutes": .integer(minutes)]
    }

    static let three = ["/feeds/rss.xml", "/feeds/atom.xml", "/feeds/feed.json"]

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryInline, .accessoryRectangular])
    func threeFeedsMergedNewestFirst(family: WidgetFamily) async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render("feeds", family: family, configuration: configuration(harness, Self.three))
        Snapshot.assert(text, named: "feeds-\(family.rawValue)")
        #expect(text.contains(family == .accessoryInline ? "Swift 6.3 on Debian" : "tmux 4.0 released"))
    }

    @Test func eachItemIsALinkToItsPage() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let rendered = try await harness.rendered("feeds", family: .systemLarge, configuration: configuration(harness, Self.three))
        let links = rendered.links.map(\.url.absoluteString)
        #expect(links.prefix(3) == ["https://swift.example/6.3", "https://notes.example/relevance", "https://terminal.example/tmux-4"])
        #expect(NetworkWidgetHarness.flat(rendered.text).contains("Swift on Linux · 41m"))
    }

    @Test func newItemsAreMarkedRaiseRelevanceAndAreRememberedAcrossRestarts() async throws {
        let feed = Mutex(LoopbackFixtures.text("feed-rss.xml"))
        let harness = try NetworkWidgetHarness { request in
            request.path == "/feeds/rss.xml"
                ? .text(feed.withLock { $0 }, contentType: "application/rss+xml") : FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        let first = try await harness.timeline("feeds", configuration: configuration(harness, ["/feeds/rss.xml"]))
        #expect(first.entries.first?.relevance?.score == 0)
        feed.withLock {
            $0 = $0.replacingOccurrences(
                of: "<item>",
                with:
                    "<item><title>Breaking: less is more</title><link>https://terminal.example/less</link><pubDate>Sat, 21 Nov 2026 09:35:00 +0000</pubDate></item><item>",
                range: $0.range(of: "<item>"))
        }
        let later = Fixtures.instant.addingTimeInterval(31 * 60)
        let second = try await harness.timeline("feeds", configuration: configuration(harness, ["/feeds/rss.xml"]), at: later)
        #expect(second.entries.first?.relevance?.score == 1)
        // Marked in this reload's entries (the next reload sees it as seen).
        let text = try #require(second.entries.first).view
        let shown = WidgetRenderer.render(text, family: .systemMedium, context: Fixtures.plainContext(at: later)).text
        #expect(shown.contains("• Breaking: less is more"))
        #expect(shown.contains("1 new"))
        // A restart (new widgets, the cache folder kept) finds nothing new.
        let restarted = try await harness.timeline(
            "feeds", configuration: configuration(harness, ["/feeds/rss.xml"]), at: later.addingTimeInterval(31 * 60), in: harness.catalog)
        #expect(restarted.entries.first?.relevance?.score == 0)
    }

    @Test func agesMoveOnWithEntriesUntilTheNextReload() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let timeline = try await harness.timeline("feeds", configuration: configuration(harness, Self.three))
        #expect(timeline.entries.map(\.date) == [Fixtures.instant, Fixtures.instant.addingTimeInterval(900)])
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(1_800)))
    }

    @Test func aFeedThatFailsKeepsItsItemsAndSaysSo() async throws {
        let down = Mutex(false)
        let harness = try NetworkWidgetHarness { request in
            down.withLock { $0 } && request.path == "/feeds/atom.xml" ? .reset : FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        _ = try await harness.timeline("feeds", configuration: configuration(harness, Self.three))
        down.withLock { $0 = true }
        let later = Fixtures.instant.addingTimeInterval(31 * 60)
        let text = try await harness.render("feeds", family: .systemLarge, configuration: configuration(harness, Self.three), at: later)
        #expect(text.contains("Swift 6.3 on Debian"))
        #expect(NetworkWidgetHarness.flat(text).contains("⚠ as of 09:41 · 127.0.0.1: connection lost (connection reset by peer)"))
    }

    @Test func badXMLFailsThatReloadOnly() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render(
            "feeds", family: .systemLarge, configuration: configuration(harness, ["/feeds/rss.xml", "/feeds/bad.xml"]))
        #expect(text.contains("tmux 4.0 released"))
        #expect(NetworkWidgetHarness.flat(text).contains("malformed answer: not a feed: line 1: the document ends inside <title>"))
        #expect(TestLog.records().contains { $0.message.contains("/feeds/bad.xml: malformed answer") })
    }

    @Test func aFeedOfTenThousandItemsShowsItsNewest() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render("feeds", family: .systemMedium, configuration: configuration(harness, ["/feeds/large.xml"]))
        #expect(text.contains("Post 10000"))
        #expect(text.contains("Post 9999"))
    }

    @Test func aFiftyMegabyteBodyIsRefusedAndTheOtherFeedsShow() async throws {
        let harness = try NetworkWidgetHarness()
        defer { harness.finish() }
        let text = try await harness.render(
            "feeds", family: .systemLarge, configuration: configuration(harness, ["/huge", "/feeds/feed.json"]))
        #expect(text.contains("Relevance in smart stacks"))
        #expect(NetworkWidgetHarness.flat(text).contains("the answer is larger than 8 MB"))
        #expect(harness.server.bytes.written < 30 << 20)
    }

    @Test func feedURLsAreValidatedAtSave() {
        #expect(URLList.validation("https://a.example/feed, webcal://b.example/c.ics") == nil)
        #expect(
            URLList.validation("https://a.example/feed, ftp://b.example/x")
                == "\"ftp://b.example/x\" is not an http://, https:// or webcal:// URL")
        #expect(URLList.validation("feed.xml") != nil)
    }
}
