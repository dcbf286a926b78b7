/// What ``XMLReader`` reads from a document, in order.
enum XMLEvent: Equatable {
    /// An element opens: its name as written (`dc:date`) and its attributes.
    case start(name: String, attributes: [String: String])
    /// An element closes (a self-closing one closes at once).
    case end(name: String)
    /// Character data (entities decoded, CDATA as it is), between tags.
    case text(String)
}

/// Why a document is not well-formed XML, with the line it happened on.
struct XMLError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var message: String

    var description: String { "line \(line): \(message)" }
}
