import Archive
import Foundation

/// An activity's presentations, evaluated once (when it starts or changes) into archives, as a
/// widget's entries are: the strip draws these and never runs the activity's code.
public struct ActivityViews: Equatable, Sendable {
    /// The lock screen / banner view (`ActivityConfiguration`'s `content`).
    public var lockScreen: ViewNode
    /// The compact presentation's leading part.
    public var compactLeading: ViewNode
    /// The compact presentation's trailing part.
    public var compactTrailing: ViewNode
    /// The minimal presentation.
    public var minimal: ViewNode
    /// The expanded regions, by name (`leading`, `trailing`, `center`, `bottom`); absent
    /// regions are missing.
    public var expanded: [String: ViewNode]
    /// The URL Enter opens, if the views name one.
    public var url: URL?

    /// Presentations from their archives.
    public init(
        lockScreen: ViewNode, compactLeading: ViewNode, compactTrailing: ViewNode, minimal: ViewNode,
        expanded: [String: ViewNode] = [:], url: URL? = nil
    ) {
        self.lockScreen = lockScreen
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
        self.url = url
    }

    /// Nothing in every presentation (a record's views before they are evaluated).
    public static var empty: ActivityViews {
        let nothing = ViewResolver.resolve(EmptyView())
        return ActivityViews(lockScreen: nothing, compactLeading: nothing, compactTrailing: nothing, minimal: nothing)
    }

    /// Every archive, the lock screen first.
    public var nodes: [ViewNode] {
        [lockScreen, compactLeading, compactTrailing, minimal] + expanded.keys.sorted().compactMap { expanded[$0] }
    }
}

extension ActivityViews: Codable {
    private enum Key: String, CodingKey {
        case lockScreen, compactLeading, compactTrailing, minimal, expanded, url
    }

    /// Each archive is kept as the text of its strict JSON form (docs/archive-format.md).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(Self.text(of: lockScreen), forKey: .lockScreen)
        try container.encode(Self.text(of: compactLeading), forKey: .compactLeading)
        try container.encode(Self.text(of: compactTrailing), forKey: .compactTrailing)
        try container.encode(Self.text(of: minimal), forKey: .minimal)
        var regions: [String: String] = [:]
        for (name, node) in expanded { regions[name] = try Self.text(of: node) }
        try container.encode(regions, forKey: .expanded)
        try container.encodeIfPresent(url, forKey: .url)
    }

    /// Reads the archives back; one that is not an archive of this version fails the whole.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func node(_ key: Key) throws -> ViewNode {
            try Self.node(from: container.decode(String.self, forKey: key), at: key.rawValue)
        }
        lockScreen = try node(.lockScreen)
        compactLeading = try node(.compactLeading)
        compactTrailing = try node(.compactTrailing)
        minimal = try node(.minimal)
        expanded = [:]
        for (name, text) in try container.decodeIfPresent([String: String].self, forKey: .expanded) ?? [:] {
            expanded[name] = try Self.node(from: text, at: "expanded.\(name)")
        }
        url = try container.decodeIfPresent(URL.self, forKey: .url)
    }

    private static func text(of node: ViewNode) throws -> String {
        try ArchiveJSON.json(of: node).text()
    }

    private static func node(from text: String, at field: String) throws -> ViewNode {
        do {
            return try ArchiveJSON.decode(ViewNode.self, from: JSONParser.parse(text))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\(field): \(error)"))
        }
    }
}
