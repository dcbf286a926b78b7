import Foundation

/// What a `file:` URL names, as far as choosing a program to open it goes.
public enum FileKind: Equatable, Sendable {
    /// Text: its first 8 KiB are UTF-8 (a character cut at the end aside) with no NUL byte. An
    /// empty file is text.
    case text
    case directory
    /// Anything else: a picture, a PDF, an archive, a device.
    case other
    /// Nothing is there (or it cannot be read).
    case missing

    /// The kind of the file at `path`, from its first bytes (never its name).
    public static func of(path: String) -> FileKind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .directory }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .missing }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: Self.sniffed) else { return .missing }
        return isText(bytes, cut: bytes.count == Self.sniffed) ? .text : .other
    }

    /// How much of a file is read to tell its kind.
    static let sniffed = 8192

    /// True when `bytes` read as text: no NUL, and UTF-8 (when `cut`, the start of a longer
    /// file, except for up to three bytes of a character cut off at the end).
    static func isText(_ bytes: Data, cut: Bool) -> Bool {
        guard !bytes.contains(0) else { return false }
        for dropped in 0...(cut ? min(3, bytes.count) : 0) where String(data: bytes.dropLast(dropped), encoding: .utf8) != nil {
            return true
        }
        return false
    }
}
