import Foundation
import HostIO
import Testing
import WidgetEngine

/// A refusal's reason travels in the reply's JSON line (`"reason"`), for a program to act on
/// without reading the words; a reply without it (an older home screen's, or one that is not
/// an activity's refusal) and a reason this build does not know still read.
struct ControlReplyReasonTests {
    @Test func aReplyRoundTripsWithAndWithoutItsReason() {
        let ended = ControlReply(ok: false, message: "activity 0123456789ab refused: over", reason: .activityEnded)
        #expect(ended.line == #"{"message":"activity 0123456789ab refused: over","ok":false,"reason":"activityEnded"}"#)
        #expect(ControlReply(line: ended.line) == ended)
        let gone = ControlReply(ok: false, message: "no activity 0123456789ab", reason: .activityNotFound)
        #expect(ControlReply(line: gone.line)?.reason == .activityNotFound)
        let plain = ControlReply(ok: true, message: "asked 2 widgets to reload", count: 2)
        #expect(plain.line == #"{"count":2,"message":"asked 2 widgets to reload","ok":true}"#)
        #expect(ControlReply(line: plain.line) == plain)
    }

    @Test func aReplyWithoutAReasonOrWithAnUnknownOneStillReads() {
        let older = ControlReply(line: #"{"message":"activity 0123456789ab refused: activity 0123456789ab has ended","ok":false}"#)
        #expect(older == ControlReply(ok: false, message: "activity 0123456789ab refused: activity 0123456789ab has ended"))
        #expect(older?.reason == nil)
        let newer = ControlReply(line: #"{"message":"later","ok":false,"reason":"activityRenamed"}"#)
        #expect(newer == ControlReply(ok: false, message: "later"))
        #expect(ControlReply(line: #"{"message":"odd","ok":false,"reason":7}"#) == ControlReply(ok: false, message: "odd"))
        #expect(ControlReply(line: #"{"message":"odd","ok":false,"reason":null}"#) == ControlReply(ok: false, message: "odd"))
        #expect(ControlReply(line: #"{"ok":false,"reason":"activityEnded"}"#) == nil, "a line without words is not a reply")
    }

    @Test func aRefusalOfAnActivityCarriesTheFailuresReason() {
        let failure = ActivityFailure("activity 0123456789ab has ended; it takes no more changes", reason: .activityEnded)
        #expect(
            ControlReply(refusing: "0123456789ab", for: failure)
                == ControlReply(
                    ok: false, message: "activity 0123456789ab refused: activity 0123456789ab has ended; it takes no more changes",
                    reason: .activityEnded))
        #expect(ControlReply(refusing: "0123456789ab", for: ActivityFailure("its dates are out of order")).reason == nil)
    }
}
