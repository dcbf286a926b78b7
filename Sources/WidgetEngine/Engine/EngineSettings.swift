/// The engine's rules in numbers; every one is a setting.
public struct EngineSettings: Hashable, Sendable {
    /// Charged reloads allowed per instance in the sliding window; nil for unlimited.
    public var budget: Int?
    /// The sliding window of the budget.
    public var budgetWindow: TimeInterval
    /// Least time between two reloads of one instance (free reloads are not held back).
    public var minimumSpacing: TimeInterval
    /// Reload requests due this close together become one reload.
    public var coalescingWindow: TimeInterval
    /// How long a timeline may take.
    public var timelineDeadline: TimeInterval
    /// How long a gallery snapshot may take.
    public var snapshotDeadline: TimeInterval
    /// The first retry after a failure; each further failure doubles it.
    public var initialBackoff: TimeInterval
    /// The longest wait between retries.
    public var maximumBackoff: TimeInterval
    /// A wall clock moving this much more or less than the monotonic clock is a clock change.
    public var clockJumpThreshold: TimeInterval
    /// What one timeline may hold.
    public var archiveLimits: ArchiveLimits
    /// How smart stacks rotate: the margins a challenger must win by and the least time
    /// between rotations (15 minutes).
    public var stackRanking: StackRanking

    public init(
        budget: Int? = 72, budgetWindow: TimeInterval = 86_400, minimumSpacing: TimeInterval = 300,
        coalescingWindow: TimeInterval = 10, timelineDeadline: TimeInterval = 30, snapshotDeadline: TimeInterval = 5,
        initialBackoff: TimeInterval = 60, maximumBackoff: TimeInterval = 3_600, clockJumpThreshold: TimeInterval = 60,
        archiveLimits: ArchiveLimits = .standard, stackRanking: StackRanking = StackRanking()
    ) {
        self.budget = budget
        self.budgetWindow = budgetWindow
        self.minimumSpacing = minimumSpacing
        self.coalescingWindow = coalescingWindow
        self.timelineDeadline = timelineDeadline
        self.snapshotDeadline = snapshotDeadline
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.clockJumpThreshold = clockJumpThreshold
        self.archiveLimits = archiveLimits
        self.stackRanking = stackRanking
    }

    /// The defaults: 72 reloads a day, 5 minutes apart, 30 s for a timeline, 5 s for a snapshot.
    public static let standard = EngineSettings()

    /// The wait before retry number `failures` (1 for the first failure).
    func backoff(afterFailures failures: Int) -> TimeInterval {
        min(maximumBackoff, initialBackoff * pow(2, Double(max(0, failures - 1))))
    }
}
