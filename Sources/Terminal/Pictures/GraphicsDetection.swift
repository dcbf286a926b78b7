/// Which picture protocol to use, from the `--graphics` choice, the environment and the
/// terminal's replies to ``TerminalReplies/query``. A pure decision: ``CursesTerminal`` sends
/// the query and checks tmux, this says what follows.
///
/// - `cells` is always honoured.
/// - Inside tmux (`$TMUX`), `auto` means cells: tmux answers the query itself, not the terminal
///   it runs in, and drops picture sequences unless `allow-passthrough` is on (its default is
///   off). A forced protocol is used, wrapped for passthrough, when tmux says
///   `allow-passthrough` is `on` or `all`; otherwise cells.
/// - Elsewhere a forced protocol is used as it is. `auto` picks kitty when the terminal
///   answered the kitty graphics query before the DA1 reply, iTerm2's when `TERM_PROGRAM` is
///   `iTerm.app` or `LC_TERMINAL` is `iTerm2`, sixel when DA1 lists attribute 4, else cells.
struct GraphicsDetection: Equatable, Sendable {
    /// The protocol pictures are drawn with.
    var pictureProtocol: PictureProtocol
    /// Whether sequences go through tmux's passthrough wrapper.
    var tmuxPassthrough: Bool
    /// Why, for the log.
    var reason: String

    /// Whether `auto` needs the terminal's replies: not in tmux, not on a dumb terminal or the
    /// Linux console.
    static func shouldQuery(_ choice: GraphicsChoice, environment: [String: String]) -> Bool {
        choice == .auto && !isInTmux(environment) && !isDumb(environment)
    }

    /// Whether tmux's `allow-passthrough` must be asked for (a forced protocol inside tmux).
    static func needsPassthroughCheck(_ choice: GraphicsChoice, environment: [String: String]) -> Bool {
        isInTmux(environment) && choice.forced.map { $0 != .cells } == true
    }

    /// The decision. `replies` is nil when the terminal was not asked or did not answer in
    /// time; `passthroughAllowed` is tmux's answer (nil when not asked or no answer).
    static func decide(
        choice: GraphicsChoice, environment: [String: String], replies: TerminalReplies?, passthroughAllowed: Bool?
    ) -> GraphicsDetection {
        if choice == .cells { return GraphicsDetection(pictureProtocol: .cells, tmuxPassthrough: false, reason: "cells were chosen") }
        if isInTmux(environment) {
            guard let forced = choice.forced else {
                return GraphicsDetection(
                    pictureProtocol: .cells, tmuxPassthrough: false,
                    reason: "inside tmux pictures show as cells unless a protocol is chosen (--graphics) and allow-passthrough is on")
            }
            guard passthroughAllowed == true else {
                return GraphicsDetection(
                    pictureProtocol: .cells, tmuxPassthrough: false,
                    reason: "\(forced.rawValue) was chosen, but tmux's allow-passthrough is not on: cells")
            }
            return GraphicsDetection(
                pictureProtocol: forced, tmuxPassthrough: true, reason: "\(forced.rawValue) was chosen, through tmux's passthrough")
        }
        if let forced = choice.forced {
            return GraphicsDetection(pictureProtocol: forced, tmuxPassthrough: false, reason: "\(forced.rawValue) was chosen")
        }
        if isDumb(environment) {
            return GraphicsDetection(pictureProtocol: .cells, tmuxPassthrough: false, reason: "TERM is dumb, linux or unset")
        }
        if replies?.kittyGraphics == true {
            return GraphicsDetection(
                pictureProtocol: .kitty, tmuxPassthrough: false, reason: "the terminal answered the kitty graphics query")
        }
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" {
            return GraphicsDetection(pictureProtocol: .iterm, tmuxPassthrough: false, reason: "TERM_PROGRAM or LC_TERMINAL names iTerm2")
        }
        if replies?.sixel == true {
            return GraphicsDetection(pictureProtocol: .sixel, tmuxPassthrough: false, reason: "the terminal's device attributes list sixel")
        }
        let why = replies == nil ? "the terminal did not answer the query in time" : "the terminal has no picture protocol"
        return GraphicsDetection(pictureProtocol: .cells, tmuxPassthrough: false, reason: why)
    }

    static func isInTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// No picture protocol, and the query would show as text: no `TERM`, `dumb`, or the Linux
    /// console.
    private static func isDumb(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb" || term.hasPrefix("linux")
    }
}
