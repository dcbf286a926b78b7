import TOMLKit

/// The problems of one TOML file (a layout, `config.toml`, a theme, an extension's manifest),
/// each named the one way every reader names them: the file, the line of the field (found from
/// its dotted path by ``TOMLLocator``), the field and what is wrong, in file order.
struct TOMLProblems {
    /// The file's name or path, as problems show it.
    let file: String
    private let locator: TOMLLocator
    /// The problems so far, in the order found.
    private(set) var found: [ConfigError] = []

    /// The problems of `text`, read from `file`.
    init(file: String, text: String) {
        self.file = file
        locator = TOMLLocator(text: text)
    }

    /// The root table of `text`, or the one problem of a file that is not TOML (with the line
    /// TOMLKit names).
    static func parse(_ text: String, file: String) -> Result<TOMLTable, ConfigError> {
        do {
            return .success(try TOMLTable(string: text))
        } catch let error as TOMLParseError {
            return .failure(ConfigError(file: file, line: error.source.begin.line, message: "is not valid TOML: \(error.description)"))
        } catch {
            return .failure(ConfigError(file: file, message: "is not valid TOML: \(error)"))
        }
    }

    /// Notes a problem with `field` (a dotted path: `page[0].widget[2].family`), at the line of
    /// the field, or of the closest enclosing table or key in the file when the field is not.
    mutating func fail(_ field: String, _ message: String) {
        found.append(ConfigError(file: file, line: locator.line(of: field), field: field, message: message))
    }

    /// Notes a problem of the whole file (no field and no line).
    mutating func failWholeFile(_ message: String) {
        found.append(ConfigError(file: file, message: message))
    }

    /// The line of `field` itself, or nil when it is not in the file.
    func exactLine(of field: String) -> Int? {
        locator.exactLine(of: field)
    }

    /// The problems by line (a problem without one first), those of one line in the order found.
    var inFileOrder: [ConfigError] {
        found.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
    }

    /// A value as it reads in the file (strings quoted), or what it is.
    static func describe(_ value: TOMLValueConvertible) -> String {
        switch value.type {
        case .string: return value.string.map(LayoutWriter.string) ?? "a string"
        case .int: return value.int.map(String.init) ?? "an integer"
        case .double: return value.double.map(LayoutWriter.number) ?? "a number"
        case .bool: return value.bool.map(String.init) ?? "a boolean"
        case .table: return "a table"
        case .array: return "an array"
        case .date, .time, .dateTime: return "a date or time"
        }
    }
}
