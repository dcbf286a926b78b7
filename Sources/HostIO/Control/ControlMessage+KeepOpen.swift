import Foundation

extension ControlMessage {
    /// The line that asks the listener to keep a connection open: `{"command":"keep-open"}`.
    ///
    /// A connection is closed after its first answer, so a client that sends one line and
    /// reads until the end keeps working. One that sends this line first (answered at once, on
    /// the listener's thread) may then send as many messages as it likes on the same connection:
    /// each line is answered by one line, in order, until the client closes its side. A
    /// malformed line or one over the size limit is answered with the reason and the connection
    /// is closed; a message that is refused (`"ok":false`) leaves it open.
    public static let keepOpenLine = #"{"command":"keep-open"}"#

    /// Whether `line` is ``keepOpenLine`` (any JSON spelling of it).
    static func asksToKeepOpen(_ line: String) -> Bool {
        if line == keepOpenLine { return true }
        // Every line of a kept connection comes here: a long one (an update, ~1.6 KB) is not
        // searched (that search was an eighth of the socket thread's time per update).
        guard line.utf8.count <= 256, line.contains("keep-open"),
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        else { return false }
        return object.count == 1 && object["command"] as? String == "keep-open"
    }
}
