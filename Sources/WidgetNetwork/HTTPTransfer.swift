/// What one request cost: bytes each way as they crossed the network, and its times.
public struct HTTPTransfer: Sendable, Hashable {
    /// Bytes of the request sent (its line and headers).
    public var bytesSent: Int
    /// Bytes of the answer received: its headers and its body as sent (compressed or not).
    public var bytesReceived: Int
    /// Seconds from the start until the connection was made (TLS included).
    public var connectSeconds: Double
    /// Seconds from the start until the first byte of the answer: the latency a site check shows.
    public var firstByteSeconds: Double
    /// Seconds from the start to the end.
    public var totalSeconds: Double

    public init(
        bytesSent: Int = 0, bytesReceived: Int = 0, connectSeconds: Double = 0, firstByteSeconds: Double = 0, totalSeconds: Double = 0
    ) {
        self.bytesSent = bytesSent
        self.bytesReceived = bytesReceived
        self.connectSeconds = connectSeconds
        self.firstByteSeconds = firstByteSeconds
        self.totalSeconds = totalSeconds
    }

    /// Bytes both ways.
    public var bytesOverTheWire: Int { bytesSent + bytesReceived }
}
