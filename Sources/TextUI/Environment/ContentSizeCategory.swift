/// The text size a person chose, as screens written before `DynamicTypeSize` read it:
/// `@Environment(\.sizeCategory)`. It is the same setting as ``EnvironmentValues/dynamicTypeSize``
/// under older names; TextUI's default is `.large`.
///
/// ```swift
/// struct Note: View {
///     @Environment(\.sizeCategory) private var category
///     var body: some View { Text(category.isAccessibilityCategory ? "Larger text is on" : "Standard text") }
/// }
///
/// VStack(alignment: .leading) {
///     Note()
///     Note().environment(\.sizeCategory, .accessibilityLarge)
/// }.render()
/// ```
/// ```text
/// Standard text
/// Larger text is on
/// ```
///
/// SwiftUI: enum ContentSizeCategory
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    /// SwiftUI: ContentSizeCategory.extraSmall
    case extraSmall
    /// SwiftUI: ContentSizeCategory.small
    case small
    /// SwiftUI: ContentSizeCategory.medium
    case medium
    /// SwiftUI: ContentSizeCategory.large
    case large
    /// SwiftUI: ContentSizeCategory.extraLarge
    case extraLarge
    /// SwiftUI: ContentSizeCategory.extraExtraLarge
    case extraExtraLarge
    /// SwiftUI: ContentSizeCategory.extraExtraExtraLarge
    case extraExtraExtraLarge
    /// SwiftUI: ContentSizeCategory.accessibilityMedium
    case accessibilityMedium
    /// SwiftUI: ContentSizeCategory.accessibilityLarge
    case accessibilityLarge
    /// SwiftUI: ContentSizeCategory.accessibilityExtraLarge
    case accessibilityExtraLarge
    /// SwiftUI: ContentSizeCategory.accessibilityExtraExtraLarge
    case accessibilityExtraExtraLarge
    /// SwiftUI: ContentSizeCategory.accessibilityExtraExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    ///
    /// SwiftUI: ContentSizeCategory.isAccessibilityCategory
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension EnvironmentValues {
    /// The text size a person chose, by its older name: the same setting as
    /// ``dynamicTypeSize``, and setting one sets the other.
    ///
    /// SwiftUI: EnvironmentValues.sizeCategory
    public var sizeCategory: ContentSizeCategory {
        get {
            let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
            return ContentSizeCategory.allCases[index]
        }
        set {
            let index = ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3
            dynamicTypeSize = DynamicTypeSize.allCases[index]
        }
    }
}
