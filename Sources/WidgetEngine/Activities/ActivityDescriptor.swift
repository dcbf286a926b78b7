import Foundation

/// What the host knows of an activity kind declared with ``ActivityConfiguration``: its kind
/// and how to evaluate its views from the JSON of its attributes and state, here (a kind linked
/// into this program) or by the extension program that declares it.
public struct ActivityDescriptor: Sendable {
    /// The kind scripts name (``ActivityAttributes/activityKind``).
    public var kind: String
    /// The name lists show (the kind unless the extension names it).
    public var displayName: String
    /// What it shows, for lists (may be empty).
    public var description = ""
    /// Evaluates the views once into archives, in this process.
    let evaluate: @Sendable (ActivityPayload) throws(ActivityFailure) -> ActivityViews
    /// Evaluates them elsewhere (an extension's program); nil for a kind linked in.
    let remote: (@Sendable (ActivityPayload) async throws(ActivityFailure) -> ActivityViews)?

    init(kind: String, evaluate: @escaping @Sendable (ActivityPayload) throws(ActivityFailure) -> ActivityViews) {
        self.kind = kind
        displayName = kind
        self.evaluate = evaluate
        remote = nil
    }

    /// An activity whose views `evaluate` asks for elsewhere (an extension's program).
    public init(
        kind: String, displayName: String, description: String = "",
        remote: @escaping @Sendable (ActivityPayload) async throws(ActivityFailure) -> ActivityViews
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.remote = remote
        evaluate = { _ throws(ActivityFailure) in
            throw ActivityFailure("the views of \(kind) are evaluated by the extension that declares it")
        }
    }

    /// True when an extension's program evaluates its views.
    public var isServedElsewhere: Bool { remote != nil }

    /// The views of an activity with these attributes and state, evaluated into archives in
    /// this process (the JSON is decoded into the kind's types first: a field of the wrong type
    /// is a failure that names it). A kind an extension declares fails here: use
    /// ``evaluate(_:)``.
    public func views(for payload: ActivityPayload) throws(ActivityFailure) -> ActivityViews {
        try evaluate(payload)
    }

    /// The views, evaluated where the kind lives: here, or by the extension's program.
    public func evaluate(_ payload: ActivityPayload) async throws(ActivityFailure) -> ActivityViews {
        if let remote { return try await remote(payload) }
        return try evaluate(payload)
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
    /// Whether the activity has ended (its final state).
    public var isEnded = false
    /// The activity's identifier.
    public var id: String
    /// The instant the views are evaluated at (nil: not said).
    public var date: Date?

    /// A payload.
    public init(attributes: Data, state: Data, isStale: Bool = false, isEnded: Bool = false, id: String, date: Date? = nil) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.isEnded = isEnded
        self.id = id
        self.date = date
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
