import Foundation

/// The stable identity of a placed widget.
public struct WidgetInstanceID: RawRepresentable, Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new random identity.
    public static func random() -> WidgetInstanceID { WidgetInstanceID(rawValue: UUID().uuidString.lowercased()) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { rawValue }
}

/// One placed widget: its kind, family and configuration. Budgets, timelines, relevance and
/// cached renders belong to the instance.
public struct WidgetInstance: Hashable, Codable, Sendable {
    public var id: WidgetInstanceID
    public var kind: String
    public var family: WidgetFamily
    public var configuration: ConfigValues

    public init(id: WidgetInstanceID = .random(), kind: String, family: WidgetFamily, configuration: ConfigValues = [:]) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }
}
