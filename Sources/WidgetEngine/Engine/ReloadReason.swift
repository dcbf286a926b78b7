/// Why a timeline is asked for. The first timeline after placing, a configuration edit, an
/// interaction, a foreground request, a significant clock change, a retry after a failure and
/// a change of a file the widget reads are free; the reload policy and background `WidgetCenter` requests are charged to the
/// instance's budget.
public enum ReloadReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// The first timeline after placing (free).
    case placed
    /// The timeline's reload policy came due (charged).
    case policy
    /// `WidgetCenter` asked from the background (charged).
    case widgetCenter
    /// The user edited the configuration (free).
    case configurationEdit
    /// The user pressed a button or toggle in the widget (free).
    case interaction
    /// The user asked (`r`, `R`, a new appearance) (free).
    case foreground
    /// The wall clock jumped (free).
    case clockChange
    /// A failed reload tried again after its backoff (free).
    case retry
    /// A file or folder the instance reads changed on disk (free).
    case sourceChanged

    /// True when the reload costs nothing from the budget and ignores the minimum spacing.
    public var isFree: Bool {
        switch self {
        case .policy, .widgetCenter: return false
        case .placed, .configurationEdit, .interaction, .foreground, .clockChange, .retry, .sourceChanged: return true
        }
    }

    /// True when a reload already running does not stand for this one: it started before the
    /// change this reason reports (an intent's, a file's), so a new one follows it.
    var followsRunningReload: Bool { self == .interaction || self == .sourceChanged }

    /// True when nobody asked for the reload now: the policy, a background request, a retry,
    /// a clock change, a file the widget reads changing on disk. These wait while reloads are
    /// paused (``TimelineEngine/pauseReloads(_:at:)``).
    public var runsByItself: Bool {
        switch self {
        case .policy, .widgetCenter, .retry, .clockChange, .sourceChanged: return true
        case .placed, .configurationEdit, .interaction, .foreground: return false
        }
    }

    /// Of two reasons merged into one reload, the one kept: a free reason wins.
    func merged(with other: ReloadReason) -> ReloadReason {
        if isFree == other.isFree { return self }
        return isFree ? self : other
    }
}
