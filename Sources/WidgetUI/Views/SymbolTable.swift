import Logging
import Synchronization

/// SF Symbol names mapped to terminal glyphs.
///
/// A name not in the table is tried again without its last dotted component
/// ("cloud.sun.rain.fill" → "cloud.sun.rain" → "cloud.sun"), so variants find their base
/// symbol. A name that never matches draws ``SymbolTable/unknownGlyph`` and is logged once.
public enum SymbolTable {
    /// The glyph of a symbol nobody mapped.
    public static let unknownGlyph = "□"

    /// The glyph for `name`.
    public static func glyph(for name: String) -> String {
        var candidate = Substring(name)
        while true {
            if let glyph = glyphs[String(candidate)] { return glyph }
            guard let dot = candidate.lastIndex(of: ".") else { break }
            candidate = candidate[..<dot]
        }
        OnceLog.notice(key: "symbol:" + name, "SF Symbol \"\(name)\" has no terminal glyph; drawing \(unknownGlyph)")
        return unknownGlyph
    }

    /// True when `name` (or one of its shorter forms) has a glyph.
    public static func contains(_ name: String) -> Bool {
        var candidate = Substring(name)
        while true {
            if glyphs[String(candidate)] != nil { return true }
            guard let dot = candidate.lastIndex(of: ".") else { return false }
            candidate = candidate[..<dot]
        }
    }

