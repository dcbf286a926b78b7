import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestSupport
import WidgetNetwork

/// The fetcher's rules, told "now" by the test: the interval and max-age, conditional requests,
/// back-off and Retry-After (seconds and HTTP dates), a malformed body failing one fetch, the
/// answer kept across fetchers (a restart), and nothing secret in the cache folder.
@Suite(.serialized) struct ResourceFetcherTests {
    let start = Date(timeIntervalSince1970: 1_795_254_060)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-fetcher-\(UUID().uuidString)")

    func fetcher() -> ResourceFetcher {
        ResourceFetcher(transport: HTTPClient(proxies: ProxySettings()), cache: NetworkCache(folder: folder))
    }

    func text(_ data: Data) throws -> String {
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix("v") else { throw Malformed() }
        return text
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String { "does not start with v" }
    }

    /// What the test's server answers, changed by the test as it goes.
    final class Answer: Sendable {
        let state: Mutex<(body: String, status: Int, headers: [String: String])>

        init(_ body: String, status: Int = 200, headers: [String: String] = [:]) {
            state = Mutex((body, status, headers))
        }

        func withLock<T>(_ body: (inout (body: String, status: Int, headers: [String: String])) -> T) -> T {
            state.withLock { body(&$0) }
        }
    }

    /// A server answering `body` with an ETag, 304 to a matching If-None-Match, or `status`.
    func server(_ state: Answer) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let (body, status, headers) = state.withLock { $0 }
            guard status == 200 else { return .answer(status: status, headers: headers) }
            let etag = "\"\(body.count)-\(body.hashValue)\""
            if request.header("if-none-match") == etag { return .answer(status: 304, headers: ["ETag": etag]) }
            return .answer(status: 200, headers: headers.merging(["ETag": etag]) { $1 }, body: Data(body.utf8))
        }
    }

    @Test func theIntervalAndMaxAgeSpaceRequestsAndAConditionalOneConfirms() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = Answer("v1", headers: ["Cache-Control": "max-age=3600"])
        let server = try server(state)
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/data"))
        let first = await fetcher().fetch(request, every: 600, at: start, decode: text)
        #expect(first.value == "v1")
        #expect(first.nextAttempt == start.addingTimeInterval(3_600)) // max-age beyond the interval
        #expect(first.transfer != nil)
        let early = await fetcher().fetch(request, every: 600, at: start.addingTimeInterval(1_800), decode: text)
        #expect(early.value == "v1")
        #expect(early.transfer == nil)
        #expect(server.requests.count == 1)
        let later = await fetcher().fetch(request, every: 600, at: start.addingTimeInterval(3_601), decode: text)
        #expect(later.value == "v1")
        #expect(later.fetchedAt == start.addingTimeInterval(3_601))
        #expect(server.requests.last?.header("if-none-match") != nil)
    }

    @Test func failuresBackOffAndRetryAfterWinsWhenLater() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = Answer("v1")
        let server = try server(state)
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/data"))
        _ = await fetcher().fetch(request, every: 600, at: start, decode: text)
        state.withLock { $0 = (body: "v1", status: 500, headers: [:]) }
        var now = start.addingTimeInterval(600)
        for expected in [600.0, 1_200, 2_400, 3_600, 3_600] {
            let failed = await fetcher().fetch(request, every: 600, at: now, decode: text)
            #expect(failed.value == "v1")
            #expect(failed.problem?.kind == .server)
            #expect(failed.nextAttempt == now.addingTimeInterval(expected))
            // Nothing is asked before then.
            let asked = server.requests.count
            _ = await fetcher().fetch(request, every: 600, at: failed.nextAttempt.addingTimeInterval(-1), decode: text)
            #expect(server.requests.count == asked)
            now = failed.nextAttempt
        }
        let date = "Sun, 22 Nov 2026 12:00:00 GMT"
        state.withLock { $0 = (body: "v1", status: 503, headers: ["Retry-After": date]) }
        let throttled = await fetcher().fetch(request, every: 600, at: now, decode: text)
        #expect(throttled.problem?.kind == .throttled)
        #expect(throttled.nextAttempt == Date(timeIntervalSince1970: 1_795_348_800))
    }

    @Test func aMalformedBodyFailsThisFetchAndKeepsTheLastGoodOne() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = Answer("v1")
        let server = try server(state)
        defer { server.stop() }
        let request = HTTPRequest(url: server.url("/data?api_key=k3y"))
        _ = await fetcher().fetch(request, every: 600, at: start, decode: text)
        state.withLock { $0.body = "garbage" }
        let bad = await fetcher().fetch(request, every: 600, at: start.addingTimeInterval(600), decode: text)
        #expect(bad.value == "v1")
        #expect(bad.problem?.kind == .malformed)
        #expect(bad.problem?.message == "127.0.0.1: malformed answer: does not start with v")
        #expect(bad.fetchedAt == start)
        state.withLock { $0.body = "v2" }
        let good = await fetcher().fetch(request, every: 600, at: start.addingTimeInterval(1_200), decode: text)
        #expect(good.value == "v2")
        #expect(good.problem == nil)
        #expect(
            TestLog.records().contains {
                $0.message == "http://127.0.0.1:\(server.port)/data?api_key=…: malformed answer: does not start with v"
            })
    }

    @Test func theLastAnswerSurvivesARestartWithTheServerDown() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = Answer("v1")
        let server = try server(state)
        let request = HTTPRequest(url: server.url("/data"))
        _ = await fetcher().fetch(request, every: 600, at: start, decode: text)
        server.stop()
        let offline = await fetcher().fetch(request, every: 600, at: start.addingTimeInterval(700), decode: text)
        #expect(offline.value == "v1")
        #expect(offline.fetchedAt == start)
        #expect(offline.problem?.kind == .offline)
    }

    @Test func theCacheHoldsNoRequestHeaderAndNamesNoURL() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = Answer("v1")
        let server = try server(state)
        defer { server.stop() }
        let request = HTTPRequest(
            url: server.url("/private-0a1b2c3d4e5f6a7b8c9d/cal.ics?token=t0k3n"), headers: ["Authorization": "Bearer s3cr3t"])
        _ = await fetcher().fetch(request, every: 600, at: start, decode: text)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 2)
        #expect(files.map { $0.split(separator: ".").last } == ["answer", "body"])
        #expect(files.allSatisfy { $0.split(separator: ".").first?.count == 32 })
        var info = stat()
        for file in files {
            let contents = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
            for secret in ["s3cr3t", "t0k3n", "private-0a1b"] { #expect(!contents.contains(secret)) }
            #expect(stat(folder.appendingPathComponent(file).path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        }
        #expect(stat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test(arguments: [
        ("https://ana:pw@example.org/feed.xml?key=abc&page=2", "https://example.org/feed.xml?key=…&page=…"),
        (
            "https://calendar.example.com/ical/ana%40example.com/private-8d3f0a9c/basic.ics",
            "https://calendar.example.com/ical/…/…/basic.ics"
        ),
        ("https://p12-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTBhYmNkZWY", "https://p12-caldav.icloud.com/published/2/…"),
        ("http://127.0.0.1:8080/v1/forecast", "http://127.0.0.1:8080/v1/forecast"),
    ])
    func urlsAreShownWithoutTheirSecrets(url: String, shown: String) throws {
        #expect(SecretRedaction.url(try #require(URL(string: url))) == shown)
    }

    @Test func theBackOffDoublesUpToFourIntervalsOrAnHour() {
        #expect(ResourceFetcher.backoff(afterFailures: 1, interval: 1_800) == 1_800)
        #expect(ResourceFetcher.backoff(afterFailures: 3, interval: 1_800) == 7_200)
        #expect(ResourceFetcher.backoff(afterFailures: 9, interval: 1_800) == 7_200)
        #expect(ResourceFetcher.backoff(afterFailures: 9, interval: 300) == 3_600)
    }
}
