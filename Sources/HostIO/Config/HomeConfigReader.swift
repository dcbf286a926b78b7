import CellGrid
import TOMLKit
import WidgetUI

/// Reads config text into a ``HomeConfig`` and collects every problem in it, in file order
/// (``HomeConfigFile`` describes the format and the rules).
struct HomeConfigReader {
    /// The keys of an `[[app]]` table.
    static let appKeys = ["name", "icon", "scheme", "command"]

    /// The keys of the file's top level.
    static let keys = [
        "mouse", "appearance", "theme", "theme_mode", "color", "workers", "pages_across", "status", "controls_row", "control_command",
        "app", "open", "hour_cycle",
    ]

    private var problems: TOMLProblems
    /// The themes `theme` may name (nil: any name; the caller checks it).
    private var themes: [String]?

    /// The config in `text` and every problem found in it, in file order. The config holds
    /// the apps that could be read; it is only meaningful when there are no problems.
    static func read(_ text: String, file: String, themes: [String]? = nil) -> (config: HomeConfig, problems: [ConfigError]) {
        let root: TOMLTable
        switch TOMLProblems.parse(text, file: file) {
        case let .success(table): root = table
        case let .failure(problem): return (.defaults, [problem])
        }
        var reader = HomeConfigReader(problems: TOMLProblems(file: file, text: text), themes: themes)
        let config = reader.config(from: root)
        return (config, reader.problems.inFileOrder)
    }

    private init(problems: TOMLProblems, themes: [String]?) {
        self.problems = problems
        self.themes = themes
    }

    private mutating func config(from root: TOMLTable) -> HomeConfig {
        for key in root.keys.sorted() where !Self.keys.contains(key) {
            fail(
                key,
                "unknown key; the config holds mouse, appearance, theme, theme_mode, color, workers, pages_across, status, controls_row, control_command, hour_cycle, [open] and [[app]] tables"
            )
        }
        var config = HomeConfig()
        if let value = root["open"] { config.open.configured = openCommands(value) }
        if let value = root["theme"] {
            config.theme = theme(value)
        }
        if let value = root["color"] {
            switch value.string {
            case "auto": config.color = nil
            case "truecolor": config.color = .direct
            case "256": config.color = .indexed
            case "never": config.color = ColorDepth.none
            default: fail("color", "\(describe(value)) is not a color choice; use \"auto\", \"truecolor\", \"256\" or \"never\"")
            }
        }
        if let value = root["appearance"] {
            switch value.string {
            case "tinted": config.tinted = true
            case "full-color": config.tinted = false
            default: fail("appearance", "\(describe(value)) is not an appearance; use \"full-color\" or \"tinted\"")
            }
        }
        if let value = root["mouse"] {
            if let flag = value.bool {
                config.mouse = flag
            } else {
                fail("mouse", "\(describe(value)) is not true or false; mouse = false turns the mouse off")
            }
        }
        if let value = root["workers"] {
            if let count = value.int, WorkerCount.range.contains(count) {
                config.workers = count
            } else {
                fail(
                    "workers",
                    "\(describe(value)) is not a whole number from 1 to \(WorkerCount.range.upperBound); "
                        + "e.g. workers = 4 (how many widget calls run at once; default the core count)")
            }
        }
        if let value = root["pages_across"] {
            if value.string == "auto" {
                config.pagesAcross = nil
            } else if let count = value.int, HomeConfig.pagesAcrossRange.contains(count) {
                config.pagesAcross = count
            } else {
                fail(
                    "pages_across",
                    "\(describe(value)) is not \"auto\" or a whole number from 1 to \(HomeConfig.pagesAcrossRange.upperBound); "
                        + "e.g. pages_across = 2 (pages side by side; default \"auto\": as many as the width holds)")
            }
        }
        if let value = root["hour_cycle"] {
            switch value.string {
            case "auto": config.hourCycle = nil
            case let name?: config.hourCycle = HourCycle(rawValue: name)
            case nil: break
            }
            if value.string.map({ $0 != "auto" && HourCycle(rawValue: $0) == nil }) ?? true {
                fail(
                    "hour_cycle",
                    "\(describe(value)) is not an hour cycle; use \"h12\" (9:41 PM), \"h23\" (21:41) or \"auto\" (from LC_TIME, the default)"
                )
            }
        }
        if let value = root["theme_mode"] {
            if let mode = value.string.flatMap(ThemeMode.init(rawValue:)) {
                config.themeMode = mode
            } else {
                fail(
                    "theme_mode",
                    "\(describe(value)) is not a theme mode; use \"auto\" (follow the terminal's background), \"light\" or \"dark\"")
            }
        }
        if let value = root["status"] { config.statusKinds = statusKinds(value) }
        if let value = root["controls_row"] {
            if let placement = value.string.flatMap(ControlsRowPlacement.init(rawValue:)) {
                config.controlsRow = placement
            } else {
                fail("controls_row", "\(describe(value)) is not a place for the controls row; use \"above\", \"below\" or \"sheet\"")
            }
        }
        if let value = root["control_command"] {
            if let words = value.array?.compactMap(\.string), words.count == value.array?.count, !words.isEmpty, !words[0].isEmpty {
                config.controlCommand = words
            } else {
                fail(
                    "control_command",
                    "\(describe(value)) is not a program and its arguments; e.g. control_command = [\"make\", \"-C\", \"/home/me/src\", \"test\"] (run without a shell)"
                )
            }
        }
        guard let value = root["app"] else { return config }
        guard let array = value.array else {
            fail("app", "\(describe(value)) is not an array of tables; start each app with [[app]]")
            return config
        }
        var schemeOwners: [String: (name: String, path: String)] = [:]
        for (index, element) in array.enumerated() {
            let path = "app[\(index)]"
            guard let table = element.table else {
                fail(path, "\(describe(element)) is not a table; start each app with [[app]]")
                continue
            }
            guard let app = app(table, at: path) else { continue }
            if let scheme = app.scheme {
                if let owner = schemeOwners[scheme] {
                    fail(
                        "\(path).scheme",
                        "\(LayoutWriter.string(scheme)) is already the scheme of \(LayoutWriter.string(owner.name)) "
                            + "(\(owner.path)); one app opens each scheme, so \(LayoutWriter.string(app.name)) cannot have it too")
                } else {
                    schemeOwners[scheme] = (app.name, path)
                }
            }
            config.apps.append(app)
        }
        return config
    }

