import Foundation

/// The archive's schema as text: every type reachable from a root, one line per type (per case,
/// for enumerations), naming each field in order with its type and its JSON default. Two
/// builds with equal schemas read each other's archives; tests pin the schema of each
/// ``ArchiveFormat/version``, so that a change to any description asks for a new version.
///
/// ```
/// ViewNode: kind=text(0) runs: [TextRun], lineLimit: Int? = null, ..., children: [ViewNode] = []
/// ```
public enum ArchiveSchema {
    /// The schema of `root` and every type its fields use.
    public static func text<Root: Archivable>(of root: Root.Type) -> String {
        var walker = ArchiveSchemaWalker()
        walker.queue(Root.self)
        var lines: [String] = []
        var index = 0
        while index < walker.pending.count {
            lines += walker.lines(for: walker.pending[index])
            index += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A type's name without module prefixes: `[TextRun]`, `Int?`, `ImageNode.Source`.
    static func name(of type: Any.Type) -> String {
        var name = String(reflecting: type)
        for module in ["Swift.", "FoundationEssentials.", "Foundation.", "Archive.", "WidgetUI.", "WidgetEngine.", "CellGrid."] {
            name = name.replacingOccurrences(of: module, with: "")
        }
        return name
    }
}

/// Lists a type's fields by describing a blank value once per path through its enumerations'
/// cases.
struct ArchiveSchemaWalker: ArchiveCoder {
    /// Types to list, in the order first met.
    private(set) var pending: [any Archivable.Type] = []
    private var seen: Set<String> = []
    /// The case taken at each enumeration met in this pass, and how many cases it has.
    private var choices: [(taken: Int, count: Int)] = []
    private var call = 0
    private var items: [String] = []

    mutating func queue(_ type: any Archivable.Type) {
        if seen.insert(ArchiveSchema.name(of: type)).inserted { pending.append(type) }
    }

    /// One line per path through `type`'s cases; none for types with no fields (numbers,
    /// strings, arrays and optionals, whose element types are listed instead).
    mutating func lines(for type: any Archivable.Type) -> [String] {
        choices = []
        var lines: [String] = []
        repeat {
            call = 0
            items = []
            describeBlank(of: type)
            if !items.isEmpty {
                // The names a JSON object of this line holds: its fields' and "kind".
                let names = items.compactMap { item in
                    item.hasPrefix("kind=") ? "kind" : item.split(separator: ":").first.map(String.init)
                }.filter { !$0.contains(" ") }
                let duplicate = Dictionary(grouping: names, by: { $0 }).first { $0.value.count > 1 }?.key
                lines.append(
                    "\(ArchiveSchema.name(of: type)): " + items.joined(separator: ", ")
                        + (duplicate.map { " (duplicate name \"\($0)\")" } ?? ""))
            }
        } while advance()
        return lines
    }

    private mutating func describeBlank<Value: Archivable>(of type: Value.Type) {
        var value = Value.blank
        do {
            try value.describe(with: &self)
        } catch {
            items.append("(cannot be described: \(error))")
        }
    }

    /// Moves to the next path (the last enumeration with a case left takes its next one);
    /// false when every path was taken.
    private mutating func advance() -> Bool {
        while let last = choices.last {
            choices.removeLast()
            if last.taken + 1 < last.count {
                choices.append((last.taken + 1, last.count))
                return true
            }
        }
        return false
    }

    private static func json<Value: Archivable>(_ value: Value) -> String {
        (try? ArchiveJSON.json(of: value).text()) ?? "?"
    }

    var mark: Int { 0 }

    func failure(_ problem: String, in type: Any.Type, since mark: Int) -> ArchiveError {
        ArchiveError(path: "", type: type, problem: problem)
    }

    mutating func field<Value: Archivable>(_ name: String, _ value: inout Value) throws(ArchiveError) {
        items.append("\(name): \(ArchiveSchema.name(of: Value.self))")
        queue(Value.self)
    }

    mutating func field<Value: Archivable & Equatable>(_ name: String, _ value: inout Value, default: Value) throws(ArchiveError) {
        items.append("\(name): \(ArchiveSchema.name(of: Value.self)) = \(Self.json(`default`))")
        queue(Value.self)
    }

    mutating func variant<Value>(_ tag: Int, of cases: ArchiveCases<Value>) throws(ArchiveError) -> Int {
        if call == choices.count { choices.append((0, cases.names.count)) }
        let taken = choices[call].taken
        call += 1
        items.append("kind=\(cases.names[taken])(\(taken))")
        return taken
    }

    mutating func name<Value: ArchiveNamed>(_ value: inout Value) throws(ArchiveError) {
        items.append("one of " + Value.allCases.map(\.rawValue).joined(separator: " "))
    }

    mutating func flags(_ bits: inout UInt64, _ names: ArchiveFlags) throws(ArchiveError) {
        items.append("flags " + names.names.map { "\($0.name)=\($0.bit)" }.joined(separator: " "))
    }

    mutating func code(_ value: inout Int) throws(ArchiveError) {}
    mutating func code(_ value: inout Bool) throws(ArchiveError) {}
    mutating func code(_ value: inout Double) throws(ArchiveError) {}
    mutating func code(_ value: inout Float) throws(ArchiveError) {}
    mutating func code(_ value: inout String) throws(ArchiveError) {}
    mutating func code(_ value: inout Date) throws(ArchiveError) {}
    mutating func bytes(_ value: inout [UInt8]) throws(ArchiveError) { items.append("bytes") }

    mutating func code<Wrapped: Archivable>(_ value: inout Wrapped?) throws(ArchiveError) {
        queue(Wrapped.self)
    }

    mutating func code<Element: Archivable>(_ value: inout [Element]) throws(ArchiveError) {
        queue(Element.self)
    }

    mutating func code<Element: Archivable>(_ value: inout [String: Element]) throws(ArchiveError) {
        queue(Element.self)
    }
}
