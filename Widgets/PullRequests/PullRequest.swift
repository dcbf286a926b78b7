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
        do throws(JSONProblem) {
            return .success(try JSONProblem.decode([PullRequest].self, from: data, decoder: decoder))
        } catch {
            return .failure(.malformed(path: path, detail: error.description))
        }
    }
}
