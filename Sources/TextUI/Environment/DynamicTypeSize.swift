/// The text size a person chose in Settings. Text draws every size alike (a cell is a cell);
/// a view may read it and choose its layout, as screens do for the accessibility sizes.
/// TextUI's default is `.large`, the system's.
///
/// ```swift
/// struct Hint: View {
///     @Environment(\.dynamicTypeSize) private var size
///     var body: some View { Text(size.isAccessibilitySize ? "Large text" : "Standard text") }
/// }
///
/// VStack(alignment: .leading) {
///     Hint()
///     Hint().dynamicTypeSize(.accessibility2)
/// }.render()
/// ```
/// ```text
/// Standard text
/// Large text
/// ```
///
/// SwiftUI: enum DynamicTypeSize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// SwiftUI: DynamicTypeSize.xSmall
    case xSmall
    /// SwiftUI: DynamicTypeSize.small
    case small
    /// SwiftUI: DynamicTypeSize.medium
    case medium
    /// SwiftUI: DynamicTypeSize.large
    case large
    /// SwiftUI: DynamicTypeSize.xLarge
    case xLarge
    /// SwiftUI: DynamicTypeSize.xxLarge
    case xxLarge
    /// SwiftUI: DynamicTypeSize.xxxLarge
    case xxxLarge
    /// SwiftUI: DynamicTypeSize.accessibility1
    case accessibility1
    /// SwiftUI: DynamicTypeSize.accessibility2
    case accessibility2
    /// SwiftUI: DynamicTypeSize.accessibility3
    case accessibility3
    /// SwiftUI: DynamicTypeSize.accessibility4
    case accessibility4
    /// SwiftUI: DynamicTypeSize.accessibility5
    case accessibility5

    /// Whether this is one of the accessibility sizes (`.accessibility1` and larger).
    ///
    /// SwiftUI: DynamicTypeSize.isAccessibilitySize
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size a person chose; `.large` by default.
    ///
    /// SwiftUI: EnvironmentValues.dynamicTypeSize
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size the views inside read.
    ///
    /// SwiftUI: View.dynamicTypeSize(_:) (DynamicTypeSize)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size the views inside read within `range`:
    /// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
    ///
    /// SwiftUI: View.dynamicTypeSize(_:) (RangeExpression)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inRange = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let nearest = size < (inRange.first ?? size) ? inRange.first : inRange.last { size = nearest }
        }
    }
}
