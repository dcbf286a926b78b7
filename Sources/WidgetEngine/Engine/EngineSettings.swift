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
    /// The waits before the retries after failures in a row: the first failure waits the first
    /// step, the second the second, and so on; past the end of the table, the last step (1, 5,
    /// 15, then 60 minutes). An empty table retries at once.
    public var backoffSteps: [TimeInterval]
    /// Failures in a row after which an instance is stopped: nothing retries or reloads it
    /// until the user does (nil: never stopped).
    public var stopAfterFailures: Int?
    /// A wall clock moving this much more or less than the monotonic clock is a clock change.
    public var clockJumpThreshold: TimeInterval
    /// What one timeline may hold.
    public var archiveLimits: ArchiveLimits
    /// How smart stacks rotate: the margins a challenger must win by and the least time
    /// between rotations (15 minutes).
    public var stackRanking: StackRanking
    /// Least time between two saves of one instance's pushed content (live widgets push an
    /// entry a second; see ``PushSaves``).
    public var pushSaveInterval: TimeInterval

    /// Settings of these values; the defaults are WidgetKit's (72 reloads a day, 5 minutes apart,
    /// 30 s for a timeline, 5 s for a snapshot).
    public init(
        budget: Int? = 72, budgetWindow: TimeInterval = 86_400, minimumSpacing: TimeInterval = 300,
        coalescingWindow: TimeInterval = 10, timelineDeadline: TimeInterval = 30, snapshotDeadline: TimeInterval = 5,
        backoffSteps: [TimeInterval] = [60, 300, 900, 3_600], stopAfterFailures: Int? = 5, clockJumpThreshold: TimeInterval = 60,
        archiveLimits: ArchiveLimits = .standard, stackRanking: StackRanking = StackRanking(),
        pushSaveInterval: TimeInterval = 60
    ) {
        self.budget = budget
        self.budgetWindow = budgetWindow
        self.minimumSpacing = minimumSpacing
        self.coalescingWindow = coalescingWindow
        self.timelineDeadline = timelineDeadline
        self.snapshotDeadline = snapshotDeadline
        self.backoffSteps = backoffSteps
        self.stopAfterFailures = stopAfterFailures
        self.clockJumpThreshold = clockJumpThreshold
        self.archiveLimits = archiveLimits
        self.stackRanking = stackRanking
        self.pushSaveInterval = pushSaveInterval
    }

    /// The defaults: 72 reloads a day, 5 minutes apart, 30 s for a timeline, 5 s for a snapshot,
    /// retries after 1, 5, 15 and 60 minutes, stopped after 5 failures in a row.
    public static let standard = EngineSettings()

    /// The wait before retry number `failures` (1 for the first failure).
    func backoff(afterFailures failures: Int) -> TimeInterval {
        let step = min(max(0, failures - 1), backoffSteps.count - 1)
        return backoffSteps.indices.contains(step) ? backoffSteps[step] : 0
    }
}
