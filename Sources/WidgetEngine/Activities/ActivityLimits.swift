import Archive
import Foundation

/// What an activity may hold: checked where a change arrives (the home screen's control
/// socket, or `homescreen activity` when no home screen runs).
public struct ActivityLimits: Hashable, Sendable {
    /// The attributes' and the state's JSON, each (iOS's own limit for an activity's payload).
    public var maxJSONBytes = 4_096
    /// Nodes in all its views together.
    public var maxNodes = 2_000
    /// Activities kept at once (running and ended).
    public var maxActivities = 16
    /// Characters of an update's alert (one toast line).
    public var maxAlertCharacters = 200

    /// The standard limits.
    public init() {}

    /// The limits the home screen uses.
    public static let standard = ActivityLimits()

    /// Checks a record: its identifier, its JSON (objects of at most ``maxJSONBytes``), its
    /// views (at most ``maxNodes`` nodes, no pictures), its alert and its dates.
    public func check(_ record: ActivityRecord) throws(ActivityFailure) {
        guard ActivityID.isValid(record.id) else { throw ActivityFailure("\"\(record.id)\" is not an activity id (12 hexadecimal digits)") }
        guard !record.kind.isEmpty, record.kind.utf8.count <= 100 else {
            throw ActivityFailure("the kind is empty or longer than 100 bytes")
        }
        try checkJSON(record.attributes, subject: "the attributes are")
        try checkChange(state: record.state, views: record.views, alert: record.alert)
        guard record.datesInOrder else { throw .datesOutOfOrder }
    }

    /// Checks a change of a running activity (``ActivityUpdate``): its identifier, its state,
    /// its views and its alert, as ``check(_:)-(ActivityRecord)`` does. What it cannot change
    /// (the kind, the attributes, the start) is not in it and not checked again; its dates are
    /// checked against the record it changes (``ActivityBook/apply(_:limits:at:)``).
    public func check(_ update: ActivityUpdate) throws(ActivityFailure) {
        guard ActivityID.isValid(update.id) else { throw ActivityFailure("\"\(update.id)\" is not an activity id (12 hexadecimal digits)") }
        try checkChange(state: update.state, views: update.views, alert: update.alert)
    }

    /// The checks of what every change sets: the state's JSON, the views and the alert.
    private func checkChange(state: String, views: ActivityViews, alert: String?) throws(ActivityFailure) {
        try checkJSON(state, subject: "the state is")
        try check(views)
        if let alert, alert.isEmpty || alert.count > maxAlertCharacters {
            throw ActivityFailure("its alert is empty or longer than \(maxAlertCharacters) characters")
        }
    }

    /// `text` must be a JSON object of at most ``maxJSONBytes`` (`subject`: what it is, with its
    /// verb, as refusals say it: "the state is").
    private func checkJSON(_ text: String, subject: String) throws(ActivityFailure) {
        guard text.utf8.count <= maxJSONBytes else {
            throw ActivityFailure("\(subject) \(text.utf8.count) bytes of JSON; at most \(maxJSONBytes) are taken")
        }
        // Read by the archive's strict parser (RFC 8259, a name given twice refused), as the JSON
        // of a widget's archive is: this runs for each update of an activity, from cold caches
        // once a second, where the parser's little code takes a fraction of Foundation's
        // decoder's time (docs/performance.md, stop 54).
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw ActivityFailure("\(subject) not a JSON object (\(error))")
        }
        guard case .object = value else { throw ActivityFailure("\(subject) not a JSON object") }
    }

    /// Checks views: at most ``maxNodes`` nodes in all, no pictures (also where an extension's
    /// answer arrives, so its error names the extension's answer).
    public func check(_ views: ActivityViews) throws(ActivityFailure) {
        var (nodes, pictures) = (0, false)
        for root in views.nodes {
            root.forEachNode { node in
                nodes += 1
                if case let .image(image) = node.kind, let picture = image.picture, !picture.pixels.rgba.isEmpty { pictures = true }
            }
        }
        guard nodes <= maxNodes else {
            throw ActivityFailure("its views have \(nodes) nodes; at most \(maxNodes) are taken")
        }
        guard !pictures else {
            throw ActivityFailure("its views hold pictures; activities show text and symbols only")
        }
    }
}
