import Foundation
import Logging
import WidgetEngine

/// The answers kept on disk, in `$XDG_CACHE_HOME/homescreen/network/`, so the last good
/// answer survives a restart and a start with no network shows it. Each is two files named by a
/// digest of the request (its URL and the names of its headers, never their values), so neither
/// a secret address nor a token appears in the folder: `<digest>.answer`, the JSON of a
/// ``CachedAnswer``, and `<digest>.body`, the body's bytes as they came (read only when needed,
/// and written without a copy). The folder is 0700 and each file 0600, written atomically, the
/// body first; a file that cannot be read counts as none.
public struct NetworkCache: Sendable {
    /// The folder of the answers.
    public let folder: URL
    private static let logger = Logger(label: "homescreen.network")

    public init(folder: URL) {
        self.folder = folder
    }

    /// The cache in `folders`' cache folder (nil without a home folder).
    public init?(folders: UserFolders) {
        guard let base = folders.homescreenFolder(.cache) else { return nil }
        self.init(folder: base.appendingPathComponent("network"))
    }

    /// The file of what is kept for `request` (its body is beside it, `.body`).
    public func file(for request: HTTPRequest) -> URL {
        let names = request.headers.keys.map { $0.lowercased() }.sorted().joined(separator: ",")
        return folder.appendingPathComponent(Self.digest("GET \(request.url.absoluteString)\n\(names)") + ".answer")
    }

    private func bodyFile(for request: HTTPRequest) -> URL {
        file(for: request).deletingPathExtension().appendingPathExtension("body")
    }

    /// What is kept for `request`, or nil.
    public func answer(for request: HTTPRequest) -> CachedAnswer? {
        guard let data = try? FileContents.read(file(for: request)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(CachedAnswer.self, from: data)
    }

    /// The body kept for `request` with `answer`, or nil when there is none of its length.
    public func body(for request: HTTPRequest, of answer: CachedAnswer) -> Data? {
        guard let length = answer.bodyLength, let body = try? FileContents.read(bodyFile(for: request)), body.count == length else {
            return nil
        }
        return body
    }

    /// Keeps `answer` for `request`, and `body` as its body when given (else the body kept stays);
    /// a failure to write is logged and otherwise ignored (the answer is only kept for later).
    public func keep(_ answer: CachedAnswer, body: Data? = nil, for request: HTTPRequest) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        do {
            try PrivateFolder.make(folder)
            if let body { try AtomicFile.write(body, to: bodyFile(for: request), permissions: .exactly(0o600), durable: false) }
            try AtomicFile.write(try encoder.encode(answer), to: file(for: request), permissions: .exactly(0o600), durable: false)
        } catch {
            Self.logger.warning("network cache: could not keep the answer of \(answer.url): \(error)")
        }
    }

    /// A file name for `text` (a URL, a list of them) that does not show it: FNV-1a, 64 bits,
    /// twice (two offsets) for 128 bits, as hexadecimal. Not a security measure.
    public static func digest(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
