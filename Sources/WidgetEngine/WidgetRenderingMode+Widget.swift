extension WidgetRenderingMode {
    /// The mode a widget of `family` renders in on a host whose appearance renders in
    /// `appearance` (full color, or accented on a tinted home screen): the lock screen's
    /// accessory families are always vibrant, as on an iPhone.
    public static func of(_ family: WidgetFamily, appearance: WidgetRenderingMode) -> WidgetRenderingMode {
        family.isAccessory ? .vibrant : appearance
    }

    /// Whether a widget's container background shows in this mode: always in full color;
    /// in the accented and vibrant modes only when the widget made it not removable
    /// (`containerBackgroundRemovable(false)`). This is the environment's
    /// `showsWidgetContainerBackground` and what the painter draws.
    public func showsContainerBackground(removable: Bool) -> Bool {
        self == .fullColor || !removable
    }
}
