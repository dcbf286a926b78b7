import Foundation
import WidgetNetwork

/// Checks sites over HTTP, all at once: a GET that stops after the status and headers (the
/// body is not read), timed to its first byte. A site that answered 429 or 503 with
/// `Retry-After` is not checked again before then.
struct SiteChecker: Sendable {
    var transport: any HTTPTransport

    /// The checks of `urls` at `now`, in their order; `previous` holds the last checks (for
    /// their retry times).
    func check(_ urls: [URL], previous: [String: SiteCheck], at now: Date) async -> [SiteCheck] {
        await withTaskGroup(of: (Int, SiteCheck).self) { group in
            for (index, url) in urls.enumerated() {
                let key = url.absoluteString
                if let last = previous[key], let notBefore = last.retryNotBefore, notBefore > now {
                    group.addTask { (index, last) }
                    continue
                }
                group.addTask {
                    let request = HTTPRequest(url: url, headers: ["Accept": "*/*"], readsBody: false)
                    return (index, Self.check(await transport.send(request), url: key, at: now))
                }
            }
            var checks: [(Int, SiteCheck)] = []
            for await check in group { checks.append(check) }
            return checks.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    private static func check(_ result: Result<HTTPResponse, HTTPFailure>, url: String, at now: Date) -> SiteCheck {
        switch result {
        case let .success(response):
            let retry = response.isThrottled ? response.retryAfter(at: now) : nil
            return SiteCheck(
                url: url, status: response.status, latency: Int((response.transfer.firstByteSeconds * 1_000).rounded()),
                detail: response.statusLine, checkedAt: now, retryNotBefore: retry, reachedServer: true)
        case let .failure(failure):
            let detail: String
            switch failure {
            case .couldNotResolve: detail = "no such host"
            case let .couldNotConnect(_, reason): detail = reason
            case let .timedOut(seconds): detail = "no answer within \(seconds) s"
            case let .insecure(_, reason): detail = "TLS: \(reason)"
            case let .connectionLost(_, reason): detail = reason
            default: detail = failure.description
            }
            return SiteCheck(url: url, status: nil, latency: nil, detail: detail, checkedAt: now, retryNotBefore: nil, reachedServer: false)
        }
    }
}
