import Foundation
import WidgetEngine

/// A small JSON file a widget's intents keep their state in (a timer's, the notes' steps):
/// read as a value (its default when missing or unreadable; a press writes a good one) and
/// written atomically, mode 0600 in a 0700 folder.
enum StateFile {
    static func read<Value: Decodable>(_ type: Value.Type, from url: URL, default value: Value) -> Value {
        guard let data = FileManager.default.contents(atPath: url.path) else { return value }
        return (try? JSONDecoder().decode(type, from: data)) ?? value
    }

    static func write<Value: Encodable>(_ value: Value, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try AtomicFile.write(try encoder.encode(value), to: url, permissions: .keep(newFile: 0o600))
    }
}
