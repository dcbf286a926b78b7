import Archive

extension ExtensionProtocol {
    /// Reads one line of the protocol as a `T` (a request, an answer, a push): a line of
    /// another version is refused, naming both; anything else wrong names the path.
    static func decode<T: Archivable>(_ type: T.Type, line: String) throws(ExtensionProtocolError) -> T {
        let json: JSONValue
        do {
            json = try JSONParser.parse(line)
        } catch {
            throw ExtensionProtocolError("not JSON: \(error.description)")
        }
        if case let .object(members) = json, let version = members.first(where: { $0.name == "version" }),
            version.value != .number(String(ExtensionProtocol.version))
        {
            throw ExtensionProtocolError("protocol version \(version.value.text()) is not \(ExtensionProtocol.version)")
        }
        do {
            return try ArchiveJSON.decode(T.self, from: json)
        } catch {
            throw ExtensionProtocolError(error.description)
        }
    }
}
