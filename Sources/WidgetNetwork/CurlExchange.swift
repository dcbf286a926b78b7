import CCurl
import Foundation
import Synchronization

/// One request's state while libcurl runs it: the header lines and body received so far, the
/// body limit, and whether the task was cancelled. libcurl's callbacks reach it through the
/// context pointer (it outlives the transfer: ``perform(with:)`` holds it).
final class CurlExchange: Sendable {
    private struct Received {
        var headers: [String: String] = [:]
        var body = Data()
        var tooLarge = false
        var stoppedAfterHeaders = false
    }

    let request: HTTPRequest
    private let received = Mutex(Received())
    private let cancelled = Atomic(false)

    init(request: HTTPRequest) {
        self.request = request
    }

    /// Stops the transfer at libcurl's next progress call.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Runs the transfer on this thread and answers what came.
    func perform(with client: HTTPClient) -> Result<HTTPResponse, HTTPFailure> {
        let url = request.url
        let proxy = client.proxies.proxy(for: url)
        // The host libcurl connects to: the proxy's when there is one (a host NO_PROXY names is
        // then left to libcurl's own look-up).
        let connected = proxy.isEmpty ? url : URL(string: proxy.contains("://") ? proxy : "http://" + proxy) ?? url
        let resolved: String?
        switch HostLookup.entry(for: connected) {
        case let .success(entry): resolved = entry
        case let .failure(failure): return .failure(failure)
        }
        var strings = [url.absoluteString, proxy, client.proxies.bypass, client.userAgent, client.caFile ?? "", resolved ?? ""]
        strings += request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var result = HSHTTPResult()
        let headerPointers = copies.dropFirst(6).map { UnsafePointer<CChar>($0) }
        headerPointers.withUnsafeBufferPointer { headers in
            var curlRequest = HSHTTPRequest(
                url: copies[0], headers: headers.baseAddress, header_count: Int32(headers.count), proxy: copies[1],
                no_proxy: client.proxies.bypass.isEmpty ? nil : UnsafePointer(copies[2]),
                connect_timeout_ms: Int(client.connectTimeout * 1_000), total_timeout_ms: Int(client.timeout * 1_000),
                ca_file: client.caFile == nil ? nil : UnsafePointer(copies[4]), user_agent: copies[3],
                max_redirects: client.maxRedirects, max_body_bytes: request.readsBody ? Int64(request.bodyLimit) : 0,
                resolved: resolved == nil ? nil : UnsafePointer(copies[5]))
            let context = Unmanaged.passUnretained(self).toOpaque()
            hs_http_perform(&curlRequest, Self.onHeader, Self.onBody, Self.isCancelled, context, &result)
        }
        return outcome(of: result, client: client)
    }

