// A differential check for renderer changes that must not change output: renders 4,000 random
// archives (every node kind, CJK, emoji, line limits, truncation modes, redaction, margins) and
// every bundled widget whose content does not depend on the machine (not system or git), in
// every family, live and placeholder, writing styled dumps and layout frames to one file.
// Build it before and after a change and compare the files:
//
//     swift build -c release --product Golden
//     .build/release/Golden /tmp/before.txt      # on the old commit
//     .build/release/Golden /tmp/after.txt       # on the new one
//     cmp /tmp/before.txt /tmp/after.txt
import BundledWidgets
import CellGrid
import RenderFixtures
import WidgetEngine
import WidgetUI

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let words = [
    "a", "bb", "word", "日本", "한국어", "😀", "e\u{301}", "👍🏽", "longerword", "x y z", "hyph-en", "漢字かな", "tab\there", "two\nlines", "☀️", "🇯🇵",
    "ok.", "  ", "-",
]
let colors: [ColorValue?] = [nil, .primary, .secondary, ColorValue(.system(.red), opacity: 0.5), .accent]

func text(_ g: inout Generator) -> TextNode {
    let runs = (0..<Int.random(in: 1...3, using: &g)).map { _ -> TextRun in
        let t = (0..<Int.random(in: 1...5, using: &g)).map { _ in words.randomElement(using: &g) ?? "a" }.joined(
            separator: Bool.random(using: &g) ? " " : "")
        let content: TextContent =
            Int.random(in: 0..<8, using: &g) == 0
            ? .timer(from: fixedDate.addingTimeInterval(-100), to: fixedDate.addingTimeInterval(3000), countsDown: true, pauseTime: nil)
            : .verbatim(t)
        return TextRun(
            content: content, foreground: colors.randomElement(using: &g) ?? nil,
            attributes: Bool.random(using: &g) ? [.bold] : [])
    }
    let truncations: [Text.TruncationMode] = [.tail, .head, .middle]
    let alignments: [TextAlignment] = [.leading, .center, .trailing]
    return TextNode(
        runs: runs, lineLimit: Bool.random(using: &g) ? Int.random(in: 0...3, using: &g) : nil,
        alignment: alignments.randomElement(using: &g) ?? .leading,
        truncation: truncations.randomElement(using: &g) ?? .tail,
        prefersBlockDigits: Int.random(in: 0..<6, using: &g) == 0,
        redaction: RedactionMark(
            reasons: Int.random(in: 0..<8, using: &g) == 0 ? .placeholder : [],
            privacySensitive: Bool.random(using: &g)))
}

