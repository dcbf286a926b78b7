/// A key for a value in ``EnvironmentValues``, as in SwiftUI.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.orange }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value when no ancestor sets one.
    static var defaultValue: Value { get }
}
