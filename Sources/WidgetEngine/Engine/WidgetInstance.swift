import Foundation

/// The stable identity of a placed widget.
public struct WidgetInstanceID: RawRepresentable, Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    /// The id as the layout file writes it (`clock-1`).
    public let rawValue: String

    /// The id `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new random identity.
    public static func random() -> WidgetInstanceID { WidgetInstanceID(rawValue: UUID().uuidString.lowercased()) }

    /// Orders sizes from the smallest to the largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The text logs and messages show.
    public var description: String { rawValue }
}

/// One placed widget: its kind, family and configuration. Budgets, timelines, relevance and
/// cached renders belong to the instance.
public struct WidgetInstance: Hashable, Codable, Sendable {
    /// Its stable identity.
    public var id: WidgetInstanceID
    /// The widget's kind.
    public var kind: String
    /// Its family.
    public var family: WidgetFamily
    /// Its parameters' values (those not given take their defaults).
    public var configuration: ConfigValues

    /// An instance of `kind` in `family` with `configuration` (a random id unless given).
    public init(id: WidgetInstanceID = .random(), kind: String, family: WidgetFamily, configuration: ConfigValues = [:]) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
    }
}
