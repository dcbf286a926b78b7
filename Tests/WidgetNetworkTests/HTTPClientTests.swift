import Foundation
import LoopbackServer
import Testing
import WidgetNetwork

/// The real client (libcurl) against a loopback server: answers, headers, bodies too large,
/// stalls, resets, a server that is down, proxies and redirects.
struct HTTPClientTests {
    let client = HTTPClient(proxies: ProxySettings())

    @Test func answersComeWithTheirStatusHeadersBodyAndCost() async throws {
        let server = try LoopbackHTTPServer { _ in .text("hello", headers: ["ETag": "\"v1\""]) }
        defer { server.stop() }
        let response = try await client.send(HTTPRequest(url: server.url("/greeting?name=ana"))).get()
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "hello")
        #expect(response.header("ETag") == "\"v1\"")
        #expect(response.transfer.bytesSent > 0)
        #expect(response.transfer.bytesReceived > 5)
        let request = try #require(server.requests.first)
        #expect(request.path == "/greeting")
        #expect(request.query["name"] == "ana")
        #expect(request.header("user-agent")?.hasPrefix("homescreen") == true)
    }

    @Test func requestHeadersAreSent() async throws {
        let server = try LoopbackHTTPServer { _ in .status(204) }
        defer { server.stop() }
        _ = try await client.send(HTTPRequest(url: server.url("/"), headers: ["Authorization": "Bearer t0ken"])).get()
        #expect(server.requests.first?.header("authorization") == "Bearer t0ken")
    }

    @Test func aBodyPastItsLimitFailsTheRequestWithoutHoldingIt() async throws {
        let server = try LoopbackHTTPServer { _ in .generated(status: 200, length: 50 << 20) }
        defer { server.stop() }
        let result = await client.send(HTTPRequest(url: server.url("/big"), bodyLimit: 1 << 20))
        #expect(throws: HTTPFailure.bodyTooLarge(limit: 1 << 20)) { try result.get() }
        // The transfer stopped long before the 50 MB were sent.
        #expect(server.bytes.written < 20 << 20)
    }

    @Test func aBodyOfUnannouncedLengthIsStoppedAtTheLimit() async throws {
        let server = try LoopbackHTTPServer { _ in .generated(status: 200, length: 50 << 20, announced: false) }
        defer { server.stop() }
        let result = await client.send(HTTPRequest(url: server.url("/stream"), bodyLimit: 1 << 20))
        #expect(throws: HTTPFailure.bodyTooLarge(limit: 1 << 20)) { try result.get() }
        #expect(server.bytes.written < 20 << 20)
    }

    @Test func aCheckThatReadsNoBodyStopsAfterTheHeaders() async throws {
        let server = try LoopbackHTTPServer { _ in .generated(status: 503, length: 50 << 20) }
        defer { server.stop() }
        let response = try await client.send(HTTPRequest(url: server.url("/"), readsBody: false)).get()
        #expect(response.status == 503)
        #expect(response.body.isEmpty)
    }

    @Test func aServerThatIsDownCannotBeConnectedTo() async throws {
        let server = try LoopbackHTTPServer { _ in .status(200) }
        let url = server.url("/")
        server.stop()
        let result = await client.send(HTTPRequest(url: url))
        guard case let .failure(.couldNotConnect(host, detail)) = result else {
            Issue.record("expected could not connect, got \(result)")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(detail.contains("refused") || detail.contains("connect"))
        #expect(HTTPFailure.couldNotConnect(host: host, detail: detail).isUnreachable)
    }

    @Test func aResetConnectionIsLost() async throws {
        let server = try LoopbackHTTPServer { _ in .reset }
        defer { server.stop() }
        let result = await client.send(HTTPRequest(url: server.url("/")))
        guard case .failure(.connectionLost(host: "127.0.0.1", _)) = result else {
            Issue.record("expected a lost connection, got \(result)")
            return
        }
    }

    @Test func anAnswerCutShortIsLost() async throws {
        let server = try LoopbackHTTPServer { _ in .cutShort(status: 200, body: Data("partial".utf8), announced: 1_000) }
        defer { server.stop() }
        let result = await client.send(HTTPRequest(url: server.url("/")))
        guard case .failure(.connectionLost) = result else {
            Issue.record("expected a lost connection, got \(result)")
            return
        }
    }

    @Test func aStalledAnswerTimesOutAtTheWholeRequestLimit() async throws {
        // The client's limit is what is tested: a second here, 20 s in the product.
        let gate = LoopbackGate()
        let server = try LoopbackHTTPServer { _ in .stalled(status: 200, body: Data("slow body".utf8), sentBytes: 2, gate: gate) }
        defer {
            gate.open()
            server.stop()
        }
        let impatient = HTTPClient(proxies: ProxySettings(), connectTimeout: 1, timeout: 1)
        let result = await impatient.send(HTTPRequest(url: server.url("/")))
        #expect(throws: HTTPFailure.timedOut(seconds: 1)) { try result.get() }
    }

    @Test func aStalledAnswerThatResumesArrivesWhole() async throws {
        let gate = LoopbackGate()
        let server = try LoopbackHTTPServer { request in
            request.path == "/slow"
                ? .stalled(status: 200, body: Data("slow body".utf8), sentBytes: 4, gate: gate)
                : .text("fast")
        }
        defer { server.stop() }
        async let slow = client.send(HTTPRequest(url: server.url("/slow")))
        // The fast request is answered while the slow one waits; then the slow one goes on.
        let fast = try await client.send(HTTPRequest(url: server.url("/fast"))).get()
        #expect(String(decoding: fast.body, as: UTF8.self) == "fast")
        gate.open()
        #expect(String(decoding: try await slow.get().body, as: UTF8.self) == "slow body")
    }

    @Test func redirectsAreFollowedToHTTPOnly() async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/old": .status(301, headers: ["Location": "/new"])
            case "/file": .status(302, headers: ["Location": "file:///etc/passwd"])
            default: .text("moved here")
            }
        }
        defer { server.stop() }
        let moved = try await client.send(HTTPRequest(url: server.url("/old"))).get()
        #expect(String(decoding: moved.body, as: UTF8.self) == "moved here")
        let refused = await client.send(HTTPRequest(url: server.url("/file")))
        if case .success = refused { Issue.record("a redirect to file:// was followed") }
    }

    @Test func onlyHTTPAndHTTPSURLsAreAskedFor() async throws {
        let result = await client.send(HTTPRequest(url: URL(fileURLWithPath: "/etc/passwd")))
        guard case .failure(.unsupportedURL) = result else {
            Issue.record("expected a refused URL, got \(result)")
            return
        }
    }

    @Test func httpsToAPlainServerFailsAsInsecure() async throws {
        let server = try LoopbackHTTPServer { _ in .text("not TLS") }
        defer { server.stop() }
        let result = await client.send(HTTPRequest(url: try #require(URL(string: "https://127.0.0.1:\(server.port)/"))))
        guard case .failure(.insecure(host: "127.0.0.1", _)) = result else {
            Issue.record("expected a TLS failure, got \(result)")
            return
        }
    }

    @Test func theProxyOfTheURLsSchemeIsUsedUnlessTheHostBypassesIt() async throws {
        let origin = try LoopbackHTTPServer { _ in .text("direct") }
        let proxy = try LoopbackHTTPServer { request in .text("via proxy for \(request.target)") }
        defer {
            origin.stop()
            proxy.stop()
        }
        let environment = ["HTTP_PROXY": "http://127.0.0.1:\(proxy.port)", "HTTPS_PROXY": "http://127.0.0.1:1"]
        let proxied = HTTPClient(proxies: ProxySettings(environment: environment))
        let viaProxy = try await proxied.send(HTTPRequest(url: origin.url("/page"))).get()
        #expect(String(decoding: viaProxy.body, as: UTF8.self) == "via proxy for http://127.0.0.1:\(origin.port)/page")
        #expect(origin.requests.isEmpty)

        let bypassing = HTTPClient(proxies: ProxySettings(environment: environment.merging(["NO_PROXY": "localhost,127.0.0.1"]) { $1 }))
        let direct = try await bypassing.send(HTTPRequest(url: origin.url("/page"))).get()
        #expect(String(decoding: direct.body, as: UTF8.self) == "direct")
    }

    @Test func proxyVariablesAreReadInEitherCaseLowerCaseFirst() {
        let settings = ProxySettings(environment: [
            "HTTPS_PROXY": "http://upper:1", "https_proxy": "http://lower:2", "HTTP_PROXY": "http://plain:3", "no_proxy": ".corp",
        ])
        #expect(settings.https == "http://lower:2")
        #expect(settings.http == "http://plain:3")
        #expect(settings.bypass == ".corp")
        let all = ProxySettings(environment: ["ALL_PROXY": "socks5h://all:4"])
        #expect(all.proxy(for: URL(string: "https://example.org")!) == "socks5h://all:4")
        #expect(all.proxy(for: URL(string: "http://example.org")!) == "socks5h://all:4")
    }
}
