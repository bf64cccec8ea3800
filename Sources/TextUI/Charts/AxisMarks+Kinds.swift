import Foundation

/// A value's label on an axis; not drawn in text.
///
/// Charts: struct AxisValueLabel<Content> where Content : View
public struct AxisValueLabel<Content: View>: AxisMark {
    /// A label made by `content`.
    ///
    /// Charts: init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
}

extension AxisValueLabel where Content == Text {
    /// The value written the default way.
    ///
    /// Charts: init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    /// The value written by `format`.
    ///
    /// Charts: init<Format>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Format : FormatStyle, Format.FormatInput : Plottable, Format.FormatOutput == String
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {}

    /// The label `label`.
    ///
    /// Charts: init<S>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where S : StringProtocol
    public init<S: StringProtocol>(
        _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    /// The label `key`.
    ///
    /// Charts: init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    public init(
        _ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}
}

/// What an axis does with labels that overlap.
///
/// Charts: struct AxisValueLabelCollisionResolution
public struct AxisValueLabelCollisionResolution: Sendable {
    /// Charts: static var automatic: AxisValueLabelCollisionResolution { get }
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Charts: static var truncate: AxisValueLabelCollisionResolution { get }
    public static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Charts: static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}

/// Which way an axis's labels read.
///
/// Charts: struct AxisValueLabelOrientation
public struct AxisValueLabelOrientation: Sendable {
    /// Charts: static var automatic: AxisValueLabelOrientation { get }
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation() }
    /// Charts: static var horizontal: AxisValueLabelOrientation { get }
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation() }
    /// Charts: static var vertical: AxisValueLabelOrientation { get }
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation() }
}

/// A grid line across the plot at a value; not drawn in text.
///
/// Charts: struct AxisGridLine
public struct AxisGridLine: AxisMark {
    /// Charts: init(centered: Bool? = nil, stroke: StrokeStyle? = nil)
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick on the axis at a value; not drawn in text.
///
/// Charts: struct AxisTick
public struct AxisTick: AxisMark {
    /// How long a tick is.
    ///
    /// Charts: struct AxisTick.Length
    public struct Length: Sendable {
        /// Charts: static var automatic: AxisTick.Length { get }
        public static var automatic: Length { Length() }
        /// Charts: static var label: AxisTick.Length { get }
        public static var label: Length { Length() }
        /// Charts: static var longestLabel: AxisTick.Length { get }
        public static var longestLabel: Length { Length() }
    }

    /// Charts: init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil)
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {}

    /// Charts: init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil)
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {}
}

extension AxisMark {
    /// The marks in `style`; text draws no colour.
    ///
    /// Charts: func foregroundStyle<S>(_ style: S) -> some AxisMark where S : ShapeStyle
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }

    /// The marks' labels in `font`; not drawn in text.
    ///
    /// Charts: func font(_ font: Font?) -> some AxisMark
    public func font(_ font: Font?) -> some AxisMark { self }
}
