import Foundation

/// One instance's reload history: the charged reloads inside the budget window and the last
/// reload of any kind. Answers when the next charged reload is allowed.
public struct ReloadLedger: Codable, Hashable, Sendable {
    /// Instants of charged reloads, oldest first (only those that may still count).
    public private(set) var charged: [Date] = []
    /// The last reload of any kind.
    public private(set) var lastReload: Date?

    /// An empty ledger: the whole budget left.
    public init() {}

    /// A ledger as a cache file kept it.
    init(charged: [Date], lastReload: Date?) {
        self.charged = charged
        self.lastReload = lastReload
    }

    /// Charged reloads left at `now` under `settings`; nil when unlimited.
    public func remaining(at now: Date, settings: EngineSettings) -> Int? {
        guard let budget = settings.budget else { return nil }
        return max(0, budget - used(at: now, settings: settings))
    }

    func used(at now: Date, settings: EngineSettings) -> Int {
        let start = now.addingTimeInterval(-settings.budgetWindow)
        return charged.count { $0 > start }
    }

    /// The earliest instant at or after `due` when a reload may run: free reloads at once;
    /// charged ones after the minimum spacing and when the window has room again.
    public func earliestAllowed(_ due: Date, free: Bool, settings: EngineSettings) -> Date {
        guard !free else { return due }
        var allowed = due
        if let lastReload { allowed = max(allowed, lastReload.addingTimeInterval(settings.minimumSpacing)) }
        if let budget = settings.budget {
            // A budget of 0 never allows a charged reload.
            guard budget > 0 else { return .distantFuture }
            // The window must hold fewer than `budget` charged reloads: wait for the oldest
            // ones to leave it.
            let window = settings.budgetWindow
            var candidate = allowed
            while true {
                let start = candidate.addingTimeInterval(-window)
                let inWindow = charged.filter { $0 > start }
                guard inWindow.count >= budget else { break }
                let leaving = inWindow[inWindow.count - budget]
                candidate = leaving.addingTimeInterval(window)
            }
            allowed = candidate
        }
        return allowed
    }

    /// This ledger with `other`'s reloads too: every charged instant of both, once, and the
    /// later last reload. A cache read after a run has begun must not forget that run's reloads.
    func merging(_ other: ReloadLedger) -> ReloadLedger {
        let both = Set(charged).union(other.charged).sorted()
        let last = [lastReload, other.lastReload].compactMap { $0 }.max()
        return ReloadLedger(charged: both, lastReload: last)
    }

    /// Records a reload at `now`.
    mutating func record(at now: Date, charged isCharged: Bool, settings: EngineSettings) {
        lastReload = now
        if isCharged { charged.append(now) }
        let start = now.addingTimeInterval(-settings.budgetWindow)
        charged.removeAll { $0 <= start }
    }
}
