import Foundation

/// Reads values from the archive's JSON form strictly: a missing field, a field or a kind this
/// build does not know, or a value of the wrong type is an ``ArchiveError`` naming its path in
/// the tree (`view.children[2].runs[0].foreground: unknown value "pink"`). Fields at their
/// default may be left out.
struct ArchiveJSONReader: ArchiveCoder {
    /// The value being read.
    private var value: JSONValue
    /// The names asked for in the current object, to find those nobody asked for.
    private var asked: [String] = []
    private var path = ArchivePath()

    init(_ value: JSONValue, path: [ArchivePath.Component] = []) {
        self.value = value
        for component in path { self.path.push(component) }
    }

    /// Reads the whole value as a `Value`.
    mutating func read<Value: Archivable>(_ type: Value.Type) throws(ArchiveError) -> Value {
        var result = Value.blank
        try result.describe(with: &self)
        try checkEveryMemberRead(of: type)
        return result
    }

    var mark: Int { 0 }

    func failure(_ problem: String, in type: Any.Type, since mark: Int) -> ArchiveError {
        ArchiveError(path: path.text, type: type, problem: problem)
    }

    private func failure(at component: ArchivePath.Component, _ problem: String, in type: Any.Type) -> ArchiveError {
        ArchiveError(path: path.appending(component), type: type, problem: problem)
    }

    private func mismatch(_ expected: String, in type: Any.Type) -> ArchiveError {
        failure("expected \(expected), found \(value.typeName)", in: type, since: 0)
    }

    /// An object's member nobody asked for is an error: a field of a newer format, or a typo.
    private func checkEveryMemberRead(of type: Any.Type) throws(ArchiveError) {
        guard case let .object(members) = value else { return }
        for member in members where !asked.contains(member.name) {
            let known = asked.isEmpty ? "" : " (known here: \(asked.joined(separator: ", ")))"
            throw failure(at: .name(member.name), "unknown field \"\(member.name)\"\(known)", in: type)
        }
    }

    /// Reads `element` from `child`, found at `component`.
    private mutating func read<Value: Archivable>(
        _ element: inout Value, from child: JSONValue,
        at component: ArchivePath.Component
    ) throws(ArchiveError) {
        let outer = (value, asked)
        value = child
        asked = []
        path.push(component)
        try element.describe(with: &self)
        try checkEveryMemberRead(of: Value.self)
        path.pop()
        (value, asked) = outer
    }

    /// The member `name` of the current object, which must be one.
    private mutating func member(_ name: String, in type: Any.Type) throws(ArchiveError) -> JSONValue? {
        guard case let .object(members) = value else { throw mismatch("an object", in: type) }
        asked.append(name)
        return members.first { $0.name == name }?.value
    }

    mutating func field<Value: Archivable>(_ name: String, _ value: inout Value) throws(ArchiveError) {
        guard let child = try member(name, in: Value.self) else {
            throw failure("missing field \"\(name)\"", in: Value.self, since: 0)
        }
        try read(&value, from: child, at: .name(name))
    }

    mutating func field<Value: Archivable & Equatable>(_ name: String, _ value: inout Value, default: Value) throws(ArchiveError) {
        guard let child = try member(name, in: Value.self) else {
            value = `default`
            return
        }
        try read(&value, from: child, at: .name(name))
    }

    mutating func variant<Value>(_ tag: Int, of cases: ArchiveCases<Value>) throws(ArchiveError) -> Int {
        let expected = cases.names.joined(separator: ", ")
        guard let kind = try member("kind", in: Value.self) else {
            throw failure("missing field \"kind\" (one of \(expected))", in: Value.self, since: 0)
        }
        guard case let .string(name) = kind, let index = cases.names.firstIndex(of: name) else {
            let found = if case let .string(name) = kind { "\"\(name)\"" } else { kind.typeName }
            throw failure(at: .name("kind"), "unknown kind \(found); expected one of \(expected)", in: Value.self)
        }
        return index
    }

    mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError) {
        guard case let .string(raw) = self.value else { throw mismatch("a string", in: Value.self) }
        guard let named = Value(rawValue: raw) else {
            let expected = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure("unknown value \"\(raw)\"; expected one of \(expected)", in: Value.self, since: 0)
        }
        value = named
    }

    mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError) {
        guard case let .array(elements) = value else { throw mismatch("an array of names", in: ArchiveFlags.self) }
        bits = 0
        for (index, element) in elements.enumerated() {
            guard case let .string(name) = element, let flag = names.names.first(where: { $0.name == name }) else {
                let expected = names.names.map(\.name).joined(separator: ", ")
                throw failure(at: .index(index), "unknown flag \(element.text()); expected some of \(expected)", in: ArchiveFlags.self)
            }
            bits |= flag.bit
        }
    }

    mutating func code(_ value: inout Int) throws(ArchiveError) {
        guard case let .number(text) = self.value, let number = Int(text) else { throw mismatch("a whole number", in: Int.self) }
        value = number
    }

    mutating func code(_ value: inout Bool) throws(ArchiveError) {
        guard case let .bool(flag) = self.value else { throw mismatch("true or false", in: Bool.self) }
        value = flag
    }

    mutating func code(_ value: inout Double) throws(ArchiveError) {
        guard case let .number(text) = self.value, let number = Double(text), number.isFinite else {
            throw mismatch("a number", in: Double.self)
        }
        value = number
    }

    mutating func code(_ value: inout Float) throws(ArchiveError) {
        guard case let .number(text) = self.value, let number = Float(text), number.isFinite else {
            throw mismatch("a number", in: Float.self)
        }
        value = number
    }

    mutating func code(_ value: inout String) throws(ArchiveError) {
        guard case let .string(string) = self.value else { throw mismatch("a string", in: String.self) }
        value = string
    }

    mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError) {
        guard case let .string(text) = self.value else { throw mismatch("a base64 string", in: [UInt8].self) }
        guard let data = Data(base64Encoded: text) else {
            throw failure("\(text.prefix(16))… is not base64 (RFC 4648, with padding)", in: [UInt8].self, since: 0)
        }
        value = [UInt8](data)
    }

    mutating func code(_ value: inout Date) throws(ArchiveError) {
        guard case let .number(text) = self.value, let seconds = Double(text), seconds.isFinite else {
            throw mismatch("a number of seconds since 1970", in: Date.self)
        }
        value = Date(timeIntervalSince1970: seconds)
    }

    mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError) {
        if case .null = self.value {
            value = nil
            return
        }
        var wrapped = Wrapped.blank
        try wrapped.describe(with: &self)
        value = wrapped
    }

    mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError) {
        guard case let .array(items) = self.value else { throw mismatch("an array", in: [Element].self) }
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var element = Element.blank
            try read(&element, from: item, at: .index(index))
            elements.append(element)
        }
        value = elements
    }

    mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError) {
        guard case let .object(members) = self.value else { throw mismatch("an object", in: [String: Element].self) }
        asked = members.map(\.name)
        var elements: [String: Element] = [:]
        for member in members {
            var element = Element.blank
            try read(&element, from: member.value, at: .name(member.name))
            elements[member.name] = element
        }
        value = elements
    }
}
