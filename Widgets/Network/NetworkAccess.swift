import Foundation
import WidgetEngine
import WidgetNetwork

/// What a network widget reaches the network with: one fetcher (the HTTP client, the answers
/// kept in `$XDG_CACHE_HOME/homescreen/network/`) and the folders and zone it was made with.
/// Tests hand in folders of their own, so no widget reads the real cache or proxies.
struct NetworkAccess: Sendable {
    var fetcher: ResourceFetcher
    /// The environment read for proxies, tokens and folders.
    var folders: UserFolders
    /// The zone times are shown in ("as of 09:41").
    var timeZone: TimeZone

    /// The client of `folders`' environment (its proxies) with the cache in its cache folder.
    init(folders: UserFolders, timeZone: TimeZone, transport: (any HTTPTransport)? = nil) {
        let client = transport ?? HTTPClient(proxies: ProxySettings(environment: folders.environment))
        self.init(fetcher: ResourceFetcher(transport: client, cache: NetworkCache(folders: folders)), folders: folders, timeZone: timeZone)
    }

    /// The access of this process's environment and zone.
    static var process: NetworkAccess { NetworkAccess(folders: .process, timeZone: .current) }

    init(fetcher: ResourceFetcher, folders: UserFolders, timeZone: TimeZone) {
        self.fetcher = fetcher
        self.folders = folders
        self.timeZone = timeZone
    }

    /// The next reload for results that want asking again at `attempts`: the earliest of them,
    /// but not sooner than a minute from `now` (the engine spaces reloads further anyway).
    static func policy(nextAttempts attempts: [Date], at now: Date) -> TimelineReloadPolicy {
        let next = attempts.min() ?? now.addingTimeInterval(3_600)
        return .after(max(next, now.addingTimeInterval(60)))
    }
}
