import Foundation
import Synchronization
import WidgetEngine

/// A store the test intents write to (the headless and the home screen's press tests), by
/// key (each test its own key, so tests run in parallel).
public enum PressStore {
    private static let values = Mutex<[String: Int]>([:])

    public static func value(_ key: String) -> Int { values.withLock { $0[key] ?? 0 } }
    public static func add(_ amount: Int, to key: String) { values.withLock { $0[key, default: 0] += amount } }
    public static func set(_ value: Int, for key: String) { values.withLock { $0[key] = value } }
}

/// Adds `amount` to `key`; with a `note`, answers it as the dialog.
public struct AddIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add"
    @Parameter(title: "Key") public var key: String
    @Parameter(title: "Amount") public var amount: Int
    @Parameter(title: "Note") public var note: String?

    public init() {}
    public init(key: String, amount: Int, note: String? = nil) {
        self.key = key
        self.amount = amount
        self.note = note
    }

    public func perform() async throws -> some IntentResult {
        PressStore.add(amount, to: key)
        if let note { return .result(dialog: IntentDialog(stringLiteral: note)) }
        return .result()
    }
}

/// A toggle's intent: sets `key` to 1 or 0.
public struct SwitchIntent: SetValueIntent {
    public static let title: LocalizedStringResource = "Switch"
    @Parameter(title: "Key") public var key: String
    @Parameter(title: "On") public var value: Bool

    public init() {}
    public init(key: String) { self.key = key }

    public func perform() async throws -> some IntentResult {
        PressStore.set(value ? 1 : 0, for: key)
        return .result()
    }
}
