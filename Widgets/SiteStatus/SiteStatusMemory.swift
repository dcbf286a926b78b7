import Foundation
import WidgetNetwork

/// The last checks of a site status widget, kept in the cache folder (a file per list of
/// sites): a restart knows each site's last state and retry time, and with no network at all
/// the last known states stay on screen.
struct SiteStatusMemory {
    let file: WidgetStateFile<[SiteCheck]>

    init(urls: [URL], cache: NetworkCache?) {
        file = WidgetStateFile("sites", key: urls.map(\.absoluteString).joined(separator: "\n"), cache: cache)
    }

    /// The last checks, by URL.
    func read() -> [String: SiteCheck] {
        Dictionary((file.read() ?? []).map { ($0.url, $0) }, uniquingKeysWith: { $1 })
    }

    func keep(_ checks: [SiteCheck]) {
        file.write(checks)
    }
}
