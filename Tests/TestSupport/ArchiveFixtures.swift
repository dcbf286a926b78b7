import Foundation
import WidgetUI

/// Archives the archive tests of both modules share.
public enum ArchiveFixtures {
    /// A tree with every node kind and every case of the values inside them (36 nodes). The
    /// previous build's bytes of it are kept as a golden file (`every-kind.previous-build`),
    /// and a cache file holding it as `cache.previous-build`.
    public static var everyKind: ViewNode {
        let instant = Fixtures.instant
        let texts: [TextContent] = [
            .verbatim("Grüße, 東京 👩‍👩‍👧"), .date(instant, style: .relative), .dateRange(from: instant, to: instant + 60),
            .timer(from: instant, to: instant + 90, countsDown: true, pauseTime: instant + 30),
            .timer(from: instant, to: instant + 90, countsDown: false, pauseTime: nil),
        ]
        let colors: [ColorValue] = [
            .primary, .secondary, ColorValue(.tertiary), ColorValue(.quaternary), .accent, .widgetBackground, .clear,
            ColorValue(.system(.teal), opacity: 0.5), ColorValue(.rgb(red: 0.1, green: 0.2, blue: 1)),
        ]
        let text = TextNode(
            runs: texts.enumerated().map { index, content in
                TextRun(content: content, foreground: index == 0 ? nil : colors[index], attributes: index == 1 ? [.bold, .dim] : [])
            },
            lineLimit: 2, alignment: .trailing, truncation: .middle, prefersBlockDigits: true,
            redaction: RedactionMark(reasons: [.placeholder, .privacy], privacySensitive: true, unredacted: false, invalidatable: true),
            timeZone: "Asia/Tokyo")
        let leaves: [ViewNode] = [
            ViewNode(.text(text)),
            ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim(""))], accentable: true))),
            ViewNode(.image(ImageNode(source: .symbol("star.fill"), lines: ["★"], foreground: .accent, attributes: [.bold]))),
            ViewNode(.image(ImageNode(source: .named("logo"), lines: ["/\\", "\\/"], accentable: true))),
            ViewNode(.image(ImageNode(source: .missing("nothing"), lines: []))),
            ViewNode(.shape(ShapeNode(kind: .roundedRectangle, fill: colors[7], stroke: colors[8]))),
            ViewNode(.shape(ShapeNode(kind: .containerRelative))),
            ViewNode(.spacer(SpacerNode(minColumns: 3, minRows: 0))),
            ViewNode(.divider(colors[4], accentable: true)),
            ViewNode(.progress(ProgressNode(value: .fraction(0.25), style: .circular, tint: colors[2]))),
            ViewNode(.progress(ProgressNode(value: .timer(from: instant, to: instant + 600, countsDown: true)))),
            ViewNode(.progress(ProgressNode(value: .indeterminate, accentable: true))),
            ViewNode(.hidden, children: [ViewNode(.spacer(SpacerNode()))]),
            ViewNode(
                .link(URL(fileURLWithPath: "/tmp/a b")), children: [ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("open"))])))]),
            ViewNode(.widgetURL(URL(string: "calendar://event/7?day=3")!), children: [ViewNode(.spacer(SpacerNode()))]),
            ViewNode(.layoutPriority(-1.5), children: [ViewNode(.spacer(SpacerNode()))]),
            ViewNode(.fixedSize(horizontal: true, vertical: false), children: [ViewNode(.spacer(SpacerNode()))]),
            ViewNode(
                .button(ButtonNode(intent: IntentReference(identifier: "Start", parameters: ["minutes": .integer(25)]), style: .bordered)),
                children: [ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("Start"))])))]),
            ViewNode(
                .toggle(ToggleNode(intent: IntentReference(identifier: "Check"), isOn: true)),
                children: [ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("Milk"))])))]),
        ]
        let framed = ViewNode(
            .frame(
                FrameNode(
                    minWidth: 0, idealWidth: nil, maxWidth: LayoutLimits.unbounded, minHeight: -3, idealHeight: 7,
                    maxHeight: nil, alignment: .bottomTrailing)),
            children: [ViewNode.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 1), children: leaves)])
        let layered = ViewNode(.background(.topLeading), children: [framed, ViewNode(.shape(ShapeNode(kind: .capsule, fill: .secondary)))])
        let overlaid = ViewNode(
            .overlay(Alignment(horizontal: .center, vertical: .lastTextBaseline)),
            children: [layered, ViewNode.stack(StackNode(axis: .depth, alignment: .center, spacing: 0), children: [])])
        let padded = ViewNode(.padding(CellInsets(top: 1, leading: 2, bottom: 0, trailing: 300)), children: [overlaid])
        return ViewNode(
            .containerBackground,
            children: [
                ViewNode.stack(StackNode(axis: .horizontal, alignment: .top, spacing: -2), children: [padded]),
                ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .widgetBackground))),
            ])
    }
}
