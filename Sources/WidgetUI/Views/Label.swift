/// A title with an icon, as in SwiftUI: the icon, a space, the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 7) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A text title with an SF Symbol icon.
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }

    /// A string title with an SF Symbol icon.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
}
