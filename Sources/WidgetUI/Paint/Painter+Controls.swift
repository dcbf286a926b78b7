import CellGrid

/// Buttons and toggles: the label as laid out, the decoration in the columns the layout left
/// around it, and a ``PressTarget`` for each.
///
/// A bordered button is its label between brackets (`[Start]`, or `(Start)` for a capsule or a
/// circle), a prominent one its label on the tint (reversed where there is no color), a
/// borderless or plain one its label alone. A toggle is its label and a switch at the
/// trailing edge, `━●` on (in the tint) and `○─` off; as a button, bordered when off and
/// prominent when on. A disabled control is dimmed.
extension Painter {
    mutating func paintButton(_ tree: LayoutTree, _ index: Int, _ button: ButtonNode, clip: CellRect) {
        let frame = tree.nodes[index].frame
        if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        usePalette(accentable: button.accentable)
        drawDecoration(
            bordered: button.isBordered, prominent: button.style == .borderedProminent, round: button.borderShape.isRound,
            tint: button.tint, frame: frame, clip: clip)
        if button.disabled { dim(frame.intersection(clip)) }
        pressTargets.append(
            PressTarget(control: .button, intent: button.intent, frame: frame, disabled: button.disabled, label: tree.label(of: index)))
    }

    mutating func paintToggle(_ tree: LayoutTree, _ index: Int, _ toggle: ToggleNode, clip: CellRect) {
        let frame = tree.nodes[index].frame
        let isOn = toggle.intent.flatMap { context.toggleStates[$0] } ?? toggle.isOn
        if let content = tree.content(of: index) { paint(tree, content, clip: clip) }
        usePalette(accentable: toggle.accentable)
        if toggle.style == .button {
            drawDecoration(bordered: true, prominent: isOn, round: false, tint: toggle.tint, frame: frame, clip: clip)
        } else if toggle.style != .custom, frame.width >= 2 {
            let checkbox = toggle.style == .checkbox
            let origin = CellPoint(x: checkbox ? frame.minX : frame.maxX - 2, y: frame.minY + (frame.height - 1) / 2)
            let glyphs = checkbox ? ToggleNode.checkboxGlyph(isOn: isOn) : ToggleNode.switchGlyphs(isOn: isOn)
            if toggle.redaction.masks(hostReasons: context.redactionReasons) {
                buffer.putRepeating(
                    Self.skeletonGlyph, width: 1, count: DisplayWidth.of(glyphs), at: origin, style: skeletonStyle, clip: clip,
                    keepsBackground: true)
            } else {
                let color = isOn ? toggle.tint : ColorValue(.tertiary)
                let style = CellStyle(
                    foreground: palette.resolve(color) ?? .default, attributes: palette.usesColor ? [] : (isOn ? .bold : .dim))
                buffer.put(glyphs, at: origin, style: style, clip: clip, keepsBackground: true)
            }
        }
        if toggle.disabled { dim(frame.intersection(clip)) }
        pressTargets.append(
            PressTarget(
                control: .toggle(isOn: isOn), intent: toggle.intent, frame: frame, disabled: toggle.disabled,
                label: tree.label(of: index)))
    }

    /// Brackets at the ends of the middle row, and for a prominent control the whole frame
    /// on the tint.
    private mutating func drawDecoration(bordered: Bool, prominent: Bool, round: Bool, tint: ColorValue, frame: CellRect, clip: CellRect) {
        guard bordered, frame.width >= 2 else { return }
        let row = frame.minY + (frame.height - 1) / 2
        if prominent {
            let usesColor = palette.usesColor
            let fill = palette.resolve(tint) ?? .default
            let text = palette.widgetBackground
            buffer.restyle(frame.intersection(clip)) { style in
                if usesColor {
                    style.background = fill
                    style.foreground = text
                } else {
                    style.attributes.insert(.reverse)
                }
            }
            return
        }
        let style = CellStyle(foreground: palette.resolve(tint) ?? .default, attributes: palette.usesColor ? [] : .bold)
        buffer.put(round ? "(" : "[", at: CellPoint(x: frame.minX, y: row), style: style, clip: clip, keepsBackground: true)
        buffer.put(round ? ")" : "]", at: CellPoint(x: frame.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
    }

    private mutating func dim(_ rect: CellRect) {
        buffer.restyle(rect) { $0.attributes.insert(.dim) }
    }
}

extension ButtonNode.BorderShape {
    /// Drawn with round brackets.
    var isRound: Bool { self == .capsule || self == .circle }
}

extension LayoutTree {
    /// The text of node `index`'s subtree, its texts' words joined by spaces: how a control
    /// is named to a user (`Start`, `Buy oat milk`).
    func label(of index: Int) -> String {
        var words: [String] = []
        collectText(index, into: &words)
        return words.joined(separator: " ")
    }

    private func collectText(_ index: Int, into words: inout [String]) {
        if case let .text(text) = kinds[index] {
            let string = text.runs.compactMap { run -> String? in
                if case let .verbatim(string) = run.content { return string }
                return nil
            }.joined()
            if !string.isEmpty { words.append(string) }
        }
        for child in children(of: index) { collectText(child, into: &words) }
    }
}
