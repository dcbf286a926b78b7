/// The closing punctuation no line may start with, as Japanese and Chinese line breaking
/// (kinsoku shori, JIS X 4051) has it: a break before one of these moves the character before
/// it to the next line instead.
///
/// A small set, on purpose: ideographic and full-width commas, stops, colons, question and
/// exclamation marks, the closing brackets and quotation marks of CJK text, the middle dot,
/// the iteration marks and the long-vowel mark:
///
/// `、 。 ， ． ： ； ？ ！ ・ ー 々 ゝ ゞ ヽ ヾ ） ］ ｝ 〉 》 」 』 】 〕 〗 〙 〛 ｠ 〞 〟 ’ ”`
///
/// Small kana (ぁ, っ, ャ …) are allowed at a line's start, as in JIS X 4051's loose rule.
enum LineStartProhibited {
    static let scalars: Set<Unicode.Scalar> = [
        "\u{3001}", "\u{3002}", "\u{FF0C}", "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF1F}", "\u{FF01}", "\u{30FB}", "\u{30FC}",
        "\u{3005}", "\u{309D}", "\u{309E}", "\u{30FD}", "\u{30FE}", "\u{FF09}", "\u{FF3D}", "\u{FF5D}", "\u{3009}", "\u{300B}",
        "\u{300D}", "\u{300F}", "\u{3011}", "\u{3015}", "\u{3017}", "\u{3019}", "\u{301B}", "\u{FF60}", "\u{301E}", "\u{301F}",
        "\u{2019}", "\u{201D}",
    ]

    /// True when the cluster whose UTF-8 bytes are `bytes` starts with one of ``scalars``.
    static func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        // Every member is three bytes of UTF-8 (U+2019 to U+FF60).
        guard bytes.count >= 3, let lead = bytes.first, lead & 0xF0 == 0xE0 else { return false }
        let start = bytes.startIndex
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[start + 1] & 0x3F) << 6 | UInt32(bytes[start + 2] & 0x3F)
        return Unicode.Scalar(value).map(scalars.contains) ?? false
    }
}
