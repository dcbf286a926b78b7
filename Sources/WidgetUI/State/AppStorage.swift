import Foundation

/// A value kept in the widget's defaults, as in SwiftUI.
///
/// ```swift
/// @AppStorage("dailyGoal") private var goal = 20
/// ```
/// Without `store`, the value is read from the defaults of the widget whose view is being
/// resolved (`EnvironmentValues.defaultsStore`; the home screen keeps one JSON file per widget
/// kind, `$XDG_STATE_HOME/homescreen/defaults/<kind>.json`), when the view is resolved. With
/// `store` (`UserDefaults(suiteName:)`), that `UserDefaults` is used, as on iOS. A value
/// that is missing, or stored as another type, reads as the default given.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let encode: (Value) -> DefaultsValue
    private let decode: (DefaultsValue) -> Value?

    init(
        key: String, defaultValue: Value, store: UserDefaults?, encode: @escaping (Value) -> DefaultsValue,
        decode: @escaping (DefaultsValue) -> Value?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.encode = encode
        self.decode = decode
    }

    /// The stored value, or the default.
    public var wrappedValue: Value {
        get {
            if let store { return read(from: store) ?? defaultValue }
            return EnvironmentValues.current.defaultsStore?.value(forKey: key).flatMap(decode) ?? defaultValue
        }
        nonmutating set {
            let value = encode(newValue)
            if let store {
                Self.write(value, key, to: store)
            } else {
                EnvironmentValues.current.defaultsStore?.setValue(value, forKey: key)
            }
        }
    }

    /// A binding to the stored value (`$name`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// A `UserDefaults` object bridges numbers loosely (a stored 1 is also `true`): the first
    /// reading of it that this value's type accepts.
    private func read(from store: UserDefaults) -> Value? {
        guard let object = store.object(forKey: key) else { return nil }
        let readings: [DefaultsValue?] = [
            (object as? String).map { .string($0) }, (object as? Int).map { .int($0) }, (object as? Double).map { .double($0) },
            (object as? Bool).map { .bool($0) },
        ]
        return readings.lazy.compactMap { $0 }.compactMap(decode).first
    }

    private static func write(_ value: DefaultsValue, _ key: String, to store: UserDefaults) {
        switch value {
        case let .bool(value): store.set(value, forKey: key)
        case let .int(value): store.set(value, forKey: key)
        case let .double(value): store.set(value, forKey: key)
        case let .string(value): store.set(value, forKey: key)
        }
    }
}

extension AppStorage where Value == Bool {
    /// A stored flag.
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) }) {
            if case let .bool(value) = $0 { return value }
            return nil
        }
    }
}

extension AppStorage where Value == Int {
    /// A stored whole number.
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0) }) {
            if case let .int(value) = $0 { return value }
            return nil
        }
    }
}

extension AppStorage where Value == Double {
    /// A stored number (a whole number stored reads as one too).
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .double($0) }) {
            switch $0 {
            case let .double(value): return value
            case let .int(value): return Double(value)
            default: return nil
            }
        }
    }
}

extension AppStorage where Value == String {
    /// A stored string.
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) }) {
            if case let .string(value) = $0 { return value }
            return nil
        }
    }
}

extension AppStorage where Value == URL {
    /// A stored URL (kept as its string).
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.absoluteString) }) {
            if case let .string(value) = $0 { return URL(string: value) }
            return nil
        }
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A stored enumeration with string raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) }) {
            if case let .string(value) = $0 { return Value(rawValue: value) }
            return nil
        }
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A stored enumeration with whole-number raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0.rawValue) }) {
            if case let .int(value) = $0 { return Value(rawValue: value) }
            return nil
        }
    }
}
