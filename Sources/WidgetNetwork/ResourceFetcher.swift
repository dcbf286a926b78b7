import Foundation
import Logging

/// Fetches a widget's resources politely, and keeps the last good answer of each.
///
/// At a reload (told "now": it never reads the clock):
/// - a resource whose answer is younger than the widget's interval, or than the server's
///   `Cache-Control: max-age`, is not asked for: its kept answer is used;
/// - one that failed recently is not asked for until its back-off ends (the interval, doubled
///   with each failure in a row up to four times it or an hour, and never before the server's
///   `Retry-After` or the end of a used-up rate limit);
/// - otherwise it is asked for, conditionally (`If-None-Match`, `If-Modified-Since`) when an
///   answer is kept; a 304 confirms the kept one.
///
/// A new body is decoded before it replaces the kept one: a malformed answer fails this reload
/// only, and the log names it with the URL's secrets removed. Whatever fails, the last good
/// value comes back with its age and the problem, so the widget keeps its content.
public struct ResourceFetcher: Sendable {
    public var transport: any HTTPTransport
    /// Where answers are kept (nil: nowhere, nothing survives the call).
    public var cache: NetworkCache?
    private static let logger = Logger(label: "homescreen.network")

    public init(transport: any HTTPTransport = HTTPClient(), cache: NetworkCache?) {
        self.transport = transport
        self.cache = cache
    }

    /// Fetches `request` at `now` for a widget that reloads at most every `interval` seconds,
    /// decoding a new body with `decode` (which throws for a malformed one).
    public func fetch<Value: Sendable>(
        _ request: HTTPRequest, every interval: TimeInterval, at now: Date, decode: (Data) throws -> Value
    ) async -> FetchResult<Value> {
        let shown = SecretRedaction.url(request.url)
        var kept = cache?.answer(for: request) ?? CachedAnswer(url: shown)
        kept.url = shown
        // The kept body is read only when it is used (never while a new one arrives).
        func keptValue() -> Value? { cache?.body(for: request, of: kept).flatMap { try? decode($0) } }
        if let notBefore = kept.retryNotBefore, notBefore > now, kept.problem != nil {
            return FetchResult(value: keptValue(), fetchedAt: kept.fetchedAt, problem: kept.problem, nextAttempt: notBefore, transfer: nil)
        }
        if let fresh = freshUntil(kept, interval: interval), fresh > now, kept.bodyLength != nil, kept.problem == nil {
            return FetchResult(value: keptValue(), fetchedAt: kept.fetchedAt, problem: nil, nextAttempt: fresh, transfer: nil)
        }
        var sent = request
        if kept.bodyLength != nil {
            if let etag = kept.etag { sent.headers["If-None-Match"] = etag }
            if let lastModified = kept.lastModified { sent.headers["If-Modified-Since"] = lastModified }
        }
        switch await transport.send(sent) {
        case let .failure(failure):
            let retry = failed(&kept, NetworkProblem(failure, at: now), retryAfter: nil, request: request, interval: interval, at: now)
            return FetchResult(value: keptValue(), fetchedAt: kept.fetchedAt, problem: kept.problem, nextAttempt: retry, transfer: nil)
        case let .success(response) where response.status == 304 && kept.bodyLength != nil:
            confirm(&kept, response, at: now)
            cache?.keep(kept, for: request)
            return succeeded(kept, interval: interval, value: keptValue(), transfer: response.transfer)
        case let .success(response) where response.isSuccess:
            do {
                let value = try decode(response.body)
                kept.bodyLength = response.body.count
                kept.etag = response.header("etag")
                kept.lastModified = response.header("last-modified")
                confirm(&kept, response, at: now)
                cache?.keep(kept, body: response.body, for: request)
                return succeeded(kept, interval: interval, value: value, transfer: response.transfer)
            } catch {
                let reason = SecretRedaction.scrub(String(describing: error), in: request)
                Self.logger.warning("\(shown): malformed answer: \(reason)")
                let problem = NetworkProblem(
                    kind: .malformed, message: "\(request.url.host ?? shown): malformed answer: \(reason)", at: now)
                kept.problem = problem
                cache?.keep(kept, for: request)
                return FetchResult(
                    value: keptValue(), fetchedAt: kept.fetchedAt, problem: problem, nextAttempt: now.addingTimeInterval(interval),
                    transfer: response.transfer)
            }
        case let .success(response):
            let kind: NetworkProblem.Kind = response.isThrottled ? .throttled : .server
            let explanation = response.explanation.map { ": " + SecretRedaction.scrub($0, in: request) } ?? ""
            let problem = NetworkProblem(
                kind: kind, message: "\(request.url.host ?? shown): \(response.statusLine)\(explanation)", at: now)
            let retry = failed(&kept, problem, retryAfter: response.retryAfter(at: now), request: request, interval: interval, at: now)
            return FetchResult(
                value: keptValue(), fetchedAt: kept.fetchedAt, problem: problem, nextAttempt: retry, transfer: response.transfer)
        }
    }

    /// When the kept answer stops being fresh: the widget's interval after it was fetched, or
    /// the server's max-age when later. A fetch time in the future (the clock went back) is
    /// not trusted.
    private func freshUntil(_ kept: CachedAnswer, interval: TimeInterval) -> Date? {
        guard let fetchedAt = kept.fetchedAt else { return nil }
        let own = fetchedAt.addingTimeInterval(interval)
        guard let server = kept.freshUntil else { return own }
        return max(own, server)
    }

    private func confirm(_ kept: inout CachedAnswer, _ response: HTTPResponse, at now: Date) {
        kept.fetchedAt = now
        kept.freshUntil = response.freshness.map { now.addingTimeInterval($0) }
        kept.failures = 0
        kept.retryNotBefore = nil
        kept.problem = nil
        if let etag = response.header("etag") { kept.etag = etag }
        if let lastModified = response.header("last-modified") { kept.lastModified = lastModified }
    }

    private func succeeded<Value>(_ kept: CachedAnswer, interval: TimeInterval, value: Value?, transfer: HTTPTransfer) -> FetchResult<Value>
    {
        let next = freshUntil(kept, interval: interval) ?? Date.distantFuture
        return FetchResult(value: value, fetchedAt: kept.fetchedAt, problem: nil, nextAttempt: next, transfer: transfer)
    }

    /// Records `problem` in `kept` and keeps it; answers when to try again.
    private func failed(
        _ kept: inout CachedAnswer, _ problem: NetworkProblem, retryAfter: Date?, request: HTTPRequest, interval: TimeInterval,
        at now: Date
    ) -> Date {
        kept.failures += 1
        var retry = now.addingTimeInterval(Self.backoff(afterFailures: kept.failures, interval: interval))
        if let retryAfter, retryAfter > retry { retry = retryAfter }
        kept.retryNotBefore = retry
        kept.problem = problem
        Self.logger.notice("\(kept.url): \(problem.message); retrying after \(Int(retry.timeIntervalSince(now))) s")
        cache?.keep(kept, for: request)
        return retry
    }

    /// Seconds to wait after `failures` failures in a row: the interval, doubled with each
    /// failure after the first, up to four times the interval or an hour, whichever is more.
    public static func backoff(afterFailures failures: Int, interval: TimeInterval) -> TimeInterval {
        let cap = max(4 * interval, 3_600)
        let doubled = interval * pow(2, Double(max(0, min(failures, 16) - 1)))
        return min(doubled, cap)
    }
}
