import Foundation

/// A running live activity, as ActivityKit's `Activity`: `request` starts one, `update` and
/// `end` change it. Each change is handed, as JSON, to ``ActivityCenter/changes`` (a script
/// does the same with `homescreen activity start/update/end`).
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The activity's identifier.
    public let id: String
    /// Its fixed attributes.
    public let attributes: Attributes
    /// Its latest content.
    public private(set) var content: ActivityContent<Attributes.ContentState>
    /// Where it is in its life.
    public private(set) var activityState: ActivityState
    /// Accepted; no push token is ever issued.
    public let pushType: PushType?

    private static var running: [Activity<Attributes>] {
        get { ActivityCenter.lock.withLock { ActivityCenter.running[ObjectIdentifier(Attributes.self)] as? [Activity<Attributes>] ?? [] } }
        set { ActivityCenter.lock.withLock { ActivityCenter.running[ObjectIdentifier(Attributes.self)] = newValue } }
    }

    /// The activities of this type started by this process and not yet ended.
    public static var activities: [Activity<Attributes>] { running }

    private init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?) {
        self.id = id
        self.attributes = attributes
        self.content = content
        self.pushType = pushType
        activityState = .active
    }

    /// Starts an activity; throws when its attributes or state cannot be written as JSON.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let activity = Activity(id: ActivityID.make(), attributes: attributes, content: content, pushType: pushType)
        let encoder = ActivityPayload.encoder()
        do {
            let change = ActivityChange.start(
                kind: Attributes.activityKind, id: activity.id, attributes: try encoder.encode(attributes),
                state: try encoder.encode(content.state), staleDate: content.staleDate, relevance: content.relevanceScore)
            ActivityCenter.post(change)
        } catch {
            throw ActivityFailure("cannot write the activity as JSON: \(error)")
        }
        running.append(activity)
        return activity
    }

    /// Replaces its content.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Replaces its content, with an alert.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        guard activityState == .active || activityState == .stale else { return }
        self.content = content
        guard let state = try? ActivityPayload.encoder().encode(content.state) else { return }
        ActivityCenter.post(
            .update(id: id, state: state, staleDate: content.staleDate, relevance: content.relevanceScore, alert: alertConfiguration?.body))
    }

    /// Ends it with a final content (nil keeps the last), staying on screen as `dismissalPolicy` says.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        guard activityState != .ended, activityState != .dismissed else { return }
        if let content { self.content = content }
        activityState = dismissalPolicy.isImmediate ? .dismissed : .ended
        let state = content.flatMap { try? ActivityPayload.encoder().encode($0.state) }
        ActivityCenter.post(.end(id: id, state: state, dismissal: dismissalPolicy))
        let id = self.id
        Self.running.removeAll { $0.id == id }
    }
}

/// How an activity is updated from a server, as on iOS (accepted; homescreen has no push
/// service: scripts update activities through `homescreen activity update`).
public enum PushType: Hashable, Sendable {
    /// A push token.
    case token
    /// A broadcast channel.
    case channel(String)
}

/// An alert shown with an update, as ActivityKit's `AlertConfiguration` (its body is carried
/// with the change, ``ActivityChange/update(id:state:staleDate:relevance:alert:)``).
public struct AlertConfiguration: Hashable, Sendable {
    /// The sound of an alert (accepted, never played).
    public typealias AlertSound = ActivityAlertSound
    /// The alert's title.
    public var title: String
    /// Its text.
    public var body: String
    /// Accepted; the terminal plays no sound.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound = .default) {
        self.title = title.key
        self.body = body.key
    }
}

/// The sound of an alert (accepted, never played), as `AlertConfiguration.AlertSound`.
public enum ActivityAlertSound: Hashable, Sendable {
    /// The system sound.
    case `default`
    /// A named sound.
    case named(String)
}
