/// The user's preferred text size, as in SwiftUI. A terminal's glyphs have one size, so the
/// host always draws at `.large` (the default); widget code can read the value and choose a
/// layout, and `.dynamicTypeSize(_:)` sets or limits it for a subtree, as on iOS.
///
/// ```swift
/// @Environment(\.dynamicTypeSize) var size
/// var body: some View { size.isAccessibilitySize ? AnyView(Compact()) : AnyView(Full()) }
/// ```
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The standard sizes, smallest first.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes, smallest first.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from the smallest to the largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The older name of the text-size setting (`sizeCategory`), as in SwiftUI.
public enum ContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// The standard categories, smallest first.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility categories, smallest first.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    /// The largest accessibility category.
    case accessibilityExtraExtraExtraLarge

    /// True for the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders sizes from the smallest to the largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The category of `size` (the two enumerations list the same sizes in order).
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory(rawValue: size.rawValue) ?? .large
    }
}

extension DynamicTypeSize {
    /// The size of `category`.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize(rawValue: category.rawValue) ?? .large
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue: DynamicTypeSize = .large
}

extension EnvironmentValues {
    /// The preferred text size (`.large` unless a view sets another).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The preferred text size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

extension View {
    /// Sets the text size views inside read.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.dynamicTypeSize = size }
    }

    /// Limits the text size views inside read to `range`.
    public consuming func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentModifier>
    where T.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = sizes.first, let highest = sizes.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
        }
    }
}
