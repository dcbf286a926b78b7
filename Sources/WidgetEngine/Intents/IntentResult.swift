import Foundation

/// What an intent's `perform()` answers, as AppIntents' `IntentResult`: made with
/// `.result()`, `.result(value:)`, `.result(dialog:)` or `.result(opensIntent:)`.
public protocol IntentResult: Sendable {
    /// What the host acts on: a URL to open, a line to show. (Not for widget code.)
    func _outcome() async throws -> IntentOutcome
}

/// A result that opens something once the intent ran (`.result(opensIntent:)`).
public protocol OpensIntent: IntentResult {}

/// A result that carries a value (`.result(value:)`).
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
}

/// A result that says something (`.result(dialog:)`): shown to the user as a short message.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view: accepted; a widget's press shows no view here.
public protocol ShowsSnippetView: IntentResult {}

/// A line an intent says, as AppIntents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var text: String
    public init(stringLiteral value: String) { text = value }
    public init(_ text: LocalizedStringResource) { self.text = text.key }
}

/// The result `.result(...)` makes: an optional value, dialog and intent to open.
public struct IntentResultContainer<Value: Sendable>: OpensIntent, ReturnsValue, ProvidesDialog, ShowsSnippetView {
    /// The value, when the intent returns one.
    public let value: Value?
    /// What it says.
    public let dialog: IntentDialog?
    /// What it opens.
    let opens: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, opens: (any AppIntent)?) {
        self.value = value
        self.dialog = dialog
        self.opens = opens
    }

    public func _outcome() async throws -> IntentOutcome {
        var outcome = IntentOutcome(opensURL: nil, dialog: dialog?.text)
        if let opens {
            // An intent opened by another runs next: an OpenURLIntent answers its URL.
            let next = try await IntentRunner.outcome(of: opens)
            outcome.opensURL = next.opensURL
            outcome.dialog = outcome.dialog ?? next.dialog
        }
        return outcome
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// Done, nothing to say.
    public static func result() -> Self { Self(value: nil, dialog: nil, opens: nil) }
    /// Done, saying `dialog`.
    public static func result(dialog: IntentDialog) -> Self { Self(value: nil, dialog: dialog, opens: nil) }
    /// Done; `opensIntent` runs next (an ``OpenURLIntent`` opens its URL).
    public static func result(opensIntent: some AppIntent) -> Self { Self(value: nil, dialog: nil, opens: opensIntent) }
    /// Done, saying `dialog`; `opensIntent` runs next.
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> Self {
        Self(value: nil, dialog: dialog, opens: opensIntent)
    }
}

extension IntentResult {
    /// Done, with a value.
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V> {
        Self(value: value, dialog: nil, opens: nil)
    }

    /// Done, with a value and a line to say.
    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V> {
        Self(value: value, dialog: dialog, opens: nil)
    }

    /// Done, with a value; `opensIntent` runs next.
    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent) -> Self where Self == IntentResultContainer<V> {
        Self(value: value, dialog: nil, opens: opensIntent)
    }
}

/// Opens a URL, as AppIntents' `OpenURLIntent` (iOS 18): `return .result(opensIntent:
/// OpenURLIntent(url))`. The host opens it as it opens a `Link`.
public struct OpenURLIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open URL"
    @Parameter(title: "URL") public var url: String

    public init() {}

    /// An intent opening `url`.
    public init(_ url: URL) {
        self.url = url.absoluteString
    }

    public func perform() async throws -> some IntentResult { .result() }
}