    /// The `[open]` table: a command for each of ``OpenSettings/keys`` it gives.
    private mutating func openCommands(_ value: TOMLValueConvertible) -> [String: [String]] {
        guard let table = value.table else {
            fail("open", "\(describe(value)) is not a table; write [open] and pager, editor, browser or opener under it")
            return [:]
        }
        var commands: [String: [String]] = [:]
        for key in table.keys.sorted() {
            guard OpenSettings.keys.contains(key) else {
                fail("open.\(key)", "unknown key; [open] has pager, editor, browser and opener")
                continue
            }
            commands[key] = command(in: table, at: "open", key: key)
        }
        return commands
    }

    /// The `theme` key's name, or nil when it has a problem.
    private mutating func theme(_ value: TOMLValueConvertible) -> String? {
        let known = themes.map { " (the themes: \($0.joined(separator: ", ")))" } ?? ""
        guard let name = value.string, !name.isEmpty else {
            fail("theme", "\(describe(value)) is not a theme's name; e.g. theme = \"dusk\"\(known)")
            return nil
        }
        if let themes, !themes.contains(name) {
            fail("theme", "\(LayoutWriter.string(name)) is not a theme\(known)")
            return nil
        }
        return name
    }

    /// The `status` array: widget kinds, each named once.
    private mutating func statusKinds(_ value: TOMLValueConvertible) -> [String] {
        guard let array = value.array else {
            fail("status", "\(describe(value)) is not an array of widget kinds; e.g. status = [\"clock\", \"battery\"]")
            return []
        }
        var kinds: [String] = []
        for (index, element) in array.enumerated() {
            guard let kind = element.string, !kind.isEmpty else {
                fail("status[\(index)]", "\(describe(element)) is not a widget kind; e.g. \"clock\" (see `homescreen list`)")
                continue
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    /// One `[[app]]` table, or nil when a field has a problem.
    private mutating func app(_ table: TOMLTable, at path: String) -> AppEntry? {
        for key in table.keys.sorted() where !Self.appKeys.contains(key) {
            fail("\(path).\(key)", "unknown key; an app has name, icon, scheme and command")
        }
        let name = text("name", in: table, at: path, example: "name = \"Browser\"")
        let icon = self.icon(in: table, at: path)
        let scheme = self.scheme(in: table, at: path)
        let command = self.command(in: table, at: path)
        guard let name, let icon, scheme.valid, let command else { return nil }
        return AppEntry(name: name, icon: icon, scheme: scheme.value, command: command)
    }

    // MARK: - Fields

    /// A required, non-empty string.
    private mutating func text(_ key: String, in table: TOMLTable, at path: String, example: String) -> String? {
        let field = "\(path).\(key)"
        guard let value = table[key] else {
            fail(field, "missing; e.g. \(example)")
            return nil
        }
        guard let string = value.string else {
            fail(field, "\(describe(value)) is not a string; e.g. \(example)")
            return nil
        }
        guard !string.isEmpty else {
            fail(field, "is empty; e.g. \(example)")
            return nil
        }
        return string
    }

    /// A required glyph, 1 or 2 cells wide.
    private mutating func icon(in table: TOMLTable, at path: String) -> String? {
        let rule = "an icon is one glyph of 1 or 2 cells, e.g. icon = \"◍\""
        guard let icon = text("icon", in: table, at: path, example: "icon = \"◍\" (one glyph of 1 or 2 cells)") else {
            return nil
        }
        let width = DisplayWidth.of(icon)
        guard (1...2).contains(width) else {
            fail("\(path).icon", "\(LayoutWriter.string(icon)) is \(width) \(width == 1 ? "cell" : "cells") wide; \(rule)")
            return nil
        }
        return icon
    }

    /// The optional URL scheme, lowercased (nil when absent); `valid` is false when it has a problem.
    private mutating func scheme(in table: TOMLTable, at path: String) -> (valid: Bool, value: String?) {
        let field = "\(path).scheme"
        let rule = "a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\", e.g. scheme = \"https\""
        guard let value = table["scheme"] else { return (true, nil) }
        guard let scheme = value.string else {
            fail(field, "\(describe(value)) is not a string; \(rule)")
            return (false, nil)
        }
        guard Self.isScheme(scheme) else {
            let hint = scheme.contains(":") ? " (leave out the \":\" and what follows it)" : ""
            fail(field, "\(LayoutWriter.string(scheme)) is not a URL scheme; \(rule)\(hint)")
            return (false, nil)
        }
        return (true, scheme.lowercased())
    }

    /// True for RFC 3986 schemes: an ASCII letter, then ASCII letters, digits, "+", "-" and ".".
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "+" || scalar == "-" || scalar == "."
        }
    }

    /// A required argv: a non-empty array of strings with a non-empty program.
    private mutating func command(in table: TOMLTable, at path: String, key: String = "command") -> [String]? {
        let field = path.isEmpty ? key : "\(path).\(key)"
        let example = "e.g. \(key) = [\"xdg-open\"]; the program (looked up on PATH) and its arguments"
        guard let value = table[key] else {
            fail(field, "missing; \(example)")
            return nil
        }
        if let string = value.string {
            fail(field, "\(LayoutWriter.string(string)) is a string, not an array; write \(key) = [\(LayoutWriter.string(string))]")
            return nil
        }
        guard let array = value.array else {
            fail(field, "\(describe(value)) is not an array of strings; \(example)")
            return nil
        }
        guard !array.isEmpty else {
            fail(field, "is empty; \(example)")
            return nil
        }
        var command: [String] = []
        var allStrings = true
        for (index, element) in array.enumerated() {
            guard let argument = element.string else {
                fail("\(field)[\(index)]", "\(describe(element)) is not a string; every argument is a string")
                allStrings = false
                continue
            }
            command.append(argument)
        }
        guard allStrings else { return nil }
        if command.first?.isEmpty == true {
            fail("\(field)[0]", "the program is empty; \(example)")
            return nil
        }
        return command
    }

    // MARK: - Messages

    private mutating func fail(_ field: String, _ message: String) {
        problems.fail(field, message)
    }

    /// A value as it reads in the file (strings quoted), or what it is.
    private func describe(_ value: TOMLValueConvertible) -> String {
        TOMLProblems.describe(value)
    }
}
