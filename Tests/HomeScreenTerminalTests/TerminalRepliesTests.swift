import Testing

@testable import Terminal

/// The terminal's answers to the start-up graphics query.
struct TerminalRepliesTests {
    static func parse(_ text: String) -> TerminalReplies {
        TerminalReplies(parsing: Array(text.utf8))
    }

    @Test func theQueryAsksKittyThenDeviceAttributes() {
        let query = String(decoding: TerminalReplies.query, as: UTF8.self)
        #expect(query == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    }

    @Test func kittyAnswersTheQueryBeforeDeviceAttributes() {
        let replies = Self.parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
        #expect(replies.kittyGraphics)
        #expect(replies.deviceAttributes == [62, 22])
        #expect(replies.isComplete)
        #expect(!replies.sixel)
        #expect(replies.other.isEmpty)
    }

    @Test func anErrorReplyStillMeansKittyGraphics() {
        #expect(Self.parse("\u{1B}_Gi=31;ENOTSUPPORTED:t=d\u{1B}\\\u{1B}[?62c").kittyGraphics)
    }

    @Test func aReplyForAnotherIDIsNotOurs() {
        #expect(!Self.parse("\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c").kittyGraphics)
    }

    @Test func sixelIsAttributeFour() {
        let replies = Self.parse("\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(replies.sixel)
        #expect(!replies.kittyGraphics)
        #expect(!Self.parse("\u{1B}[?64;14c").sixel)
    }

    @Test func aKittyReplyAfterDeviceAttributesDoesNotCount() {
        let replies = Self.parse("\u{1B}[?62c\u{1B}_Gi=31;OK\u{1B}\\")
        #expect(!replies.kittyGraphics)
        #expect(replies.isComplete)
    }

    @Test func repliesCutShortAreNotCompleteAndNotKeys() {
        #expect(!Self.parse("\u{1B}[?62;2").isComplete)
        #expect(Self.parse("\u{1B}[?62;2").other.isEmpty)
        #expect(Self.parse("\u{1B}_Gi=31;O").other.isEmpty)
        #expect(!Self.parse("\u{1B}_Gi=31;O").kittyGraphics)
    }

    @Test func aReplyCutShortIsKeptToReadOnWithTheRest() {
        let first = Self.parse("x\u{1B}[?62;")
        #expect(String(decoding: first.incomplete, as: UTF8.self) == "\u{1B}[?62;")
        let rest = TerminalReplies(parsing: first.incomplete + Array("22c".utf8))
        #expect(rest.deviceAttributes == [62, 22])
        #expect(rest.incomplete.isEmpty)
        #expect(Self.parse("\u{1B}").incomplete == [0x1B])
    }

    @Test func keysTypedMeanwhileAreHandedBack() {
        let replies = Self.parse("j\u{1B}_Gi=31;OK\u{1B}\\k\u{1B}[A\u{1B}[?62c")
        #expect(replies.kittyGraphics)
        #expect(String(decoding: replies.other, as: UTF8.self) == "jk\u{1B}[A")
    }
}
