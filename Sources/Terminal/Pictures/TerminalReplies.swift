/// What a terminal answered to the start-up query (see ``GraphicsDetection``): a kitty graphics
/// reply, the primary device attributes (DA1), and any other bytes (keys typed meanwhile).
struct TerminalReplies: Equatable, Sendable {
    /// The id the query's kitty graphics command carries; a reply naming it means kitty graphics.
    static let queryID = 31

    /// Whether a kitty graphics reply (`ESC _G i=31;… ESC \`) arrived before the DA1 reply.
    var kittyGraphics = false
    /// The attributes of the DA1 reply (`ESC [ ? 62 ; 4 ; 22 c` → 62, 4, 22); nil until it arrives.
    var deviceAttributes: [Int]?
    /// Bytes that are not part of a reply, in order (typed keys to hand back to the input).
    var other: [UInt8] = []
    /// A reply cut short at the end of the bytes (to read again with what follows).
    var incomplete: [UInt8] = []

    /// Whether the DA1 attributes include 4 (sixel graphics).
    var sixel: Bool { deviceAttributes?.contains(4) ?? false }
    /// Whether the DA1 reply, which ends the exchange, has arrived.
    var isComplete: Bool { deviceAttributes != nil }

    /// The query: a kitty graphics query of a 1×1 picture (answered only by terminals that
    /// understand the protocol, and never drawn), then DA1, which every terminal answers.
    static var query: [UInt8] {
        Array("\u{1B}_Gi=\(queryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)
    }

    /// Reads `bytes` as received so far. A reply cut short at the end is left out of ``other``
    /// (it is not a key); a kitty reply after the DA1 reply is not counted.
    init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                if bytes[index] == 0x1B { incomplete = [0x1B] } else { other.append(bytes[index]) }
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"):
                guard let end = Self.stringTerminator(in: bytes, from: index + 2) else {
                    incomplete = Array(bytes[index...])
                    return
                }
                let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                if !isComplete, body.hasPrefix("G"), Self.names(queryID: Self.queryID, body) { kittyGraphics = true }
                index = end + 2
            case UInt8(ascii: "["):
                guard let (attributes, end) = Self.deviceAttributes(in: bytes, from: index + 2) else {
                    guard Self.isPrefixOfReply(bytes[(index + 2)...]) else {
                        other.append(contentsOf: bytes[index...(index + 1)])
                        index += 2
                        continue
                    }
                    incomplete = Array(bytes[index...])
                    return
                }
                if deviceAttributes == nil { deviceAttributes = attributes }
                index = end
            default:
                other.append(bytes[index])
                index += 1
            }
        }
    }

    /// The index of the `ESC \` ending a string that starts at `start`; nil when not there yet.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }

    /// Whether a kitty reply body (`Gi=31;OK`) names `queryID`.
    private static func names(queryID: Int, _ body: String) -> Bool {
        let control = body.dropFirst().prefix { $0 != ";" }
        return control.split(separator: ",").contains("i=\(queryID)")
    }

    /// `? 62 ; 4 c` from `start`: the numbers and the index after `c`; nil when the bytes there
    /// are not (or not yet) a DA1 reply.
    private static func deviceAttributes(in bytes: [UInt8], from start: Int) -> ([Int], Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "?") else { return nil }
        var numbers: [Int] = []
        var current: Int?
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = (current ?? 0) &* 10 &+ Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: ";"):
                numbers.append(current ?? 0)
                current = nil
            case UInt8(ascii: "c"):
                if let current { numbers.append(current) }
                return (numbers, index + 1)
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether `rest` (what follows `ESC [`) could still become a DA1 reply.
    private static func isPrefixOfReply(_ rest: ArraySlice<UInt8>) -> Bool {
        guard let first = rest.first else { return true }
        guard first == UInt8(ascii: "?") else { return false }
        return rest.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ";") }
    }
}
