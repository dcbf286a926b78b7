import Foundation

/// A record that the user interacted with a widget (opened its link, or an app donated it).
public struct InteractionDonation: Codable, Hashable, Sendable {
    /// The widget's kind.
    public var kind: String
    /// The configuration of the instance used.
    public var configuration: ConfigValues
    /// When it was used.
    public var date: Date

    /// A use of `kind` with `configuration` at `date`.
    public init(kind: String, configuration: ConfigValues = [:], date: Date) {
        self.kind = kind
        self.configuration = configuration
        self.date = date
    }
}
