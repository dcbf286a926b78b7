/// Reads a value from the environment of the view whose body is being evaluated, as in
/// SwiftUI: `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the current environment (valid while a body is evaluated).
    public var wrappedValue: Value {
        EnvironmentValues.current[keyPath: keyPath]
    }
}
