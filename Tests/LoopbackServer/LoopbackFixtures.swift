import Foundation

/// The answers of the APIs the network widgets use, written from each API's public
/// documentation (`Fixtures/`), and generated ones too large to keep in a file.
public enum LoopbackFixtures {
    /// The folder of the fixture files.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of fixture `name` (empty when it is missing: the test then fails on what it reads).
    public static func data(_ name: String) -> Data {
        (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
    }

    /// The text of fixture `name`.
    public static func text(_ name: String) -> String {
        String(decoding: data(name), as: UTF8.self)
    }

    /// An RSS 2.0 feed of `count` items, the newest published at `newest`, one a minute before
    /// it, each with a paragraph of description (what a site's full archive looks like).
    public static func largeRSS(items count: Int, newest: Date) -> Data {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Archive</title><link>https://archive.example/</link>
            <description>Every post since the beginning</description>

            """
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        for index in 0..<count {
            let date = formatter.string(from: newest.addingTimeInterval(-60 * Double(index)))
            text += """
                <item><title>Post \(count - index)</title><link>https://archive.example/\(count - index)</link>\
                <guid>https://archive.example/\(count - index)</guid><pubDate>\(date)</pubDate>\
                <description>&lt;p&gt;The text of post \(count - index), long enough to be a paragraph of an \
                archive that nobody reads whole.&lt;/p&gt;</description></item>

                """
        }
        return Data((text + "</channel></rss>\n").utf8)
    }
}
