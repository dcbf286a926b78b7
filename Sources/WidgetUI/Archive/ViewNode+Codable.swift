/// The archive's JSON form is compact: a node is `{"kind": {...}}` plus `"children"` only
/// when there are any, each kind is one key naming the case, and default values are left out.
/// A typical small widget's entry stays well under 2 KB.
extension ViewNode {
    private enum CodingKeys: String, CodingKey { case kind = "k", children = "c" }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(NodeKind.self, forKey: .kind)
        children = try container.decodeIfPresent([ViewNode].self, forKey: .children) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }
}

extension NodeKind {
    private enum CodingKeys: String, CodingKey {
        case text, image, shape, spacer, divider, progress, stack, padding, frame, background, overlay
        case layoutPriority, fixedSize, hidden, link, widgetURL, containerBackground
    }

    private struct FixedAxes: Codable {
        var horizontal: Bool
        var vertical: Bool
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a node kind needs one key"))
        }
        switch key {
        case .text: self = .text(try container.decode(TextNode.self, forKey: key))
        case .image: self = .image(try container.decode(ImageNode.self, forKey: key))
        case .shape: self = .shape(try container.decode(ShapeNode.self, forKey: key))
        case .spacer: self = .spacer(try container.decode(SpacerNode.self, forKey: key))
        case .divider: self = .divider(try container.decode(ColorValue.self, forKey: key))
        case .progress: self = .progress(try container.decode(ProgressNode.self, forKey: key))
        case .stack: self = .stack(try container.decode(StackNode.self, forKey: key))
        case .padding: self = .padding(try container.decode(CellInsets.self, forKey: key))
        case .frame: self = .frame(try container.decode(FrameNode.self, forKey: key))
        case .background: self = .background(try container.decode(Alignment.self, forKey: key))
        case .overlay: self = .overlay(try container.decode(Alignment.self, forKey: key))
        case .layoutPriority: self = .layoutPriority(try container.decode(Double.self, forKey: key))
        case .fixedSize:
            let axes = try container.decode(FixedAxes.self, forKey: key)
            self = .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical)
        case .hidden: self = .hidden
        case .link: self = .link(try container.decode(URL.self, forKey: key))
        case .widgetURL: self = .widgetURL(try container.decode(URL.self, forKey: key))
        case .containerBackground: self = .containerBackground
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .text(node): try container.encode(node, forKey: .text)
        case let .image(node): try container.encode(node, forKey: .image)
        case let .shape(node): try container.encode(node, forKey: .shape)
        case let .spacer(node): try container.encode(node, forKey: .spacer)
        case let .divider(color): try container.encode(color, forKey: .divider)
        case let .progress(node): try container.encode(node, forKey: .progress)
        case let .stack(node): try container.encode(node, forKey: .stack)
        case let .padding(insets): try container.encode(insets, forKey: .padding)
        case let .frame(node): try container.encode(node, forKey: .frame)
        case let .background(alignment): try container.encode(alignment, forKey: .background)
        case let .overlay(alignment): try container.encode(alignment, forKey: .overlay)
        case let .layoutPriority(value): try container.encode(value, forKey: .layoutPriority)
        case let .fixedSize(horizontal, vertical): try container.encode(FixedAxes(horizontal: horizontal, vertical: vertical), forKey: .fixedSize)
        case .hidden: try container.encode(true, forKey: .hidden)
        case let .link(url): try container.encode(url, forKey: .link)
        case let .widgetURL(url): try container.encode(url, forKey: .widgetURL)
        case .containerBackground: try container.encode(true, forKey: .containerBackground)
        }
    }
}

extension TextNode {
    private enum CodingKeys: String, CodingKey {
        case runs, lineLimit, alignment, truncation, prefersBlockDigits = "blockDigits", redaction, timeZone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(runs: try container.decode([TextRun].self, forKey: .runs),
                  lineLimit: try container.decodeIfPresent(Int.self, forKey: .lineLimit),
                  alignment: try container.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? .leading,
                  truncation: try container.decodeIfPresent(Text.TruncationMode.self, forKey: .truncation) ?? .tail,
                  prefersBlockDigits: try container.decodeIfPresent(Bool.self, forKey: .prefersBlockDigits) ?? false,
                  redaction: try container.decodeIfPresent(RedactionMark.self, forKey: .redaction) ?? RedactionMark(),
                  timeZone: try container.decodeIfPresent(String.self, forKey: .timeZone))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encodeIfPresent(lineLimit, forKey: .lineLimit)
        if alignment != .leading { try container.encode(alignment, forKey: .alignment) }
        if truncation != .tail { try container.encode(truncation, forKey: .truncation) }
        if prefersBlockDigits { try container.encode(true, forKey: .prefersBlockDigits) }
        if redaction != RedactionMark() { try container.encode(redaction, forKey: .redaction) }
        try container.encodeIfPresent(timeZone, forKey: .timeZone)
    }
}

