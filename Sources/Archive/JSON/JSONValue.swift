/// A JSON document as parsed or to be written: objects keep their members' order (so written
/// JSON lists fields in the archive's order) and numbers keep their text (so an integer is
/// read exactly and `1.5` is not taken for a whole number).
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number as written, e.g. `-12`, `0.25`, `1e-3`.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// Members in order; names are unique (the parser refuses a name given twice).
    case object([Member])

    /// One member of an object.
    public struct Member: Equatable, Sendable {
        /// The member's name.
        public var name: String
        /// Its value.
        public var value: JSONValue

        /// A member named `name`.
        public init(_ name: String, _ value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// What the value is, for errors ("expected a number, found a string").
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
