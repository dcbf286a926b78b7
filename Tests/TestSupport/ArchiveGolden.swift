import Foundation

/// Golden files of the archive's forms, kept with the snapshots (`__Snapshots__/<name>.txt`
/// beside the test file): bytes as hex text, 16 a line, and JSON as it is written.
public enum ArchiveGolden {
    /// `bytes` as lines of 16 hex pairs.
    public static func hex(_ bytes: [UInt8]) -> String {
        stride(from: 0, to: bytes.count, by: 16).map { start in
            bytes[start..<min(start + 16, bytes.count)].map { byte in
                let digits = String(byte, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    /// The bytes of hex text; nil when it is not hex pairs.
    public static func bytes(fromHex text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for pair in text.split(whereSeparator: \.isWhitespace) {
            guard pair.count == 2, let byte = UInt8(pair, radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    /// The stored snapshot `name`, or nil when there is none yet.
    public static func stored(_ name: String, filePath: String = #filePath) -> String? {
        let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(name + ".txt")
        return try? String(contentsOf: file, encoding: .utf8)
    }
}
