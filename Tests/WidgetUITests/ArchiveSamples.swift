import Foundation
import TestSupport
import WidgetUI

/// One archive node of each kind (and of each case of the values inside), for the golden files.
enum ArchiveSamples {
    static let instant = Fixtures.instant
    private static let child = ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("x"))])))

    /// Every color: the semantic slots, a system color with an opacity, and RGB.
    static let colors: [ColorValue] = [
        .primary, .secondary, ColorValue(.tertiary), ColorValue(.quaternary), .accent, .widgetBackground, .clear,
        ColorValue(.system(.teal), opacity: 0.5), ColorValue(.rgb(red: 0.1, green: 0.2, blue: 1)),
    ]

    /// A text with every kind of content, every field set, and a run in each color.
    static var text: TextNode {
        let contents: [TextContent] = [
            .verbatim("Grüße, 東京 👩‍👩‍👧 \"q\"\n"), .date(instant, style: .relative), .dateRange(from: instant, to: instant + 60),
            .timer(from: instant, to: instant + 90, countsDown: true, pauseTime: instant + 30),
            .timer(from: instant, to: instant + 90, countsDown: false, pauseTime: nil),
        ]
        let runs =
            contents.enumerated().map { index, content in
                TextRun(content: content, foreground: index == 0 ? nil : colors[index], attributes: index == 1 ? [.bold, .dim] : [])
            }
            + colors.map { TextRun(content: .verbatim("c"), foreground: $0, attributes: [.italic, .underline, .reverse, .strikethrough]) }
        return TextNode(
            runs: runs, lineLimit: 2, alignment: .trailing, truncation: .middle, prefersBlockDigits: true,
            redaction: RedactionMark(
                reasons: [.placeholder, .privacy, .invalidated], privacySensitive: true, unredacted: true,
                invalidatable: true),
            timeZone: "Asia/Tokyo")
    }

    /// A grid row whose second cell spans two columns and aligns its column at the trailing edge.
    private static let gridRow = ViewNode(
        .gridRow(GridRowNode(alignment: .bottom, columns: [1, 2], columnAlignments: [nil, .trailing])), children: [child, child])

    /// A picture of 2 x 1 pixels (red, half-transparent blue), resizable, with a rendering mode.
    static var picture: ImageNode {
        let pixels = Picture(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 128]) ?? ImagePicture.blank.pixels
        return ImageNode(
            source: .picture("logo"), lines: [], redaction: RedactionMark(reasons: [.placeholder]),
            picture: ImagePicture(pixels: pixels, naturalSize: CellSize(width: 1, height: 1), aspectRatio: 4.5, resizable: true),
            accentedRenderingMode: .desaturated)
    }

    /// An intent with a parameter of every value type.
    static let intent = IntentReference(
        identifier: "7Widgets10ToggleTodoV",
        parameters: ["line": .integer(3), "title": .string("Buy oat milk"), "done": .boolean(true), "weight": .number(0.5)])

    /// Named samples: one file pair each.
    static var all: [(name: String, node: ViewNode)] {
        [
            ("text", ViewNode(.text(text))),
            ("text-minimal", ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("Hello"))])))),
            (
                "image-symbol",
                ViewNode(
                    .image(
                        ImageNode(
                            source: .symbol("star.fill"), lines: ["★"], foreground: .accent, attributes: [.bold],
                            redaction: RedactionMark(reasons: [.placeholder]))))
            ),
            ("image-named", ViewNode(.image(ImageNode(source: .named("logo"), lines: ["/\\", "\\/"])))),
            ("image-missing", ViewNode(.image(ImageNode(source: .missing("nothing"), lines: [])))),
            ("image-picture", ViewNode(.image(picture))),
            ("image-unreadable", ViewNode(.image(ImageNode(source: .unreadable("broken.jpg"), lines: ["⚠"])))),
            ("aspectRatio", ViewNode(.aspectRatio(AspectRatioNode(ratio: 2.5, fills: true)), children: [child])),
            ("aspectRatio-own", ViewNode(.aspectRatio(AspectRatioNode(ratio: nil, fills: false)), children: [child])),
            ("clipShape", ViewNode(.clipShape(.circle), children: [child])),
            ("shape", ViewNode(.shape(ShapeNode(kind: .roundedRectangle, fill: colors[7], stroke: colors[8])))),
            ("spacer", ViewNode(.spacer(SpacerNode(minColumns: 3, minRows: 1)))),
            ("divider", ViewNode(.divider(.secondary))),
            ("divider-accentable", ViewNode(.divider(.secondary, accentable: true))),
            ("shape-accentable", ViewNode(.shape(ShapeNode(kind: .circle, fill: .accent, accentable: true)))),
            ("progress-fraction", ViewNode(.progress(ProgressNode(value: .fraction(0.25), style: .circular, tint: .primary)))),
            ("progress-timer", ViewNode(.progress(ProgressNode(value: .timer(from: instant, to: instant + 600, countsDown: true))))),
            ("progress-indeterminate", ViewNode(.progress(ProgressNode(value: .indeterminate)))),
            (
                "progress-private",
                ViewNode(.progress(ProgressNode(value: .fraction(0.5), redaction: RedactionMark(privacySensitive: true))))
            ),
            ("stack", ViewNode.stack(StackNode(axis: .horizontal, alignment: .top, spacing: -2), children: [child, child])),
            ("padding", ViewNode(.padding(CellInsets(top: 1, leading: 2, bottom: 0, trailing: 300)), children: [child])),
            (
                "frame",
                ViewNode(
                    .frame(
                        FrameNode(
                            minWidth: 0, idealWidth: nil, maxWidth: LayoutLimits.unbounded, minHeight: -3, idealHeight: 7,
                            maxHeight: nil, alignment: .bottomTrailing)), children: [child])
            ),
            (
                "background",
                ViewNode(.background(.topLeading), children: [child, ViewNode(.shape(ShapeNode(kind: .capsule, fill: .secondary)))])
            ),
            ("overlay", ViewNode(.overlay(Alignment(horizontal: .center, vertical: .lastTextBaseline)), children: [child, child])),
            ("layoutPriority", ViewNode(.layoutPriority(-1.5), children: [child])),
            ("fixedSize", ViewNode(.fixedSize(horizontal: true, vertical: false), children: [child])),
            ("hidden", ViewNode(.hidden, children: [child])),
            ("link", ViewNode(.link(URL(fileURLWithPath: "/tmp/a b")), children: [child])),
            ("widgetURL", ViewNode(.widgetURL(URL(string: "calendar://event/7?day=3") ?? URL(fileURLWithPath: "/")), children: [child])),
            (
                "containerBackground",
                ViewNode(.containerBackground, children: [child, ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .widgetBackground)))])
            ),
            ("geometryReader", ViewNode(.geometryReader(CellSize(width: 18, height: 8)), children: [child])),
            ("viewThatFits", ViewNode(.viewThatFits(horizontal: true, vertical: false), children: [child, child])),
            (
                "grid",
                ViewNode(.grid(GridNode(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 1)), children: [gridRow, child])
            ),
            ("grid-minimal", ViewNode(.grid(GridNode()), children: [ViewNode(.gridRow(GridRowNode()), children: [child])])),
            ("gridRow", gridRow),
            (
                "lazyGrid",
                ViewNode(
                    .lazyGrid(
                        LazyGridNode(
                            axis: .vertical, alignment: .leading, spacing: 1,
                            items: [
                                GridItemNode(.fixed(8), spacing: 2, alignment: .trailing),
                                GridItemNode(.flexible(minimum: 1, maximum: LayoutLimits.unbounded)),
                                GridItemNode(.adaptive(minimum: 6, maximum: 12), spacing: 0),
                            ])), children: [child, child, child])
            ),
            (
                "lazyGrid-horizontal",
                ViewNode(.lazyGrid(LazyGridNode(axis: .horizontal, items: [GridItemNode(.fixed(1))])), children: [child])
            ),
            ("button-minimal", ViewNode(.button(ButtonNode(intent: nil)), children: [child])),
            (
                "button",
                ViewNode(
                    .button(
                        ButtonNode(
                            intent: intent, style: .borderedProminent, borderShape: .capsule, disabled: true,
                            tint: ColorValue(.system(.orange)), accentable: true)), children: [child])
            ),
            ("toggle-minimal", ViewNode(.toggle(ToggleNode(intent: nil, isOn: false)), children: [child])),
            (
                "toggle",
                ViewNode(
                    .toggle(
                        ToggleNode(
                            intent: intent, isOn: true, style: .button, disabled: true, tint: .secondary, accentable: true,
                            redaction: RedactionMark(privacySensitive: true))), children: [child])
            ),
        ]
    }
}
