import Foundation

/// What the host knows of an activity kind declared with ``ActivityConfiguration``: its kind
/// and how to evaluate its views from the JSON of its attributes and state.
public struct ActivityDescriptor: Sendable {
    /// The kind scripts name (``ActivityAttributes/activityKind``).
    public var kind: String
    /// Evaluates the views once into archives.
    let evaluate: @Sendable (ActivityPayload) throws(ActivityFailure) -> ActivityViews

    /// The views of an activity with these attributes and state, evaluated into archives (the
    /// JSON is decoded into the kind's types first: a field of the wrong type is a failure
    /// that names it).
    public func views(for payload: ActivityPayload) throws(ActivityFailure) -> ActivityViews {
        try evaluate(payload)
    }
}

/// The JSON an activity's views are evaluated from, with what the host adds.
public struct ActivityPayload: Sendable {
    /// The attributes, a JSON object.
    public var attributes: Data
    /// The state, a JSON object.
    public var state: Data
    /// Whether the stale date had passed.
    public var isStale: Bool
    /// The activity's identifier.
    public var id: String

    /// A payload.
    public init(attributes: Data, state: Data, isStale: Bool = false, id: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.id = id
    }

    /// Dates in activity JSON are ISO 8601 text (`"2026-11-28T09:30:00Z"`), as scripts write them.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// The encoder matching ``decoder()``.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
