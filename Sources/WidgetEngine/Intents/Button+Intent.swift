extension Button {
    /// A button running `intent` when pressed (iOS 17), in the widget's process; the widget's
    /// timeline is reloaded afterwards.
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(intentReference: intent.reference, role: nil, label: label())
    }

    /// A button with a role running `intent` when pressed.
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(intentReference: intent.reference, role: role, label: label())
    }
}

extension Button where Label == Text {
    /// A button whose label is text, running `intent` when pressed.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intentReference: intent.reference, role: nil, label: Text(titleKey))
    }

    /// A button whose label is a string, running `intent` when pressed.
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(intentReference: intent.reference, role: nil, label: Text(title))
    }

    /// A button with a role whose label is text, running `intent` when pressed.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(intentReference: intent.reference, role: role, label: Text(titleKey))
    }
}

extension Button where Label == WidgetUI.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol, running `intent` when pressed.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent) {
        self.init(intentReference: intent.reference, role: nil, label: WidgetUI.Label(titleKey, systemImage: systemImage))
    }
}

extension Toggle {
    /// A toggle in state `isOn` running `intent` when pressed (iOS 17): the host flips it at
    /// once, runs the intent (a ``SetValueIntent`` gets the new state as its `value`) and
    /// reloads the widget's timeline.
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(intentReference: intent.reference, isOn: isOn, label: label())
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is text, running `intent` when pressed.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(intentReference: intent.reference, isOn: isOn, label: Text(titleKey))
    }

    /// A toggle whose label is a string, running `intent` when pressed.
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(intentReference: intent.reference, isOn: isOn, label: Text(title))
    }
}
