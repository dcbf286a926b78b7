import Archive
import CellGrid
import Foundation

/// A control as the host draws and presses it: what a ``ControlWidgetTemplate`` came to once
/// its value was known. A plain value, like a widget's archived view: the controls row never
/// runs control code to draw it, and an extension in any language sends the same fields.
public struct ControlTemplate: Hashable, Sendable {
    /// Which kind of control it is.
    public enum Role: Hashable, Sendable {
        /// A button: pressing runs its intent.
        case button
        /// A toggle in this state: pressing runs its intent with the other state.
        case toggle(isOn: Bool)
    }

    /// Button or toggle (with its state).
    public var role: Role
    /// The control's title (“Timer”, “Do Not Disturb”).
    public var title: String
    /// The SF Symbol shown before the title, when the label has one.
    public var systemImage: String?
    /// The state in words (a toggle's value label, “On”/“Off” by default; a button's action
    /// label), shown after the title; nil for none.
    public var value: String?
    /// What pressing runs.
    public var intent: IntentReference

    public init(role: Role, title: String, systemImage: String? = nil, value: String? = nil, intent: IntentReference) {
        self.role = role
        self.title = title
        self.systemImage = systemImage
        self.value = value
        self.intent = intent
    }

    /// True for a toggle that is on.
    public var isOn: Bool {
        if case let .toggle(isOn) = role { return isOn }
        return false
    }

    /// The press this control stands for, for the press path interactive widgets use: a
    /// toggle asks for its other state.
    public var pressTarget: PressTarget {
        let control: PressTarget.Control
        switch role {
        case .button: control = .button
        case let .toggle(isOn): control = .toggle(isOn: isOn)
        }
        return PressTarget(control: control, intent: intent, frame: CellRect.zero, disabled: false, label: title)
    }

    /// This template with its toggle drawn in state `isOn` (the host flips it at once when
    /// pressed, before the intent has answered); the value label follows when it is the
    /// default “On”/“Off”.
    public func showing(isOn: Bool) -> ControlTemplate {
        guard case let .toggle(was) = role, was != isOn else { return self }
        var changed = self
        changed.role = .toggle(isOn: isOn)
        if value == ControlTemplate.defaultValueLabel(was) { changed.value = ControlTemplate.defaultValueLabel(isOn) }
        return changed
    }

    /// A toggle's value label when it gives none, as WidgetKit's default.
    public static func defaultValueLabel(_ isOn: Bool) -> String { isOn ? "On" : "Off" }
}

extension ControlTemplate: Archivable {
    public static var blank: ControlTemplate { ControlTemplate(role: .button, title: "", intent: .blank) }

    /// On the extension protocol: `{"title": "Lamp", "systemImage": "lightbulb", "isOn": true,
    /// "value": "On", "intent": "…", "parameters": {…}}`; a button has no `isOn`.
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        var isOn: Bool? = nil
        if case let .toggle(state) = role { isOn = state }
        try coder.field("title", &title)
        try coder.field("systemImage", &systemImage, default: nil)
        try coder.field("value", &value, default: nil)
        try coder.field("isOn", &isOn, default: nil)
        try coder.field("intent", &intent.identifier)
        try coder.field("parameters", &intent.parameters, default: [:])
        role = isOn.map { .toggle(isOn: $0) } ?? .button
    }
}
