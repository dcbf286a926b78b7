import Foundation

/// Why JSON could not be read as a widget expects it, in one short line: where (a path such
/// as `.hourly.time[3]`) and what ("expected Double", "missing \"time\"", or the parser's own
/// account of a syntax error).
struct JSONProblem: Error, CustomStringConvertible {
    let description: String

    /// Decodes `type` from `data`, or throws the problem in those words.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()) throws(JSONProblem) -> T {
        do {
            return try decoder.decode(type, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            throw JSONProblem(description: syntaxError(in: data) ?? describe(context))
        } catch let DecodingError.keyNotFound(key, context) {
            throw JSONProblem(description: "\(location(context.codingPath)): missing \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(type, context) {
            throw JSONProblem(description: "\(location(context.codingPath)): expected \(type)")
        } catch let DecodingError.valueNotFound(type, context) {
            throw JSONProblem(description: "\(location(context.codingPath)): expected \(type)")
        } catch {
            throw JSONProblem(description: "\(error)")
        }
    }

    /// The JSON parser's own account of a syntax error ("Unexpected end of file ..."), which
    /// JSONDecoder does not pass on.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return nil
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return detail ?? "\(error)"
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        let message = underlying ?? context.debugDescription
        return context.codingPath.isEmpty ? message : "\(location(context.codingPath)): \(message)"
    }

    /// `.items[3].title`; `(top)` for the document itself.
    static func location(_ path: [any CodingKey]) -> String {
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.isEmpty ? "(top)" : text
    }
}
