import Foundation
import WidgetEngine

/// One pull request as the JSON file lists it.
///
/// ```json
/// [{"number": 42, "title": "Fix the parser", "author": "ana", "draft": false, "updated": "2026-11-21T09:00:00Z"}]
/// ```
struct PullRequest: Codable, Hashable, Sendable {
    var number: Int
    var title: String
    var author: String
    var draft: Bool?
    var updated: Date?
}

/// Reads the pull request file, or says exactly what is wrong with it.
enum PullRequestFile {
    /// The pull requests at `path` (`~` and `$XDG_…_HOME` expanded by `folders`); a problem
    /// names the file with `~` for the home folder.
    static func load(_ path: String, folders: UserFolders) -> Result<[PullRequest], PullRequestsEntry.Problem> {
        let expanded = folders.expanding(path)
        let path = folders.abbreviating(expanded)
        let data: Data
        do {
            data = try UserFile.read(path: expanded, limit: .text)
        } catch  where error.isMissing {
            return .failure(.missing(path: path))
        } catch {
            return .failure(.malformed(path: path, detail: error.reason))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return .success(try decoder.decode([PullRequest].self, from: data))
        } catch let DecodingError.dataCorrupted(context) {
            return .failure(.malformed(path: path, detail: syntaxError(in: data) ?? describe(context)))
        } catch let DecodingError.keyNotFound(key, context) {
            return .failure(.malformed(path: path, detail: "\(location(context.codingPath)): missing \"\(key.stringValue)\""))
        } catch let DecodingError.typeMismatch(type, context) {
            return .failure(.malformed(path: path, detail: "\(location(context.codingPath)): expected \(type)"))
        } catch let DecodingError.valueNotFound(type, context) {
            return .failure(.malformed(path: path, detail: "\(location(context.codingPath)): expected \(type)"))
        } catch {
            return .failure(.malformed(path: path, detail: "\(error)"))
        }
    }

    /// The JSON parser's own account of a syntax error ("Unexpected end of file ..."), which
    /// JSONDecoder does not pass on.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return nil
        } catch {
            return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        }
    }

    private static func describe(_ context: DecodingError.Context) -> String {
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        let message = underlying ?? context.debugDescription
        return context.codingPath.isEmpty ? message : "\(location(context.codingPath)): \(message)"
    }

    private static func location(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
