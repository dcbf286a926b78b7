import Foundation

/// What an activity is about (fixed for its life) and, as ``ContentState``, what changes while
/// it runs, as ActivityKit's `ActivityAttributes`. Both cross processes as JSON: a script's
/// `homescreen activity start KIND --attributes JSON` and `update ID --state JSON` are decoded
/// into these types when the activity's views are evaluated.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The part of the activity that changes (`Activity.update`), as on iOS.
    associatedtype ContentState: Codable & Hashable

    /// The kind scripts name (`homescreen activity start KIND`): by default the type's name.
    /// homescreen's addition; iOS code never needs it.
    static var activityKind: String { get }
}

extension ActivityAttributes {
    /// The type's name, as `String(describing:)` writes it.
    public static var activityKind: String { String(describing: Self.self) }
}
