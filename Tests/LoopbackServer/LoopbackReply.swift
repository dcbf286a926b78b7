import Foundation

/// What the loopback server does with a request: answer it, or fail in one of the ways real
/// servers and networks fail.
public enum LoopbackReply: Sendable {
    /// A whole answer (`Content-Length` set).
    case answer(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// A body of `length` bytes of `byte`, written as it goes in 64 KB pieces (50 MB are never
    /// held in memory); its length announced (`Content-Length`), or not (the body ends when the
    /// connection closes, as a stream's does).
    case generated(status: Int, headers: [String: String] = [:], length: Int, byte: UInt8 = UInt8(ascii: "x"), announced: Bool = true)
    /// Headers and the first `sentBytes` bytes of a body of `body.count` announced, then nothing
    /// more until `gate` opens (or the server stops); then the rest. A slow server.
    case stalled(status: Int, headers: [String: String] = [:], body: Data, sentBytes: Int, gate: LoopbackGate)
    /// The request is read, then the connection reset (TCP RST): a crashed server, a dropped
    /// connection.
    case reset
    /// Headers announcing `announced` bytes, `body`'s bytes, then the connection closed: an
    /// answer cut short.
    case cutShort(status: Int, headers: [String: String] = [:], body: Data, announced: Int)

    /// A 200 with `text` as the body and `contentType`.
    public static func text(_ text: String, contentType: String = "text/plain; charset=utf-8", headers: [String: String] = [:])
        -> LoopbackReply
    {
        .answer(status: 200, headers: headers.merging(["Content-Type": contentType]) { own, _ in own }, body: Data(text.utf8))
    }

    /// A status with an empty body.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> LoopbackReply {
        .answer(status: status, headers: headers)
    }
}
