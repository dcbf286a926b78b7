/// How a widget is configured and described, as in WidgetKit.
public protocol WidgetConfiguration {
    /// Everything the host needs to know to list, place and run the widget.
    var descriptor: WidgetDescriptor { get }
}

/// A configuration with a changed description (the result of the modifiers below).
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    /// What the host knows of the widget.
    public let descriptor: WidgetDescriptor
}

extension WidgetConfiguration {
    private func modified(_ change: (inout WidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        var descriptor = self.descriptor
        change(&descriptor)
        return ModifiedWidgetConfiguration(descriptor: descriptor)
    }

    /// The name shown in the gallery.
    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = name }
    }

    /// The name shown in the gallery.
    public func configurationDisplayName(_ name: Text) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = name.plainString }
    }

    /// The description shown in the gallery.
    public func description(_ description: String) -> ModifiedWidgetConfiguration {
        modified { $0.description = description }
    }

    /// The description shown in the gallery.
    public func description(_ description: Text) -> ModifiedWidgetConfiguration {
        modified { $0.description = description.plainString }
    }

    /// The families the widget comes in; an empty list is an error reported when the widget
    /// is registered (see ``WidgetCatalog``).
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Whether the accented (tinted) and vibrant rendering modes may remove the widget's
    /// container background (they may unless told `false`; then the background stays, dimmed
    /// toward the mode's material, and `showsWidgetContainerBackground` stays true).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Content reaches the widget's edges: no content margins.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// The widget reloads only while on the page shown: a reload due while it is on another
    /// page waits until that page is shown (a widget that reaches the network asks nothing
    /// while nobody can see it). homescreen's addition.
    public func reloadsOnlyOnPageShown() -> ModifiedWidgetConfiguration {
        modified { $0.reloadsOnlyOnPageShown = true }
    }
}

extension Text {
    /// The text's characters, with live dates left as their style's name.
    var plainString: String {
        ViewResolver.resolve(self).plainText
    }
}

extension ViewNode {
    /// The verbatim characters of every text node, joined.
    var plainText: String {
        var result = ""
        forEachNode { node in
            if case let .text(text) = node.kind {
                for run in text.runs {
                    if case let .verbatim(string) = run.content { result += string }
                }
            }
        }
        return result
    }
}
