import Foundation

/// A view's own value, as in SwiftUI. Widgets are not interactive here (nor on iOS without App
/// Intents): a widget's view is evaluated once, so `@State` holds its initial value and a
/// change made while the body runs is seen by the rest of that evaluation only.
///
/// ```swift
/// @State private var expanded = false
/// ```
@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>

    /// A state starting at `value`.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// A state starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$name`).
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The storage of a ``State``: shared by copies of the view, as SwiftUI's is.
final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
