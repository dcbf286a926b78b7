import Testing

@testable import Terminal

/// Which protocol pictures are drawn with, from the choice, the environment and the replies.
struct GraphicsDetectionTests {
    static let kittyReplies = TerminalReplies(parsing: Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c".utf8))
    static let sixelReplies = TerminalReplies(parsing: Array("\u{1B}[?62;4c".utf8))
    static let plainReplies = TerminalReplies(parsing: Array("\u{1B}[?62;22c".utf8))
    static let xterm = ["TERM": "xterm-256color"]
    static let tmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,123,0"]

    static func decide(
        _ choice: GraphicsChoice, _ environment: [String: String], _ replies: TerminalReplies?, passthrough: Bool? = nil
    ) -> PictureProtocol {
        GraphicsDetection.decide(choice: choice, environment: environment, replies: replies, passthroughAllowed: passthrough)
            .pictureProtocol
    }

    @Test func autoFollowsTheReplies() {
        #expect(Self.decide(.auto, Self.xterm, Self.kittyReplies) == .kitty)
        #expect(Self.decide(.auto, Self.xterm, Self.sixelReplies) == .sixel)
        #expect(Self.decide(.auto, Self.xterm, Self.plainReplies) == .cells)
        #expect(Self.decide(.auto, Self.xterm, nil) == .cells)
    }

    @Test func iTermIsKnownByItsEnvironment() {
        #expect(Self.decide(.auto, ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], Self.sixelReplies) == .iterm)
        #expect(Self.decide(.auto, ["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], nil) == .iterm)
    }

    @Test func aChoiceIsHonoured() {
        #expect(Self.decide(.sixel, Self.xterm, nil) == .sixel)
        #expect(Self.decide(.cells, Self.xterm, Self.kittyReplies) == .cells)
        #expect(Self.decide(.kitty, ["TERM": "dumb"], nil) == .kitty)
    }

    @Test func autoAsksTheTerminalOnlyOutsideTmuxAndNotWhenDumb() {
        #expect(GraphicsDetection.shouldQuery(.auto, environment: Self.xterm))
        #expect(!GraphicsDetection.shouldQuery(.auto, environment: Self.tmux))
        #expect(!GraphicsDetection.shouldQuery(.auto, environment: ["TERM": "dumb"]))
        #expect(!GraphicsDetection.shouldQuery(.auto, environment: ["TERM": "linux"]))
        #expect(!GraphicsDetection.shouldQuery(.auto, environment: [:]))
        #expect(!GraphicsDetection.shouldQuery(.kitty, environment: Self.xterm))
    }

    @Test func insideTmuxAutoIsCells() {
        #expect(Self.decide(.auto, Self.tmux, nil, passthrough: true) == .cells)
    }

    @Test func insideTmuxAChoiceNeedsPassthrough() {
        #expect(GraphicsDetection.needsPassthroughCheck(.kitty, environment: Self.tmux))
        #expect(!GraphicsDetection.needsPassthroughCheck(.auto, environment: Self.tmux))
        #expect(!GraphicsDetection.needsPassthroughCheck(.kitty, environment: Self.xterm))
        #expect(Self.decide(.kitty, Self.tmux, nil, passthrough: nil) == .cells)
        #expect(Self.decide(.kitty, Self.tmux, nil, passthrough: false) == .cells)
        let allowed = GraphicsDetection.decide(choice: .kitty, environment: Self.tmux, replies: nil, passthroughAllowed: true)
        #expect(allowed.pictureProtocol == .kitty)
        #expect(allowed.tmuxPassthrough)
    }

    @Test func tmuxAnswersAllowingPassthrough() {
        #expect(TmuxPassthrough.allows(answer: "on\n"))
        #expect(TmuxPassthrough.allows(answer: "all\n"))
        #expect(!TmuxPassthrough.allows(answer: "off\n"))
        #expect(!TmuxPassthrough.allows(answer: ""))
    }

    @Test func tmuxPassthroughWrapsAndDoublesEscapes() {
        let wrapped = TmuxPassthrough.wrap(Array("\u{1B}_Ga=T;AAAA\u{1B}\\".utf8))
        #expect(String(decoding: wrapped, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T;AAAA\u{1B}\u{1B}\\\u{1B}\\")
    }
}
