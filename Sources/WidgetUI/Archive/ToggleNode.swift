import Archive

/// A toggle (`Toggle(isOn:intent:)`), archived with its state as the widget gave it, the
/// intent a press runs, its style and whether it is disabled. Its child is the label. The host
/// may draw it flipped before the widget's next timeline arrives
/// (``RenderContext/toggleStates``).
public struct ToggleNode: Equatable, Sendable {
    /// The toggle styles of SwiftUI (`toggleStyle(_:)`).
    public enum Style: String, CaseIterable, Sendable {
        /// Drawn as `switch`.
        case automatic
        /// The label, then a switch at the trailing edge: `━●` on, `○─` off.
        case `switch`
        /// A button: bordered when off, prominent when on.
        case button
        /// A box before the label, `☑` on (in the tint) and `☐` off (SwiftUI's `.checkbox`, of
        /// macOS): for lists of things to check off.
        case checkbox
        /// A custom `ToggleStyle`: its body, resolved into the label, draws the state; nothing
        /// is added.
        case custom
    }

    /// What pressing runs (with the new state); nil for a toggle bound to a `Binding`, which
    /// does nothing when pressed (iOS widgets take intents only).
    public var intent: IntentReference?
    /// On or off, as the widget resolved it.
    public var isOn: Bool
    public var style: Style
    /// Pressing does nothing; the toggle is drawn dimmed.
    public var disabled: Bool
    /// The color of the switch when on (the environment's tint).
    public var tint: ColorValue
    /// In the accent group of the accented rendering mode.
    public var accentable: Bool
    /// The redaction where it was resolved: a masked toggle hides its state.
    public var redaction: RedactionMark

    public init(
        intent: IntentReference?, isOn: Bool, style: Style = .automatic, disabled: Bool = false, tint: ColorValue = .accent,
        accentable: Bool = false, redaction: RedactionMark = RedactionMark()
    ) {
        self.redaction = redaction
        self.intent = intent
        self.isOn = isOn
        self.style = style
        self.disabled = disabled
        self.tint = tint
        self.accentable = accentable
    }

    /// The switch glyphs: on, the knob at the trailing end in the tint; off, at the leading end.
    static func switchGlyphs(isOn: Bool) -> String { isOn ? "━●" : "○─" }

    /// The checkbox glyph: checked, or empty.
    static func checkboxGlyph(isOn: Bool) -> String { isOn ? "☑" : "☐" }

    /// The columns before and after the label: a gap and the switch after it, or a button's
    /// brackets.
    var decoration: (leading: Int, trailing: Int) {
        switch style {
        case .button: (1, 1)
        case .checkbox: (2, 0)
        case .custom: (0, 0)
        case .automatic, .switch: (0, 3)
        }
    }

    /// True for the styles that take the whole width offered (a switch at the trailing edge).
    var fillsWidth: Bool { style == .automatic || style == .switch }
}

extension ToggleNode: Archivable {
    public static var blank: ToggleNode { ToggleNode(intent: nil, isOn: false) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("intent", &intent, default: nil)
        try coder.field("isOn", &isOn)
        try coder.field("style", &style, default: .automatic)
        try coder.field("disabled", &disabled, default: false)
        try coder.field("tint", &tint, default: .accent)
        try coder.field("accentable", &accentable, default: false)
        try coder.field("redaction", &redaction, default: RedactionMark())
    }
}

extension ToggleNode.Style: ArchiveNamed {}
