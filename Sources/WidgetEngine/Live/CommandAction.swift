import Foundation

/// A command a widget offers to run when the user presses one of its links (a plugin's `bash=`
/// item), or a reload it offers (`refresh=true`): carried in the link's URL, run by the home
/// screen only after the user confirms it, always as an argument vector, never through a shell.
///
/// The URL is `homescreen-action:run?arg=PROGRAM&arg=ARGUMENT...&terminal=false&refresh=true`;
/// every argument is percent-encoded whole, so quotes, spaces and `;`, `$(...)` or `|` reach the
/// program as the characters they are.
public struct CommandAction: Equatable, Sendable {
    /// The link scheme the home screen takes as a command, never handing it to an app.
    public static let scheme = "homescreen-action"

    /// The program and its arguments; empty for a reload alone.
    public var arguments: [String]
    /// True to run it in the terminal (the home screen steps aside until it ends); false to
    /// run it in the background.
    public var inTerminal: Bool
    /// True to reload the widget once the command has ended (or at once, without a command).
    public var refreshes: Bool

    public init(arguments: [String], inTerminal: Bool = true, refreshes: Bool = false) {
        self.arguments = arguments
        self.inTerminal = inTerminal
        self.refreshes = refreshes
    }

    /// The link that carries it.
    public var url: URL {
        var components = URLComponents()
        components.scheme = Self.scheme
        components.path = "run"
        components.queryItems =
            arguments.map { URLQueryItem(name: "arg", value: $0) }
            + [URLQueryItem(name: "terminal", value: inTerminal ? "true" : "false")]
            + (refreshes ? [URLQueryItem(name: "refresh", value: "true")] : [])
        // `+` is kept as it is by URLComponents and read back as itself; `&`, `=` and `%`
        // inside an argument are encoded.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// The action a link's URL carries; nil for any other URL.
    public init?(url: URL) {
        guard url.scheme == Self.scheme, let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.path == "run"
        else { return nil }
        let items = components.queryItems ?? []
        arguments = items.filter { $0.name == "arg" }.map { $0.value ?? "" }
        inTerminal = items.last { $0.name == "terminal" }?.value != "false"
        refreshes = items.last { $0.name == "refresh" }?.value == "true"
    }

    /// The command as a person reads it in a confirmation: each argument that a shell would
    /// take apart in single quotes, so what is shown is exactly what runs.
    public var commandLine: String {
        arguments.map(Self.quoted).joined(separator: " ")
    }

    static func quoted(_ argument: String) -> String {
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./:=@%+,"))
        if !argument.isEmpty, argument.unicodeScalars.allSatisfy({ plain.contains($0) }) { return argument }
        // Control characters (an escape among them) are shown, never sent to the terminal.
        var shown = ""
        for scalar in argument.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return "'" + shown.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
