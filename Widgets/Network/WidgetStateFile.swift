import Foundation
import WidgetEngine
import WidgetNetwork

/// A small JSON file a network widget keeps beside the cached answers (items seen, last site
/// checks), named by a digest of what it is for, so no URL shows in the folder; 0600, written
/// atomically. A file that cannot be read counts as none.
struct WidgetStateFile<Value: Codable> {
    let url: URL?

    /// The file `prefix-<digest of key>.json` in `cache`'s folder (none without a cache).
    init(_ prefix: String, key: String, cache: NetworkCache?) {
        url = cache.map { $0.folder.appendingPathComponent("\(prefix)-\(NetworkCache.digest(key)).json") }
    }

    func read() -> Value? {
        guard let url, let data = try? FileContents.read(url) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(Value.self, from: data)
    }

    func write(_ value: Value) {
        guard let url else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(value) else { return }
        try? PrivateFolder.make(url.deletingLastPathComponent())
        _ = try? AtomicFile.write(data, to: url, permissions: .exactly(0o600), durable: false)
    }
}
