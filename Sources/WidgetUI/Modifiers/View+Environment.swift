extension View {
    /// Sets an environment value for this view and everything inside it.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    consuming func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<
        Self, _EnvironmentModifier
    > {
        modifier(_EnvironmentModifier(transform: transform))
    }

    /// The color of text, images and shapes inside.
    public consuming func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.foregroundStyle = color?.colorValue }
    }

    /// The style (color or hierarchical level) of text, images and shapes inside.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.foregroundStyle = style.colorValue }
    }

    /// The tint (accent) color inside: progress bars, `.tint` fills.
    public consuming func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.tint = tint?.colorValue ?? .accent }
    }

    /// The default font of text inside.
    public consuming func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.font = font }
    }

    /// The weight of text inside.
    public consuming func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.fontWeight = weight }
    }

    /// Bold text inside.
    public consuming func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Italic text inside.
    public consuming func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { if isActive { $0.isItalic = true } }
    }

    /// Underlined text inside.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { if isActive { $0.textAttributes.insert(.underline) } }
    }

    /// The most lines text inside may take; nil for no limit.
    public consuming func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.lineLimit = number }
    }

    /// How the lines of multiline text inside align.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Where text inside is cut when it does not fit.
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.truncationMode = mode }
    }

    /// Content drawn dimmed below 0.75 and not at all at 0 (its space is kept).
    public func opacity(_ opacity: Double) -> some View {
        Group {
            if opacity <= 0 {
                self.hidden()
            } else {
                self.transformEnvironment { $0.opacity *= opacity }
            }
        }
    }

    /// Redacts the content inside for `reason` (placeholder skeleton, privacy mask).
    public consuming func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Shows the content inside even when its surroundings are redacted.
    public consuming func unredacted() -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment {
            $0.redactionReasons = []
            $0.isUnredacted = true
        }
    }

    /// Marks the content inside as private: masked under `.privacy` redaction (a locked screen).
    public consuming func privacySensitive(_ sensitive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.isPrivacySensitive = sensitive }
    }

    /// Marks the content inside as stale after an interaction until the next timeline arrives.
    public consuming func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.isInvalidatable = invalidatable }
    }
}
