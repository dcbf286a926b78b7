import WidgetEngine

/// How the home screen (and the gallery) draws widgets: live, or as one of the two previews
/// iOS shows. The previews are paint-time redaction: switching never runs widget code and
/// switching back shows the live content at once.
public enum PreviewMode: Hashable, Sendable {
    /// The entries of each timeline, as they are.
    case live
    /// Every widget drawn from its placeholder entry with `.placeholder` redaction: skeleton
    /// bars for text and images; shapes, stacks, backgrounds and spacing kept (`p`).
    case placeholder
    /// The live content with `.privacy` redaction, as on a locked device: views marked
    /// `privacySensitive()` masked (`P`).
    case privacy

    /// The redaction the host adds on top of what the content brings.
    public var redaction: RedactionReasons {
        switch self {
        case .live: return []
        case .placeholder: return .placeholder
        case .privacy: return .privacy
        }
    }

    /// What the status bar says while this preview is on (nil when live).
    public var statusLabel: String? {
        switch self {
        case .live: return nil
        case .placeholder: return "placeholder preview"
        case .privacy: return "privacy preview"
        }
    }
}