    private func outcome(of result: HSHTTPResult, client: HTTPClient) -> Result<HTTPResponse, HTTPFailure> {
        let received = received.withLock { $0 }
        let message = withUnsafeBytes(of: result.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let transfer = HTTPTransfer(
            bytesSent: Int(result.request_bytes), bytesReceived: Int(result.header_bytes + result.body_bytes),
            connectSeconds: Double(result.connect_us) / 1e6, firstByteSeconds: Double(result.first_byte_us) / 1e6,
            totalSeconds: Double(result.total_us) / 1e6)
        let response = HTTPResponse(status: result.status, headers: received.headers, body: received.body, transfer: transfer)
        let host = request.url.host ?? ""
        // The system's words for a failed connection ("Connection refused") say more than
        // libcurl's ("Couldn't connect to server").
        let system = result.os_errno != 0 ? String(cString: strerror(Int32(result.os_errno))) : nil
        let detail = SecretRedaction.scrub(system ?? Self.detail(of: message), in: request)
        switch result.code {
        case Int32(HS_HTTP_OK): return .success(response)
        case Int32(HS_HTTP_STOPPED_BY_SINK) where received.stoppedAfterHeaders: return .success(response)
        case Int32(HS_HTTP_STOPPED_BY_SINK) where received.tooLarge, Int32(HS_HTTP_FILESIZE_EXCEEDED):
            return .failure(.bodyTooLarge(limit: request.bodyLimit))
        case Int32(HS_HTTP_NO_LIBRARY): return .failure(.clientUnavailable(message))
        case Int32(HS_HTTP_UNSUPPORTED_PROTOCOL), Int32(HS_HTTP_URL_MALFORMAT):
            return .failure(.unsupportedURL(SecretRedaction.url(request.url)))
        case Int32(HS_HTTP_COULDNT_RESOLVE_PROXY):
            return .failure(.couldNotResolve(host: URL(string: client.proxies.proxy(for: request.url))?.host ?? "the proxy"))
        case Int32(HS_HTTP_COULDNT_RESOLVE_HOST): return .failure(.couldNotResolve(host: host))
        case Int32(HS_HTTP_COULDNT_CONNECT): return .failure(.couldNotConnect(host: host, detail: detail.lowercased()))
        case Int32(HS_HTTP_TIMED_OUT):
            // libcurl says "Connection timed out" when connecting took too long.
            if message.hasPrefix("Connection timed out") || result.connect_us == 0 && result.first_byte_us == 0 {
                return .failure(.couldNotConnect(host: host, detail: "no connection within \(Int(client.connectTimeout)) s"))
            }
            return .failure(.timedOut(seconds: Int(client.timeout)))
        case Int32(HS_HTTP_SSL_CONNECT_ERROR), Int32(HS_HTTP_PEER_FAILED_VERIFICATION), Int32(HS_HTTP_SSL_CACERT_BADFILE):
            return .failure(.insecure(host: host, detail: detail))
        case Int32(HS_HTTP_WEIRD_SERVER_REPLY), Int32(HS_HTTP_PARTIAL_FILE), Int32(HS_HTTP_GOT_NOTHING), Int32(HS_HTTP_SEND_ERROR),
            Int32(HS_HTTP_RECV_ERROR), Int32(HS_HTTP_BAD_CONTENT_ENCODING):
            return .failure(.connectionLost(host: host, detail: detail.lowercased()))
        case Int32(HS_HTTP_ABORTED_BY_CALLBACK): return .failure(.cancelled)
        default: return .failure(.other(detail))
        }
    }

    /// The end of libcurl's message, where it says what happened ("Failed to connect to
    /// example.org port 443 after 3 ms: Connection refused" → "Connection refused").
    private static func detail(of message: String) -> String {
        guard let colon = message.range(of: ": ", options: .backwards) else { return message }
        return String(message[colon.upperBound...])
    }

    // MARK: libcurl's callbacks

    private static let onHeader: HSHTTPSink = { bytes, count, context in
        guard let bytes, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        exchange.received.withLock { received in
            if line.hasPrefix("HTTP/") {
                // A new answer (after a redirect or a 100 Continue): its headers replace the last.
                received.headers = [:]
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                received.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return count
    }

    private static let onBody: HSHTTPSink = { bytes, count, context in
        guard let bytes, let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.received.withLock { received in
            guard exchange.request.readsBody else {
                received.stoppedAfterHeaders = true
                return 0
            }
            guard received.body.count + count <= exchange.request.bodyLimit else {
                received.tooLarge = true
                return 0
            }
            // Room for the whole body at once when its length is announced: growing by
            // doubling would hold up to twice the body while it copies.
            if received.body.isEmpty, let length = received.headers["content-length"].flatMap(Int.init),
                length <= exchange.request.bodyLimit,
                received.headers["content-encoding"] == nil
            {
                received.body.reserveCapacity(length)
            }
            received.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: count)
            return count
        }
    }

    private static let isCancelled: HSHTTPCancelCheck = { context in
        guard let context else { return 1 }
        return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().cancelled.load(ordering: .relaxed) ? 1 : 0
    }
}
