import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 that a test (or a benchmark) starts, to run the real HTTP
/// client against: nothing reaches the internet. Each request is answered by the handler the
/// test gives (a fixture, a status, a failure) and recorded; the bytes each way are counted.
/// One connection per request (`Connection: close`); it also answers an absolute request
/// target, as a proxy is sent.
///
/// ```swift
/// let server = try LoopbackHTTPServer { request in
///     request.path == "/feed.xml" ? .text(rss, contentType: "application/rss+xml") : .status(404)
/// }
/// defer { server.stop() }
/// let url = server.url("/feed.xml")
/// ```
public final class LoopbackHTTPServer: Sendable {
    /// Answers each request.
    public typealias Handler = @Sendable (LoopbackRequest) -> LoopbackReply

    private struct State {
        var handler: Handler
        var requests: [LoopbackRequest] = []
        var connections: Set<Int32> = []
        var bytesRead = 0
        var bytesWritten = 0
        var stopped = false
        var listenerClosed = false
    }

    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let state: Mutex<State>

    /// Starts listening on a free port of 127.0.0.1 (or on `port`, to start again where an
    /// earlier server was), answering with `handler`.
    public init(port: Int = 0, handler: @escaping Handler) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw LoopbackError("socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw LoopbackError("bind/listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socket, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = socket
        self.state = Mutex(State(handler: handler))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "loopback-http"
        thread.start()
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests answered so far, oldest first.
    public var requests: [LoopbackRequest] { state.withLock { $0.requests } }

    /// Bytes read from clients and written to them so far.
    public var bytes: (read: Int, written: Int) { state.withLock { ($0.bytesRead, $0.bytesWritten) } }

    /// Answers later requests with `handler`.
    public func answer(with handler: @escaping Handler) {
        state.withLock { $0.handler = handler }
    }

    /// Stops listening and drops every connection: a client now gets "connection refused",
    /// as from a server that is down.
    public func stop() {
        // Under the lock: a descriptor closed meanwhile could be another socket's by now.
        state.withLock { state in
            guard !state.stopped else { return }
            state.stopped = true
            if !state.listenerClosed { shutdown(listener, Int32(SHUT_RDWR)) }
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR && !isStopped { continue }
                break
            }
            let accepted = state.withLock { state -> Bool in
                guard !state.stopped else { return false }
                state.connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                break
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "loopback-http-connection"
            thread.start()
        }
        state.withLock { state in
            state.listenerClosed = true
            close(listener)
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            state.withLock { state in
                state.connections.remove(connection)
                close(connection)
            }
        }
        guard let request = readRequest(connection) else { return }
        let handler = state.withLock { state -> Handler in
            state.requests.append(request)
            return state.handler
        }
        switch handler(request) {
        case let .answer(status, headers, body):
            write(connection, head(status, headers, length: body.count) + body)
        case let .generated(status, headers, length, byte, announced):
            guard write(connection, head(status, headers, length: announced ? length : nil)) else { return }
            let piece = Data(repeating: byte, count: 64 << 10)
            var left = length
            while left > 0, !isStopped {
                guard write(connection, left >= piece.count ? piece : piece.prefix(left)) else { return }
                left -= piece.count
            }
        case let .stalled(status, headers, body, sentBytes, gate):
            guard write(connection, head(status, headers, length: body.count) + body.prefix(sentBytes)) else { return }
            gate.wait { [self] in isStopped }
            guard !isStopped else { return }
            write(connection, body.dropFirst(sentBytes))
        case .reset:
            // SO_LINGER with a zero time makes close() send RST instead of FIN.
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        case let .cutShort(status, headers, body, announced):
            write(connection, head(status, headers, length: announced) + body)
        }
    }

    /// Reads the request line and headers (no request this server answers has a body).
    private func readRequest(_ connection: Int32) -> LoopbackRequest? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let end = Data("\r\n\r\n".utf8)
        while data.range(of: end) == nil {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
            state.withLock { $0.bytesRead += count }
            if data.first == 0x16 {
                // A TLS handshake: answer in plain HTTP, as a plain server on an https:// URL does.
                write(connection, Data("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n".utf8))
                return nil
            }
            guard data.count < 1 << 20 else { return nil }
        }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return LoopbackRequest(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers)
    }

    private func head(_ status: Int, _ headers: [String: String], length: Int?) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(status))", "Connection: close"]
        if let length { lines.append("Content-Length: \(length)") }
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    @discardableResult
    private func write(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let sent = send(connection, bytes.baseAddress?.advanced(by: offset), bytes.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
                state.withLock { $0.bytesWritten += sent }
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// Why the loopback server could not start.
public struct LoopbackError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
