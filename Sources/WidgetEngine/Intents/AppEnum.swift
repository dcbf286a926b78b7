/// A fixed set of choices for a parameter, as in AppIntents.
///
/// ```swift
/// enum Units: String, AppEnum {
///     case metric, imperial
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
///     static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [.metric: "Metric", .imperial: "Imperial"]
/// }
/// ```
public protocol AppEnum: ParameterValue, RawRepresentable, CaseIterable, Hashable where RawValue == String, AllCases: Sendable {
    /// The type's name, as the configuration sheet shows it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Each case's title, as the configuration sheet lists it.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// Supplies a parameter's choices when the user edits it, as AppIntents'
/// `DynamicOptionsProvider` (for example the repositories found on disk).
public protocol DynamicOptionsProvider: Sendable {
    /// The choices, in order.
    func results() async throws -> [String]
}
