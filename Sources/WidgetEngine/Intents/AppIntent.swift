/// An action a widget offers, as AppIntents' `AppIntent`: a button or a toggle runs it when
/// pressed, in the process the widget's provider runs in.
///
/// ```swift
/// struct StartTimer: AppIntent {
///     static let title: LocalizedStringResource = "Start the timer"
///     @Parameter(title: "Minutes") var minutes: Int
///     init() {}
///     init(minutes: Int) { self.minutes = minutes }
///     func perform() async throws -> some IntentResult {
///         try TimerStore.start(minutes: minutes)
///         return .result()
///     }
/// }
/// ```
///
/// The intent is archived with the view (``IntentReference``: its type and its parameters'
/// values) and made again from that when pressed, so its parameters, not its other stored
/// properties, carry what `perform()` needs. Declare intents at file scope or inside a type,
/// not `private` (a private type cannot be found by name in a new process). A thrown error is
/// the press's failure; its description is what the user reads.
public protocol AppIntent: Sendable {
    /// What `perform()` answers.
    associatedtype PerformResult: IntentResult
    /// The intent's name, for people.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription? { get }
    /// Accepted for AppIntents' sake; a widget's intent never opens an app here (return
    /// `.result(opensIntent: OpenURLIntent(url))` to open something).
    static var openAppWhenRun: Bool { get }
    /// Accepted for AppIntents' sake.
    static var isDiscoverable: Bool { get }
    /// Whether the device must be unlocked: a terminal is never locked, so every policy runs.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// An intent with its parameters at their defaults (the host then sets the archived ones).
    init()
    /// Does what the intent is for.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

/// When an intent may run, as AppIntents' `IntentAuthenticationPolicy`. The home screen has no
/// lock, so every policy runs the intent.
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed
    case requiresAuthentication
    case requiresLocalDeviceAuthentication
}

/// An intent whose value the system sets before `perform()`, as AppIntents' `SetValueIntent`:
/// a toggle running it sets `value` to the state it is switched to.
///
/// ```swift
/// struct SetLights: SetValueIntent {
///     static let title: LocalizedStringResource = "Lights"
///     @Parameter(title: "On") var value: Bool
///     func perform() async throws -> some IntentResult { try Lights.set(value); return .result() }
/// }
/// ```
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType
    /// The value to set.
    var value: ValueType { get set }
}

/// An intent that starts, updates or ends a live activity, as ActivityKit's
/// `LiveActivityIntent`. Here it runs as any other intent.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that audio plays through, as AppIntents' `AudioPlaybackIntent`; runs as any other.
public protocol AudioPlaybackIntent: AppIntent {}