    /// Every mapped name with its glyph.
    public static let glyphs: [String: String] = [
        // Weather and sky
        "sun.max": "☀", "sun.max.fill": "☀", "sun.min": "☼", "sunrise": "☀↑", "sunset": "☀↓", "sun.haze": "☼",
        "moon": "☾", "moon.fill": "☾", "moon.stars": "☾", "moon.zzz": "☾", "sparkles": "✦", "sparkle": "✦",
        "cloud": "☁", "cloud.sun": "⛅", "cloud.moon": "☁", "cloud.rain": "☂", "cloud.drizzle": "☂",
        "cloud.heavyrain": "☂", "cloud.snow": "❄", "cloud.sleet": "❄", "cloud.hail": "❄", "snowflake": "❄",
        "cloud.bolt": "ϟ", "cloud.bolt.rain": "ϟ", "cloud.fog": "≡", "smoke": "≡", "wind": "≋", "tornado": "≋",
        "hurricane": "@", "thermometer": "°", "thermometer.sun": "°", "thermometer.snowflake": "°", "humidity": "≈",
        "drop": "◊", "umbrella": "☂", "rainbow": "◠",
        "moonphase.new.moon": "●", "moonphase.waxing.crescent": "☽", "moonphase.first.quarter": "◐",
        "moonphase.waxing.gibbous": "◐", "moonphase.full.moon": "○", "moonphase.waning.gibbous": "◑",
        "moonphase.last.quarter": "◑", "moonphase.waning.crescent": "☾",
        // Power and devices
        "battery.100": "█", "battery.75": "▆", "battery.50": "▄", "battery.25": "▂", "battery.0": "▁",
        "battery.100.bolt": "ϟ", "bolt": "ϟ", "bolt.fill": "ϟ", "powerplug": "ϟ", "cpu": "▣", "memorychip": "▥",
        "internaldrive": "▭", "externaldrive": "▭", "server.rack": "▤", "desktopcomputer": "▭", "laptopcomputer": "▭",
        "keyboard": "⌨", "wifi": "≋", "antenna.radiowaves.left.and.right": "◉", "network": "◉", "printer": "▤",
        // Time and dates
        "calendar": "▦", "calendar.badge.clock": "▦", "calendar.circle": "▦", "clock": "◷", "alarm": "◷",
        "timer": "◴", "stopwatch": "◴", "hourglass": "⧗", "deskclock": "◷", "globe": "◍",
        // Status
        "heart": "♡", "heart.fill": "♥", "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "★",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "xmark": "✗", "xmark.circle": "✗", "xmark.octagon": "✗", "square": "□", "square.fill": "■",
        "circle": "○", "circle.fill": "●", "circle.lefthalf.filled": "◐", "largecircle.fill.circle": "◉",
        "exclamationmark": "!", "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!", "info": "i",
        "info.circle": "ⓘ", "questionmark": "?", "questionmark.circle": "?", "plus": "+", "minus": "−",
        "plus.circle": "⊕", "minus.circle": "⊖", "bell": "♪", "bell.slash": "♪", "flag": "⚑", "bookmark": "⚑",
        "tag": "⌗", "pin": "⌖", "mappin": "⌖", "mappin.and.ellipse": "⌖", "location": "➤", "location.fill": "➤",
        "lock": "⚿", "lock.open": "⚿", "key": "⚿", "eye": "◉", "eye.slash": "◌", "lightbulb": "✺", "flame": "♨",
        "leaf": "❦", "trophy": "♛", "crown": "♛", "medal": "✪", "gamecontroller": "⊞", "sportscourt": "▭",
        "figure.walk": "⚲", "figure.run": "⚲", "bicycle": "⚲", "car": "⊡", "bus": "⊡", "tram": "⊡", "airplane": "✈",
        "cart": "⊻", "bag": "⊻", "creditcard": "▭", "gift": "⊠", "house": "⌂", "building.2": "▥", "gear": "⚙",
        "gearshape": "⚙", "wrench": "⚒", "hammer": "⚒", "paintbrush": "✎", "pencil": "✎", "trash": "⌫",
        "scissors": "✂", "paperclip": "⌇", "link": "⛓", "person": "☺", "person.fill": "☻", "person.2": "☺☺",
        "person.crop.circle": "☺", "envelope": "✉", "phone": "✆", "message": "✉", "bubble.left": "❝",
        "quote.bubble": "❝", "text.quote": "❝", "book": "▤", "books.vertical": "▤", "doc": "▤", "doc.text": "▤",
        "newspaper": "▤", "note.text": "▤", "list.bullet": "≣", "checklist": "☑", "folder": "▭", "tray": "▭",
        "music.note": "♪", "music.note.list": "♫", "headphones": "♫", "play": "▶", "play.fill": "▶",
        "pause": "‖", "pause.fill": "‖", "stop": "■", "stop.fill": "■", "forward": "»", "backward": "«",
        "photo": "▨", "camera": "◘", "film": "▤", "tv": "▭", "chart.bar": "▁▃▅", "chart.line.uptrend.xyaxis": "↗",
        "chart.pie": "◔", "gauge": "◔", "speedometer": "◔", "percent": "%", "number": "#",
        "arrow.triangle.branch": "⎇", "arrow.triangle.pull": "⇄", "arrow.triangle.merge": "⤚",
        "terminal": ">_", "chevron.left.forwardslash.chevron.right": "</>", "cup.and.saucer": "☕",
        // Arrows
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "arrow.up.right": "↗",
        "arrow.up.left": "↖", "arrow.down.right": "↘", "arrow.down.left": "↙", "arrow.up.arrow.down": "⇅",
        "arrow.left.arrow.right": "⇄", "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "arrow.triangle.2.circlepath": "⟳", "arrow.2.circlepath": "⟳", "arrow.uturn.left": "↶",
        "arrow.uturn.right": "↷", "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "arrowtriangle.up": "▲", "arrowtriangle.down": "▼", "arrowtriangle.left": "◀", "arrowtriangle.right": "▶",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆", "hexagon": "⬡",
    ]
}

/// Logs each distinct message key once per process (unknown symbols, missing images).
enum OnceLog {
    private static let logged = Mutex<Set<String>>([])
    private static let logger = Logger(label: "homescreen.widgetui")

    static func notice(key: String, _ message: @autoclosure () -> String) {
        let isNew = logged.withLock { $0.insert(key).inserted }
        if isNew {
            logger.notice("\(message())")
        }
    }
}
