import CCurl
import Foundation

/// The HTTP client every network widget uses: libcurl, loaded at run time (``CCurl``), so only
/// a process that makes a request loads an HTTP or TLS library, and the program links none.
///
/// It honours the environment's proxies (``ProxySettings``), trusts the system's CA
/// certificates (libcurl's built-in bundle, `/etc/ssl/certs` on Debian), follows up to five
/// redirects (HTTP and HTTPS only), asks for compressed answers, and gives up when connecting
/// takes more than 5 s or the whole request more than 20 s. Each request blocks a thread of its
/// own (with a small stack; never Swift's global executor); a cancelled task stops its
/// transfer within about a second.
public struct HTTPClient: HTTPTransport {
    /// The proxies used.
    public var proxies: ProxySettings
    /// The most seconds to connect (DNS, TCP and TLS).
    public var connectTimeout: Double
    /// The most seconds for the whole request.
    public var timeout: Double
    /// A file of CA certificates to trust instead of the system's (nil: the system's).
    public var caFile: String?
    /// Sent as `User-Agent` (GitHub's API refuses requests without one).
    public var userAgent: String
    /// Redirects followed at most.
    public var maxRedirects: Int

    public init(
        proxies: ProxySettings = .process, connectTimeout: Double = 5, timeout: Double = 20, caFile: String? = nil,
        userAgent: String = "homescreen/1 (terminal widgets)", maxRedirects: Int = 5
    ) {
        self.proxies = proxies
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.caFile = caFile
        self.userAgent = userAgent
        self.maxRedirects = maxRedirects
    }

    /// libcurl's version line, or why it cannot be loaded.
    public static var libraryVersion: Result<String, HTTPFailure> {
        var why = [CChar](repeating: 0, count: 256)
        guard hs_http_load(&why, why.count) != 0 else {
            return .failure(.clientUnavailable(String(decoding: why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return .success(String(cString: hs_http_version()))
    }

    public func send(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFailure> {
        guard let scheme = request.url.scheme?.lowercased(), ["http", "https"].contains(scheme), request.url.host != nil else {
            return .failure(.unsupportedURL(SecretRedaction.url(request.url)))
        }
        let exchange = CurlExchange(request: request)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A thread of its own, as the transfer blocks it until it ends, with a small
                // stack: an extension's data limit counts thread stacks, and a Dispatch thread's
                // 8 MB each would use the bundled widgets' 48 MB up with six transfers at once.
                let thread = Thread { continuation.resume(returning: exchange.perform(with: self)) }
                thread.stackSize = Self.threadStack
                thread.name = "homescreen-http"
                thread.start()
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    /// The stack of a transfer's thread: enough for libcurl and a TLS handshake.
    static let threadStack = 512 << 10
}
