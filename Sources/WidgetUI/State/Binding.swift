/// A read-write reference to a value owned elsewhere (`$state`), as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to `value` that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            })
    }
}
