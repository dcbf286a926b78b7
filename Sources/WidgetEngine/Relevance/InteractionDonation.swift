import Foundation

/// A record that the user interacted with a widget (opened its link, or an app donated it).
public struct InteractionDonation: Codable, Hashable, Sendable {
    public var kind: String
    public var configuration: ConfigValues
    public var date: Date

    public init(kind: String, configuration: ConfigValues = [:], date: Date) {
        self.kind = kind
        self.configuration = configuration
        self.date = date
    }
}
