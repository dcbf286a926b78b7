/// The sizes a widget comes in, as in WidgetKit.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A small widget: 2 x 2 slots.
    case systemSmall
    /// A medium widget: 4 x 2 slots.
    case systemMedium
    /// A large widget: 4 x 4 slots.
    case systemLarge
    /// An extra large widget: 8 x 4 slots.
    case systemExtraLarge
    /// A round lock screen accessory.
    case accessoryCircular
    /// A rectangular lock screen accessory.
    case accessoryRectangular
    /// One line of text above the lock screen's time.
    case accessoryInline

    /// Small, medium and large: what a widget supports when it does not say.
    public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]

    /// The short name used on the command line and in layout files ("small", "medium", ...).
    public var shortName: String {
        switch self {
        case .systemSmall: return "small"
        case .systemMedium: return "medium"
        case .systemLarge: return "large"
        case .systemExtraLarge: return "extraLarge"
        case .accessoryCircular: return "circular"
        case .accessoryRectangular: return "rectangular"
        case .accessoryInline: return "inline"
        }
    }

    /// The family called `name`: a short name ("small") or the WidgetKit name ("systemSmall").
    public init?(name: String) {
        guard
            let family = WidgetFamily.allCases.first(where: {
                $0.shortName.lowercased() == name.lowercased() || $0.rawValue.lowercased() == name.lowercased()
            })
        else {
            return nil
        }
        self = family
    }

    /// True for the lock-screen families.
    public var isAccessory: Bool {
        self == .accessoryCircular || self == .accessoryRectangular || self == .accessoryInline
    }

    /// The text logs and messages show.
    public var description: String { rawValue }
}
