import Foundation

/// What a plugin says about itself in comments, as xbar, BitBar and SwiftBar read it:
/// `<xbar.title>…</xbar.title>` (or `bitbar.`, `swiftbar.`) anywhere in the file, in any
/// comment syntax, each on one line.
///
/// The title, description and the rest become the gallery's description; `<xbar.var>` lines
/// become the widget's parameters (``PluginVariable``); `<swiftbar.type>streamable</…>` makes it
/// a stream of `~~~`-separated states; `<swiftbar.environment>` gives variables' defaults.
/// homescreen's own tags: `<homescreen.stream>lines</homescreen.stream>` (a new state per line,
/// as Waybar's and i3blocks' persistent modules print), `<homescreen.keepRunning>true</…>` (a
/// stream that runs while no instance is shown) and `<homescreen.signal>N</…>` (reloaded when
/// the home screen receives `SIGRTMIN+N`, as Waybar's `signal`).
public struct PluginMetadata: Equatable, Sendable {
    public var title: String?
    public var version: String?
    public var author: String?
    public var authorGitHub: String?
    public var description: String?
    public var dependencies: String?
    public var aboutURL: String?
    /// `<xbar.var>` lines, in order (a line that cannot be read is in ``problems``).
    public var variables: [PluginVariable] = []
    /// `<swiftbar.environment>`'s variables and their defaults.
    public var environment: [(name: String, value: String)] = []
    /// How it streams, if it keeps running.
    public var stream: PluginStreamMode?
    /// True when it keeps running (and streaming) while no instance is on the page shown.
    public var keepsRunning = false
    /// The real-time signal (`SIGRTMIN+N`) that reloads it, if any.
    public var signal: Int?
    /// Tags that could not be read: "line 4: <xbar.var>: …".
    public var problems: [String] = []

    /// The metadata of a file whose first bytes are `text`.
    public init(_ text: String) {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("<") {
            for (tag, value) in Self.tags(in: line) {
                apply(tag, value, line: number + 1)
            }
        }
    }

    public init() {}

    public static func == (lhs: PluginMetadata, rhs: PluginMetadata) -> Bool {
        lhs.title == rhs.title && lhs.description == rhs.description && lhs.variables == rhs.variables
            && lhs.environment.map(\.name) == rhs.environment.map(\.name) && lhs.environment.map(\.value) == rhs.environment.map(\.value)
            && lhs.stream == rhs.stream && lhs.keepsRunning == rhs.keepsRunning && lhs.signal == rhs.signal
            && lhs.author == rhs.author && lhs.version == rhs.version && lhs.problems == rhs.problems
    }

    /// The gallery's description: the plugin's own, then who made it.
    public var galleryDescription: String {
        var parts: [String] = []
        if let description { parts.append(description) }
        let by = [author, authorGitHub.map { "@\($0)" }].compactMap { $0 }.joined(separator: " ")
        if !by.isEmpty { parts.append("By \(by)" + (version.map { ", \($0)" } ?? "") + ".") }
        if let dependencies { parts.append("Needs \(dependencies).") }
        return parts.joined(separator: " ")
    }

    /// Every `<prefix.name>value</prefix.name>` on `line`, its name without the prefix.
    static func tags(in line: Substring) -> [(String, String)] {
        var found: [(String, String)] = []
        var rest = line[...]
        while let open = rest.range(of: "<") {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstIndex(of: ">") else { break }
            let name = String(afterOpen[..<close])
            rest = afterOpen[afterOpen.index(after: close)...]
            guard let prefix = ["xbar.", "bitbar.", "swiftbar.", "homescreen."].first(where: name.hasPrefix),
                let end = rest.range(of: "</\(name)>")
            else { continue }
            let value = rest[..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            found.append((String(name.dropFirst(prefix.count)) + (prefix == "homescreen." ? "@" : ""), value))
            rest = rest[end.upperBound...]
        }
        return found
    }

    private mutating func apply(_ tag: String, _ value: String, line: Int) {
        switch tag {
        case "title": title = value
        case "version": version = value
        case "author": author = value
        case "author.github": authorGitHub = value
        case "desc": description = value
        case "dependencies": dependencies = value
        case "abouturl": aboutURL = value
        case "var":
            switch PluginVariable.parse(value) {
            case let .success(variable): variables.append(variable)
            case let .failure(problem): problems.append("line \(line): <xbar.var>: \(problem)")
            }
        case "type": if value.lowercased() == "streamable" { stream = .blocks }
        case "environment": environment = Self.environment(value)
        case "stream@":
            switch value.lowercased() {
            case "lines": stream = .lines
            case "blocks": stream = .blocks
            default: problems.append("line \(line): <homescreen.stream>: \"\(value)\" is not lines or blocks")
            }
        case "keepRunning@": keepsRunning = value.lowercased() == "true"
        case "signal@":
            if let number = Int(value), (1...30).contains(number) {
                signal = number
            } else {
                problems.append("line \(line): <homescreen.signal>: \"\(value)\" is not a number from 1 to 30")
            }
        default: break
        }
    }

    /// `['var1':'default value', 'var2':'x']` (SwiftBar's form; `=` works too).
    static func environment(_ value: String) -> [(name: String, value: String)] {
        let body = value.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        return body.split(separator: ",").compactMap { pair in
            let parts = pair.split(maxSplits: 1, whereSeparator: { $0 == ":" || $0 == "=" })
            guard parts.count == 2 else { return nil }
            let unquote: (Substring) -> String = { $0.trimmingCharacters(in: CharacterSet(charactersIn: " '\"")) }
            let name = unquote(parts[0])
            return name.isEmpty ? nil : (name, unquote(parts[1]))
        }
    }
}

/// How a plugin that keeps running gives its states.
public enum PluginStreamMode: String, Equatable, Sendable {
    /// Each line is a new state (Waybar's and i3blocks' persistent modules).
    case lines
    /// Each block of lines up to a `~~~` line is a new state (SwiftBar's streamable plugins).
    case blocks
}
