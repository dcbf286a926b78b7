/// The sizes a widget comes in, as in WidgetKit.
public enum WidgetFamily: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCircular
    case accessoryRectangular
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

    public var description: String { rawValue }
}
