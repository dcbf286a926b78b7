/// The archive's JSON form: the one widget extensions send and tools read, described in
/// docs/archive-format.md. It is derived from the same ``Archivable`` descriptions as the
/// binary form, so the two always hold the same fields.
///
/// A document is an object with the format's version and one value under a name:
/// `{"version": 3, "view": {"kind": "text", "runs": [{"content": {"kind": "verbatim", "string": "Hi"}}]}}`.
public enum ArchiveJSON {
    /// `value` in the JSON form (bare, without a version).
    public static func json<Value: Archivable>(of value: Value) throws(ArchiveError) -> JSONValue {
        var writer = ArchiveJSONWriter()
        var value = value
        try value.describe(with: &writer)
        return writer.value
    }

    /// Reads a `Value` from its JSON form (bare, without a version).
    public static func decode<Value: Archivable>(_ type: Value.Type, from json: JSONValue) throws(ArchiveError) -> Value {
        var reader = ArchiveJSONReader(json)
        return try reader.read(type)
    }

    /// A document holding `value` under `name`, with the format's version, as text: on one
    /// line, or indented when `pretty`.
    public static func document<Value: Archivable>(_ value: Value, named name: String, pretty: Bool = false) throws(ArchiveError) -> String
    {
        let json = JSONValue.object([
            JSONValue.Member("version", .number(String(ArchiveFormat.version))),
            JSONValue.Member(name, try Self.json(of: value)),
        ])
        return json.text(pretty: pretty) + (pretty ? "\n" : "")
    }

    /// Reads the value under `name` from a document's text: the text must be JSON, the version
    /// this build reads, and the value valid in every field.
    public static func decodeDocument<Value: Archivable>(_ type: Value.Type, named name: String, from text: String) throws(ArchiveError)
        -> Value
    {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw ArchiveError(path: "", type: Value.self, problem: "not JSON: \(error)")
        }
        guard case let .object(members) = json else {
            throw ArchiveError(
                path: "", type: Value.self, problem: "expected an object with \"version\" and \"\(name)\", found \(json.typeName)")
        }
        if let unknown = members.first(where: { $0.name != "version" && $0.name != name }) {
            throw ArchiveError(
                path: unknown.name, type: Value.self, problem: "unknown field \"\(unknown.name)\" (known here: version, \(name))")
        }
        guard let version = members.first(where: { $0.name == "version" })?.value else {
            throw ArchiveError(path: "", type: Value.self, problem: "missing field \"version\"")
        }
        guard version == .number(String(ArchiveFormat.version)) else {
            throw ArchiveError(
                path: "version", type: Value.self,
                problem: "version \(version.text()) is not the archive version this build reads (\(ArchiveFormat.version))")
        }
        guard let content = members.first(where: { $0.name == name })?.value else {
            throw ArchiveError(path: "", type: Value.self, problem: "missing field \"\(name)\"")
        }
        var reader = ArchiveJSONReader(content, path: [.name(name)])
        return try reader.read(type)
    }
}
