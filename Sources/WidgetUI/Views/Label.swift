/// A title with an icon, as in SwiftUI: the icon, a space, the title.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `icon` then `title`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The icon, a space, the title.
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

extension Label where Title == Text, Icon == Image {
    /// A text title with a named image (glyph art or an asset folder's picture).
    public init(_ title: LocalizedStringKey, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }

    /// A string title with a named image.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        self.icon = Image(name)
    }

    /// A text title with an image resource (iOS 17).
    public init(_ title: LocalizedStringKey, image resource: ImageResource) {
        self.title = Text(title)
        self.icon = Image(resource)
    }
}
