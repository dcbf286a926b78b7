/// The action `@Environment(\.openURL)` gives, as in SwiftUI.
///
/// A widget cannot open URLs from its own code, on iOS or here: its view is drawn, not run.
/// Links (`Link`, `widgetURL`, Markdown links in `Text`) are how a widget opens a URL when it
/// is chosen. Calling the default action does nothing and answers `.discarded`; an action set
/// with `.environment(\.openURL, OpenURLAction { ... })` is called as given.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Outcome: Equatable {
            case handled, discarded
            case system(URL?)
        }
        let outcome: Outcome

        /// The handler opened it.
        public static let handled = Result(outcome: .handled)
        /// The handler refused it.
        public static let discarded = Result(outcome: .discarded)
        /// The system should open it.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Hands `url` to the action.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Hands `url` to the action and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        completion(handler(url) != .discarded)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens a URL; in a widget, does nothing (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