func node(_ depth: Int, _ g: inout Generator) -> ViewNode {
    let choice = depth <= 0 ? Int.random(in: 0..<7, using: &g) : Int.random(in: 0..<19, using: &g)
    switch choice {
    case 0, 1: return ViewNode(.text(text(&g)))
    case 2: return ViewNode(.spacer(SpacerNode(minColumns: Int.random(in: 0...2, using: &g), minRows: Int.random(in: 0...1, using: &g))))
    case 3:
        let kinds: [ShapeNode.Kind] = [.rectangle, .roundedRectangle, .capsule, .circle, .ellipse, .containerRelative]
        return ViewNode(
            .shape(
                ShapeNode(
                    kind: kinds.randomElement(using: &g) ?? .rectangle,
                    fill: Bool.random(using: &g) ? ColorValue(.system(.blue)) : nil, stroke: Bool.random(using: &g) ? .primary : nil)))
    case 4:
        return ViewNode(
            .image(
                ImageNode(
                    source: .symbol("star"), lines: Bool.random(using: &g) ? ["★"] : ["/\\", "\\/", "日本"],
                    redaction: RedactionMark(reasons: Int.random(in: 0..<5, using: &g) == 0 ? .placeholder : []))))
    case 5: return ViewNode(.divider(.secondary))
    case 6:
        let values: [ProgressNode.Value] = [
            .fraction(Double.random(in: 0...1, using: &g)), .indeterminate,
            .timer(from: fixedDate.addingTimeInterval(-60), to: fixedDate.addingTimeInterval(60), countsDown: true),
        ]
        return ViewNode(
            .progress(
                ProgressNode(
                    value: values.randomElement(using: &g) ?? .indeterminate,
                    style: Bool.random(using: &g) ? .linear : .circular)))
    case 7, 8, 9, 10:
        let axis: StackNode.Axis = [.horizontal, .vertical, .depth, .horizontal][choice - 7]
        let children = (0..<Int.random(in: 0...5, using: &g)).map { _ in node(depth - 1, &g) }
        let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top]
        return .stack(
            StackNode(axis: axis, alignment: alignments.randomElement(using: &g) ?? .center, spacing: Int.random(in: 0...2, using: &g)),
            children: children)
    case 11:
        let insets = CellInsets(
            top: Int.random(in: 0...1, using: &g), leading: Int.random(in: 0...2, using: &g),
            bottom: Int.random(in: 0...1, using: &g), trailing: Int.random(in: 0...2, using: &g))
        return ViewNode(.padding(insets), children: [node(depth - 1, &g)])
    case 12:
        let frame: FrameNode
        switch Int.random(in: 0..<3, using: &g) {
        case 0:
            frame = FrameNode.fixed(
                width: Int.random(in: 0...30, using: &g), height: Int.random(in: 0...12, using: &g), alignment: .topTrailing)
        case 1: frame = FrameNode(minWidth: Int.random(in: 0...5, using: &g), maxWidth: LayoutLimits.unbounded, alignment: .leading)
        default:
            frame = FrameNode(
                idealWidth: Int.random(in: 0...20, using: &g), maxHeight: Int.random(in: 0...5, using: &g), alignment: .bottom)
        }
        return ViewNode(.frame(frame), children: [node(depth - 1, &g)])
    case 13: return ViewNode(.background(.center), children: [node(depth - 1, &g), node(depth - 2, &g)])
    case 14: return ViewNode(.overlay(.topTrailing), children: [node(depth - 1, &g), node(depth - 2, &g)])
    case 15: return ViewNode(.layoutPriority(Double(Int.random(in: -1...2, using: &g))), children: [node(depth - 1, &g)])
    case 16:
        return ViewNode(.fixedSize(horizontal: Bool.random(using: &g), vertical: Bool.random(using: &g)), children: [node(depth - 1, &g)])
    case 17: return ViewNode(Bool.random(using: &g) ? .hidden : .link(URL(fileURLWithPath: "/x")), children: [node(depth - 1, &g)])
    default:
        return ViewNode(
            .containerBackground,
            children: [node(depth - 1, &g), ViewNode(.shape(ShapeNode(kind: .rectangle, fill: ColorValue(.system(.green)))))])
    }
}

var output = ""
var g = Generator(state: 42)
for index in 0..<4000 {
    let root = node(Int.random(in: 1...5, using: &g), &g)
    let size = CellSize(width: Int.random(in: 0...50, using: &g), height: Int.random(in: 0...24, using: &g))
    let reasons: RedactionReasons = [[], .placeholder, .privacy].randomElement(using: &g) ?? []
    let context = RenderContext(
        now: fixedDate, redactionReasons: reasons, palette: Bool.random(using: &g) ? .dark : .monochrome,
        locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current)
    let margins = CellInsets(top: Int.random(in: 0...1, using: &g), leading: Int.random(in: 0...2, using: &g), bottom: 0, trailing: 1)
    let rendered = ViewRenderer.render(root, size: size, context: context, margins: margins)
    output += "#\(index) \(size)\n\(rendered.buffer.styledText)\n\(rendered.links.map { "\($0.frame)" })\n"
    let laid = ViewRenderer.layout(root, in: CellRect(x: 1, y: 2, width: size.width, height: size.height), context: context)
    func frames(_ n: LayoutNode) -> String { "\(n.frame)[" + n.children.map(frames).joined(separator: ",") + "]" }
    output += frames(laid) + "\n"
}
let catalog = ShowcaseFixture.catalog
for kind in catalog.kinds where kind != "system" && kind != "git" {
    for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge] {
        for choice in [WidgetRenderer.EntryChoice.current, .placeholder] {
            let context = RenderContext(
                now: fixedDate, palette: .dark, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC") ?? .current)
            if let rendered = try? await WidgetRenderer.render(kind: kind, in: catalog, family: family, entry: choice, context: context) {
                output += "\(kind) \(family) \(choice)\n\(rendered.buffer.styledText)\n"
            }
        }
    }
}
output += "thousand\n" + ViewRenderer.render(ThousandNodeView(), size: extraLargeSize, context: renderContext).buffer.styledText
output += "large\n" + ViewRenderer.render(LargeLikeView(), size: largeSize, context: renderContext).buffer.styledText
let path = CommandLine.arguments.dropFirst().first ?? "/tmp/golden.txt"
try output.write(toFile: path, atomically: true, encoding: .utf8)
print("wrote \(output.utf8.count) bytes to \(path)")