extension TextRun {
    private enum CodingKeys: String, CodingKey { case content, foreground, attributes }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(content: try container.decode(TextContent.self, forKey: .content),
                  foreground: try container.decodeIfPresent(ColorValue.self, forKey: .foreground),
                  attributes: try container.decodeIfPresent(TextAttributes.self, forKey: .attributes) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content, forKey: .content)
        try container.encodeIfPresent(foreground, forKey: .foreground)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
    }
}

extension TextContent {
    private enum CodingKeys: String, CodingKey { case verbatim, date, style, from, to, countsDown, pause }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let string = try container.decodeIfPresent(String.self, forKey: .verbatim) {
            self = .verbatim(string)
        } else if let date = try container.decodeIfPresent(Date.self, forKey: .date) {
            self = .date(date, style: try container.decode(Text.DateStyle.self, forKey: .style))
        } else if let countsDown = try container.decodeIfPresent(Bool.self, forKey: .countsDown) {
            self = .timer(from: try container.decode(Date.self, forKey: .from), to: try container.decode(Date.self, forKey: .to),
                          countsDown: countsDown, pauseTime: try container.decodeIfPresent(Date.self, forKey: .pause))
        } else {
            self = .dateRange(from: try container.decode(Date.self, forKey: .from), to: try container.decode(Date.self, forKey: .to))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .verbatim(string):
            try container.encode(string, forKey: .verbatim)
        case let .date(date, style):
            try container.encode(date, forKey: .date)
            try container.encode(style, forKey: .style)
        case let .dateRange(from, to):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case let .timer(from, to, countsDown, pauseTime):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(countsDown, forKey: .countsDown)
            try container.encodeIfPresent(pauseTime, forKey: .pause)
        }
    }
}

extension RedactionMark {
    private enum CodingKeys: String, CodingKey { case reasons, privacySensitive, unredacted, invalidatable }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(reasons: try container.decodeIfPresent(RedactionReasons.self, forKey: .reasons) ?? [],
                  privacySensitive: try container.decodeIfPresent(Bool.self, forKey: .privacySensitive) ?? false,
                  unredacted: try container.decodeIfPresent(Bool.self, forKey: .unredacted) ?? false,
                  invalidatable: try container.decodeIfPresent(Bool.self, forKey: .invalidatable) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !reasons.isEmpty { try container.encode(reasons, forKey: .reasons) }
        if privacySensitive { try container.encode(true, forKey: .privacySensitive) }
        if unredacted { try container.encode(true, forKey: .unredacted) }
        if invalidatable { try container.encode(true, forKey: .invalidatable) }
    }
}

extension ImageNode {
    private enum CodingKeys: String, CodingKey { case source, lines, foreground, attributes, redaction }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(source: try container.decode(Source.self, forKey: .source), lines: try container.decode([String].self, forKey: .lines),
                  foreground: try container.decodeIfPresent(ColorValue.self, forKey: .foreground),
                  attributes: try container.decodeIfPresent(TextAttributes.self, forKey: .attributes) ?? [],
                  redaction: try container.decodeIfPresent(RedactionMark.self, forKey: .redaction) ?? RedactionMark())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(lines, forKey: .lines)
        try container.encodeIfPresent(foreground, forKey: .foreground)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
        if redaction != RedactionMark() { try container.encode(redaction, forKey: .redaction) }
    }
}

extension ColorValue {
    private enum CodingKeys: String, CodingKey { case base, opacity }

    /// A color is its base alone (`"primary"`, `{"system":"red"}`, `{"rgb":[r,g,b]}`), with an
    /// `opacity` key only when it is not 1.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let base = try? single.decode(Base.self) {
            self.init(base)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode(Base.self, forKey: .base), opacity: try container.decode(Double.self, forKey: .opacity))
    }

    public func encode(to encoder: any Encoder) throws {
        if opacity == 1 {
            var single = encoder.singleValueContainer()
            try single.encode(base)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(base, forKey: .base)
            try container.encode(opacity, forKey: .opacity)
        }
    }
}

extension ColorValue.Base {
    private enum CodingKeys: String, CodingKey { case system, rgb }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            let names: [String: Self] = ["primary": .primary, "secondary": .secondary, "tertiary": .tertiary, "quaternary": .quaternary,
                                         "accent": .accent, "widgetBackground": .widgetBackground, "clear": .clear]
            guard let base = names[name] else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "unknown color \"\(name)\"")
            }
            self = base
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let system = try container.decodeIfPresent(SystemColor.self, forKey: .system) {
            self = .system(system)
        } else {
            let rgb = try container.decode([Double].self, forKey: .rgb)
            guard rgb.count == 3 else {
                throw DecodingError.dataCorruptedError(forKey: .rgb, in: container, debugDescription: "rgb needs three components")
            }
            self = .rgb(red: rgb[0], green: rgb[1], blue: rgb[2])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .primary, .secondary, .tertiary, .quaternary, .accent, .widgetBackground, .clear:
            var single = encoder.singleValueContainer()
            try single.encode(String(describing: self))
        case let .system(color):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(color, forKey: .system)
        case let .rgb(red, green, blue):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode([red, green, blue], forKey: .rgb)
        }
    }
}
