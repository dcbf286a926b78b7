/// A problem in a user file (a theme, a layout): where it is and what to do about it.
///
/// Printed as `file:line: field: message`, the form editors and terminals link to.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The dotted field name ("colors.accent"), when the problem is one field.
    public var field: String?
    /// What is wrong and what is accepted.
    public var message: String

    public init(file: String, line: Int? = nil, field: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.field = field
        self.message = message
    }

    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": "
        if let field { text += "\(field): " }
        return text + message
    }
}
