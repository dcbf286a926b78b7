import WidgetEngine

/// Writes a ``HomeLayout`` as layout-file TOML: items in their order, keys in a fixed order,
/// parameter values sorted by name, so the same layout always gives the same text.
enum LayoutWriter {
    /// The comment at the top of every written file.
    static let banner = """
        # homescreen layout: pages of widgets and smart stacks placed on a grid of slots.
        # The home screen rewrites this file when you edit it; comments are not kept.

        """

    static func encode(_ layout: HomeLayout) -> String {
        var lines: [String] = []
        if !layout.controls.isEmpty { lines += ["controls = [" + layout.controls.map(string).joined(separator: ", ") + "]"] }
        for kind in layout.controls {
            if let values = layout.controlValues[kind] { lines += configuration(values, header: "control.\(string(kind))") }
        }
        for page in layout.pages {
            lines += ["", "[[page]]"]
            for item in page.items {
                switch item {
                case let .widget(widget):
                    lines += ["", "[[page.widget]]"]
                    lines += pairs([
                        ("id", string(widget.id.rawValue)), ("kind", string(widget.kind)),
                        ("family", string(widget.family.shortName)),
                        ("column", String(widget.column)), ("row", String(widget.row)),
                    ])
                    lines += configuration(widget.configuration, header: "page.widget.config")
                case let .stack(stack):
                    lines += ["", "[[page.stack]]"]
                    lines += pairs([
                        ("id", string(stack.id)), ("family", string(stack.family.shortName)),
                        ("column", String(stack.column)), ("row", String(stack.row)),
                        ("smart_rotate", String(stack.smartRotate)),
                    ])
                    for member in stack.members {
                        lines += ["", "[[page.stack.member]]"]
                        lines += pairs([("id", string(member.id.rawValue)), ("kind", string(member.kind))])
                        lines += configuration(member.configuration, header: "page.stack.member.config")
                    }
                }
            }
        }
        lines += lockScreen(layout.lockScreen) + standBy(layout.standBy)
        return banner + lines.map { $0 + "\n" }.joined()
    }

    /// `[lock]`: the inline widget, then the widgets below the time (none when it is empty).
    private static func lockScreen(_ lock: LockScreenLayout) -> [String] {
        guard !lock.isEmpty else { return [] }
        var lines = ["", "[lock]"]
        if let inline = lock.inline {
            lines += ["", "[lock.inline]"]
            lines += pairs([("id", string(inline.id.rawValue)), ("kind", string(inline.kind))])
            lines += configuration(inline.configuration, header: "lock.inline.config")
        }
        for widget in lock.widgets {
            lines += ["", "[[lock.widget]]"]
            lines += pairs([
                ("id", string(widget.id.rawValue)), ("kind", string(widget.kind)), ("family", string(widget.family.shortName)),
            ])
            lines += configuration(widget.configuration, header: "lock.widget.config")
        }
        return lines
    }

    /// `[standby]`: its stacks, left first (none when it has none).
    private static func standBy(_ standBy: StandByLayout) -> [String] {
        guard !standBy.stacks.isEmpty else { return [] }
        var lines = ["", "[standby]"]
        for stack in standBy.stacks {
            lines += ["", "[[standby.stack]]"]
            lines += pairs([("id", string(stack.id)), ("smart_rotate", String(stack.smartRotate))])
            for member in stack.members {
                lines += ["", "[[standby.stack.member]]"]
                lines += pairs([("id", string(member.id.rawValue)), ("kind", string(member.kind))])
                lines += configuration(member.configuration, header: "standby.stack.member.config")
            }
        }
        return lines
    }

    private static func pairs(_ pairs: [(key: String, value: String)]) -> [String] {
        pairs.map { "\($0.key) = \($0.value)" }
    }

    private static func configuration(_ values: ConfigValues, header: String) -> [String] {
        guard !values.isEmpty else { return [] }
        return ["", "[\(header)]"] + values.sorted { $0.key < $1.key }.map { "\(key($0.key)) = \(value($0.value))" }
    }

    /// A parameter value as a TOML value.
    static func value(_ value: ConfigValue) -> String {
        switch value {
        case let .string(text): return string(text)
        case let .integer(number): return String(number)
        case let .boolean(flag): return String(flag)
        case let .number(number): return self.number(number)
        }
    }

    /// A float as TOML writes it: always with a fraction or an exponent, so it reads back as a float.
    static func number(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        let text = String(number) // "3.0", "0.1", "1e-05", "1e+20": all TOML floats
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }

    /// A key, bare when TOML allows it, else quoted.
    static func key(_ key: String) -> String {
        let bare =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
            }
        return bare ? key : string(key)
    }

    /// A TOML basic string: quoted, with backslashes, quotes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
