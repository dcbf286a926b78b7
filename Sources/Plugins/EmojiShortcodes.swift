import Foundation

/// GitHub-style emoji shortcodes (`:mushroom:` → 🍄), as xbar, SwiftBar and Argos emojize
/// titles unless `emojize=false`.
///
/// The table is built from Unicode's own names of the emoji (`:mushroom:` is MUSHROOM,
/// `:thumbs_up:` THUMBS UP SIGN less its last word), which is what most shortcodes are, plus
/// GitHub's common aliases that differ (`:smile:`, `:+1:`, `:sunny:`); a code it does not know
/// is left as it is.
public enum EmojiShortcodes {
    /// `text` with every known `:code:` replaced.
    public static func emojize(_ text: String) -> String {
        guard text.contains(":") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: ":") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ":") else {
                result += rest[open...]
                return result
            }
            let code = after[..<close]
            if !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || "_+-".contains($0) }),
                let emoji = table[code.lowercased()]
            {
                result += emoji
                rest = after[after.index(after: close)...]
            } else {
                result += ":"
                rest = after
            }
        }
        return result + rest
    }

    static let table: [String: String] = {
        var table: [String: String] = [:]
        let ranges: [ClosedRange<UInt32>] = [
            0x2600...0x27BF, 0x2B00...0x2BFF, 0x1F300...0x1F5FF, 0x1F600...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
        ]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation || scalar.properties.isEmoji,
                    let name = scalar.properties.name
                else { continue }
                let code = name.lowercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
                let shown = scalar.properties.isEmojiPresentation ? String(scalar) : String(scalar) + "\u{FE0F}"
                table[code] = table[code] ?? shown
                // "thumbs up sign", "sun with face": also without the last word.
                for suffix in ["_sign", "_symbol"] where code.hasSuffix(suffix) {
                    table[String(code.dropLast(suffix.count))] = table[String(code.dropLast(suffix.count))] ?? shown
                }
            }
        }
        for (alias, emoji) in aliases { table[alias] = emoji }
        return table
    }()

    /// GitHub's shortcodes whose names differ from Unicode's.
    static let aliases: [String: String] = [
        "smile": "😄", "smiley": "😃", "grinning": "😀", "laughing": "😆", "joy": "😂", "wink": "😉", "blush": "😊",
        "heart_eyes": "😍", "sunglasses": "😎", "thinking": "🤔", "cry": "😢", "sob": "😭", "angry": "😠", "rage": "😡",
        "+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎", "ok_hand": "👌", "clap": "👏", "wave": "👋",
        "heart": "❤", "broken_heart": "💔", "star": "⭐", "star2": "🌟", "sparkles": "✨", "fire": "🔥", "zap": "⚡",
        "sunny": "☀", "cloud": "☁", "umbrella": "☔", "snowflake": "❄", "rainbow": "🌈", "partly_sunny": "⛅",
        "warning": "⚠", "x": "❌", "white_check_mark": "✅", "heavy_check_mark": "✔", "question": "❓", "exclamation": "❗",
        "bell": "🔔", "no_bell": "🔕", "lock": "🔒", "unlock": "🔓", "key": "🔑", "mag": "🔍", "bulb": "💡",
        "computer": "💻", "iphone": "📱", "battery": "🔋", "electric_plug": "🔌", "floppy_disk": "💾", "cd": "💿",
        "rocket": "🚀", "tada": "🎉", "gift": "🎁", "trophy": "🏆", "moneybag": "💰", "dollar": "💵", "chart_with_upwards_trend": "📈",
        "chart_with_downwards_trend": "📉", "calendar": "📆", "date": "📅", "clock1": "🕐", "hourglass": "⌛", "alarm_clock": "⏰",
        "email": "📧", "envelope": "✉", "inbox_tray": "📥", "outbox_tray": "📤", "package": "📦", "memo": "📝", "pencil": "📝",
        "book": "📖", "books": "📚", "link": "🔗", "paperclip": "📎", "pushpin": "📌", "bug": "🐛", "coffee": "☕",
        "beer": "🍺", "pizza": "🍕", "musical_note": "🎵", "headphones": "🎧", "tv": "📺", "movie_camera": "🎥",
        "house": "🏠", "earth_americas": "🌎", "globe_with_meridians": "🌐", "car": "🚗", "airplane": "✈",
        "red_circle": "🔴", "large_blue_circle": "🔵", "white_circle": "⚪", "black_circle": "⚫", "green_heart": "💚",
        "arrow_up": "⬆", "arrow_down": "⬇", "arrow_left": "⬅", "arrow_right": "➡", "repeat": "🔁", "arrows_counterclockwise": "🔄",
        "hammer": "🔨", "wrench": "🔧", "gear": "⚙", "shield": "🛡", "skull": "💀", "ghost": "👻", "robot": "🤖",
        "horse": "🐴", "cat": "🐱", "dog": "🐶", "octocat": "🐙", "mushroom": "🍄", "seedling": "🌱", "evergreen_tree": "🌲",
    ]
}
