/// Something that makes HTTP requests: ``HTTPClient`` (libcurl) in the product, the same client
/// against a loopback server in tests.
public protocol HTTPTransport: Sendable {
    /// Makes `request`; an answer of any status is a success, a request that brought none a
    /// failure.
    func send(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPFailure>
}
