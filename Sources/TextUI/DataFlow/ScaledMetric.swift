/// A size that a phone scales with the reader's text size (an avatar beside body text). Text
/// is drawn at one size, so the value is read as written: `@ScaledMetric var avatar = 40.0`
/// is 40 points, five columns.
///
/// ```swift
/// struct Avatar: View {
///     @ScaledMetric(relativeTo: .body) private var size: CGFloat = 16
///     var body: some View { Text("\(Int(size)) points") }
/// }
/// ```
///
/// SwiftUI: @propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let value: Value

    /// SwiftUI: ScaledMetric.init(wrappedValue:relativeTo:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        value = wrappedValue
    }

    /// SwiftUI: ScaledMetric.init(wrappedValue:)
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value as written: text has one size.
    ///
    /// SwiftUI: var wrappedValue: Value { get }
    public var wrappedValue: Value { value }
}

extension ScaledMetric: Sendable where Value: Sendable {}
