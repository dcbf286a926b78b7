import Foundation

/// The compiler's side of a macro plugin's pipe: each message is a 64-bit little-endian byte
/// count followed by that many bytes of JSON, in both directions (standard input from the
/// compiler, standard output back to it).
struct PluginChannel {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message's JSON, or nil when the compiler has closed the pipe (or sent the
    /// empty message that ends a session).
    func receive() -> Data? {
        guard let header = read(8) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { value, byte in value | UInt64(byte.element) << (8 * byte.offset) }
        guard length > 0, length < UInt64(Int32.max) else { return nil }
        return read(Int(length))
    }

    /// Sends one message.
    func send(_ body: Data) {
        var length = UInt64(body.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        output.write(header + body)
    }

    private func read(_ count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = input.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
