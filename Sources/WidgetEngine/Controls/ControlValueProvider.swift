/// Gives a control its value, as WidgetKit's `ControlValueProvider`: a cheap
/// ``previewValue`` for the gallery, and the ``currentValue()`` the controls row shows, asked
/// again when the control is reloaded (``ControlCenter``) or pressed.
///
/// ```swift
/// struct QuietValue: ControlValueProvider {
///     var previewValue: Bool { false }
///     func currentValue() async throws -> Bool { try Quiet.isOn() }
/// }
/// ```
public protocol ControlValueProvider: Sendable {
    /// The value's type (a toggle's is `Bool`).
    associatedtype Value: Sendable
    /// The value the gallery shows, made quickly and without side effects.
    var previewValue: Value { get }
    /// The value now; a thrown error shows the control as unavailable until its next reload.
    func currentValue() async throws -> Value
}

/// Gives a configurable control its value, as WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider: Sendable {
    /// The value's type.
    associatedtype Value: Sendable
    /// The intent whose parameters the user sets.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value the gallery shows for `configuration`.
    func previewValue(configuration: Configuration) -> Value
    /// The value now for `configuration`.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// The parameters of a configurable control, as AppIntents' `ControlConfigurationIntent`:
/// set in the layout file, as a configurable widget's are.
public protocol ControlConfigurationIntent: WidgetConfigurationIntent {}
