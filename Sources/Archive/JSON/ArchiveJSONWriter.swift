import Foundation

/// Writes values in the archive's JSON form (see docs/archive-format.md): a structure is an
/// object of its fields by name, in the order they are described, leaving out fields at their
/// default; an enumeration's case is an object with `"kind"` naming it, and its fields; dates
/// are Unix seconds.
struct ArchiveJSONWriter: ArchiveCoder {
    /// What was written: the value last described.
    private(set) var value: JSONValue = .null
    private var path = ArchivePath()

    init(path: [ArchivePath.Component] = []) {
        for component in path { self.path.push(component) }
    }

    var mark: Int { 0 }

    func failure(_ problem: String, in type: Any.Type, since mark: Int) -> ArchiveError {
        ArchiveError(path: path.text, type: type, problem: problem)
    }

    private mutating func append(_ name: String, _ member: JSONValue) {
        guard case var .object(members) = value else {
            value = .object([JSONValue.Member(name, member)])
            return
        }
        value = .null
        members.append(JSONValue.Member(name, member))
        value = .object(members)
    }

    private mutating func ensureObject() {
        if case .object = value { return }
        value = .object([])
    }

    /// Describes `element` into a fresh value at `component` and answers it.
    private mutating func written<Value: Archivable>(_ element: inout Value, at component: ArchivePath.Component) throws(ArchiveError)
        -> JSONValue
    {
        let outer = value
        value = .null
        path.push(component)
        try element.describe(with: &self)
        path.pop()
        let written = value
        value = outer
        return written
    }

    mutating func field<Value: Archivable>(_ name: String, _ value: inout Value) throws(ArchiveError) {
        ensureObject()
        append(name, try written(&value, at: .name(name)))
    }

    mutating func field<Value: Archivable & Equatable>(_ name: String, _ value: inout Value, default: Value) throws(ArchiveError) {
        ensureObject()
        guard value != `default` else { return }
        append(name, try written(&value, at: .name(name)))
    }

    mutating func variant<Value>(_ tag: Int, of cases: ArchiveCases<Value>) throws(ArchiveError) -> Int {
        ensureObject()
        append("kind", .string(cases.names[tag]))
        return tag
    }

    mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError) {
        self.value = .string(value.rawValue)
    }

    mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError) {
        let named = names.names.filter { bits & $0.bit != 0 }
        let unnamed = named.reduce(bits) { $0 & ~$1.bit }
        guard unnamed == 0 else { throw failure("bits \(unnamed) have no name", in: ArchiveFlags.self, since: 0) }
        value = .array(named.map { .string($0.name) })
    }

    mutating func code(_ value: inout Int) throws(ArchiveError) {
        self.value = .number(String(value))
    }

    mutating func code(_ value: inout Bool) throws(ArchiveError) {
        self.value = .bool(value)
    }

    mutating func code(_ value: inout Double) throws(ArchiveError) {
        guard value.isFinite else { throw failure("\(value) has no JSON form", in: Double.self, since: 0) }
        self.value = .number(Self.text(of: value.description))
    }

    mutating func code(_ value: inout Float) throws(ArchiveError) {
        guard value.isFinite else { throw failure("\(value) has no JSON form", in: Float.self, since: 0) }
        self.value = .number(Self.text(of: value.description))
    }

    /// Swift's shortest text that reads back the same number, without a `.0` on whole numbers.
    private static func text(of number: String) -> String {
        number.hasSuffix(".0") ? String(number.dropLast(2)) : number
    }

    mutating func code(_ value: inout String) throws(ArchiveError) {
        self.value = .string(value)
    }

    mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError) {
        self.value = .string(Data(value).base64EncodedString())
    }

    mutating func code(_ value: inout Date) throws(ArchiveError) {
        var seconds = value.timeIntervalSince1970
        try code(&seconds)
    }

    mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError) {
        guard var wrapped = value else {
            self.value = .null
            return
        }
        try wrapped.describe(with: &self)
    }

    mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError) {
        var elements: [JSONValue] = []
        elements.reserveCapacity(value.count)
        for index in value.indices {
            var element = value[index]
            elements.append(try written(&element, at: .index(index)))
        }
        self.value = .array(elements)
    }

    /// An object whose members are in name order.
    mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError) {
        var members: [JSONValue.Member] = []
        for (name, element) in value.sorted(by: { $0.key < $1.key }) {
            var element = element
            members.append(JSONValue.Member(name, try written(&element, at: .name(name))))
        }
        self.value = .object(members)
    }
}
