/// Where `@AppStorage` keeps its values: the host gives each widget its own store (a file per
/// widget kind, WidgetEngine's `WidgetDefaults`) in the environment views resolve in.
public protocol DefaultsStore: Sendable {
    /// The value stored for `key`, if any.
    func value(forKey key: String) -> DefaultsValue?
    /// Stores `value` for `key`; nil removes it.
    func setValue(_ value: DefaultsValue?, forKey key: String)
}

/// A value `@AppStorage` stores: what a property-list default of a widget holds.
public enum DefaultsValue: Equatable, Sendable, Codable {
    /// A flag.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number.
    case double(Double)
    /// Text.
    case string(String)

    /// Reads the value from its JSON form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Writes the value in its JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        }
    }
}

private struct DefaultsStoreKey: EnvironmentKey {
    static let defaultValue: (any DefaultsStore)? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` reads and writes below; nil: values keep their defaults.
    public var defaultsStore: (any DefaultsStore)? {
        get { self[DefaultsStoreKey.self] }
        set { self[DefaultsStoreKey.self] = newValue }
    }
}
