/// Why a timeline is asked for. The first timeline after placing, a configuration edit, an
/// interaction, a foreground request, a significant clock change and a retry after a failure
/// are free; the reload policy and background `WidgetCenter` requests are charged to the
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

    /// True when the reload costs nothing from the budget and ignores the minimum spacing.
    public var isFree: Bool {
        switch self {
        case .policy, .widgetCenter: return false
        case .placed, .configurationEdit, .interaction, .foreground, .clockChange, .retry: return true
        }
    }

    /// Of two reasons merged into one reload, the one kept: a free reason wins.
    /// True when nobody asked for the reload now: the policy, a background request, a retry,
    /// a clock change. These wait while reloads are paused (``TimelineEngine/pauseReloads(_:at:)``).
    public var runsByItself: Bool {
        switch self {
        case .policy, .widgetCenter, .retry, .clockChange: return true
        case .placed, .configurationEdit, .interaction, .foreground: return false
        }
    }

    func merged(with other: ReloadReason) -> ReloadReason {
        if isFree == other.isFree { return self }
        return isFree ? self : other
    }
}
