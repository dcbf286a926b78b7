/// Parses `git status --porcelain=v2 --branch` (without `-z`): branch headers, then a line
/// per path.
///
/// ```
/// # branch.oid 1a2b3c... | (initial)
/// # branch.head main | (detached)
/// # branch.upstream origin/main
/// # branch.ab +1 -2
/// 1 .M N... 100644 100644 100644 <hH> <hI> README.md
/// 2 R. N... 100644 100644 100644 <hH> <hI> R100 new.txt<TAB>old.txt
/// u UU N... 100644 100644 100644 100644 <h1> <h2> <h3> both.txt
/// ? notes.txt
/// ! build/
/// ```
/// Headers it does not know (`# stash 2`) are skipped, as git's documentation asks of
/// parsers; a line of another shape is an error naming its line number.
enum PorcelainStatusParser {
    /// A line that is not porcelain v2.
    struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static func parse(_ text: String) throws(Failure) -> GitStatus {
        var status = GitStatus()
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let number = offset + 1
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            switch fields[0] {
            case "#":
                try header(fields.dropFirst(), line: number, into: &status)
            case "1", "2":
                // 1 XY sub mH mI mW hH hI path; 2 adds the rename score before the path.
                let minimum = fields[0] == "1" ? 9 : 10
                guard fields.count >= minimum else {
                    throw Failure(line: number, message: "a changed entry has \(fields.count) fields, expected at least \(minimum)")
                }
                try count(xy: fields[1], line: number, into: &status)
            case "u":
                guard fields.count >= 11 else {
                    throw Failure(line: number, message: "an unmerged entry has \(fields.count) fields, expected at least 11")
                }
                status.conflicted += 1
            case "?":
                status.untracked += 1
            case "!":
                continue
            default:
                throw Failure(line: number, message: "\"\(line.prefix(40))\" is not a porcelain v2 line (git older than 2.11?)")
            }
        }
        return status
    }

    private static func header(_ fields: ArraySlice<Substring>, line: Int, into status: inout GitStatus) throws(Failure) {
        guard let key = fields.first else { return }
        let value = fields.dropFirst().joined(separator: " ")
        switch key {
        case "branch.oid":
            status.commit = value == "(initial)" ? nil : value
        case "branch.head":
            status.branch = value == "(detached)" ? nil : value
        case "branch.upstream":
            status.upstream = value
        case "branch.ab":
            let parts = fields.dropFirst()
            guard parts.count == 2, let ahead = parts.first.flatMap({ Int($0.dropFirst()) }),
                let behind = parts.last.flatMap({ Int($0.dropFirst()) }),
                parts.first?.first == "+", parts.last?.first == "-"
            else {
                throw Failure(line: line, message: "branch.ab \"\(value)\" is not +AHEAD -BEHIND")
            }
            status.ahead = ahead
            status.behind = behind
        default:
            return
        }
    }

    /// X is the index against HEAD, Y the work tree against the index; "." is unchanged.
    private static func count(xy: Substring, line: Int, into status: inout GitStatus) throws(Failure) {
        guard xy.count == 2, let x = xy.first, let y = xy.last else {
            throw Failure(line: line, message: "status \"\(xy)\" is not two letters XY")
        }
        if x != "." { status.staged += 1 }
        if y != "." { status.changed += 1 }
    }
}
