import Archive

/// A button (`Button(intent:)`, `Button(action:)`), archived with what the host needs to press
/// it and to draw it: the intent it runs, its style and border shape, whether it is disabled.
/// Its child is the label.
public struct ButtonNode: Equatable, Sendable {
    /// The button styles of SwiftUI (`buttonStyle(_:)`); a custom `ButtonStyle` is resolved
    /// into the label and archived as `plain`.
    public enum Style: String, CaseIterable, Sendable {
        /// Drawn as `bordered`.
        case automatic
        /// The label between brackets: `[Start]`.
        case bordered
        /// The label on the tint: reversed colors.
        case borderedProminent
        /// The label alone, in the tint.
        case borderless
        /// The label alone, as it is.
        case plain
    }

    /// The border shapes of SwiftUI (`buttonBorderShape(_:)`): which brackets a bordered
    /// button has.
    public enum BorderShape: String, CaseIterable, Sendable {
        /// Square brackets.
        case automatic
        /// Round brackets: `(Start)`.
        case capsule
        /// Square brackets: `[Start]`.
        case roundedRectangle
        /// Round brackets.
        case circle
    }

    /// What pressing runs; nil for a button with a closure (`Button(action:)`), which, as in
    /// an iOS widget, opens the widget instead.
    public var intent: IntentReference?
    public var style: Style
    public var borderShape: BorderShape
    /// Pressing does nothing, and the button is drawn dimmed (`disabled(true)`).
    public var disabled: Bool
    /// The color of a prominent button and of a borderless label (the environment's tint).
    public var tint: ColorValue
    /// In the accent group of the accented rendering mode.
    public var accentable: Bool

    public init(
        intent: IntentReference?, style: Style = .automatic, borderShape: BorderShape = .automatic, disabled: Bool = false,
        tint: ColorValue = .accent, accentable: Bool = false
    ) {
        self.intent = intent
        self.style = style
        self.borderShape = borderShape
        self.disabled = disabled
        self.tint = tint
        self.accentable = accentable
    }

    /// True for the styles drawn with brackets or a fill around the label.
    public var isBordered: Bool { style == .automatic || style == .bordered || style == .borderedProminent }

    /// The columns the style adds before and after the label.
    var decorationWidth: Int { isBordered ? 1 : 0 }
}

extension ButtonNode: Archivable {
    public static var blank: ButtonNode { ButtonNode(intent: nil) }

    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("intent", &intent, default: nil)
        try coder.field("style", &style, default: .automatic)
        try coder.field("borderShape", &borderShape, default: .automatic)
        try coder.field("disabled", &disabled, default: false)
        try coder.field("tint", &tint, default: .accent)
        try coder.field("accentable", &accentable, default: false)
    }
}

extension ButtonNode.Style: ArchiveNamed {}
extension ButtonNode.BorderShape: ArchiveNamed {}
