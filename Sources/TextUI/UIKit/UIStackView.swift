#if !canImport(UIKit)
import Foundation

/// UIKit's stack view, which a representable builds to put labels, images and hosted SwiftUI
/// content one below another or in a row. Made and updated as SwiftUI does when it appears, it
/// draws its arranged subviews as a phone lays them out: a vertical stack as a `VStack`, a
/// horizontal one as an `HStack`, with its spacing and alignment; hidden ones take no room, as
/// in UIKit. A subview TextUI cannot draw is named by its line (`⬚ MediaView`); an empty plain
/// `UIView` draws nothing.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, subtitle])   // two UILabels
/// stack.axis = .vertical
/// ```
/// ```text
/// Sunrise
/// 6:42 AM
/// ```
///
/// UIKit: @MainActor class UIStackView : UIView
@MainActor @preconcurrency
open class UIStackView: UIView, DrawnPlatformView {
    /// The subviews the stack lays out, in order.
    ///
    /// UIKit: var arrangedSubviews: [UIView] { get }
    public private(set) var arrangedSubviews: [UIView] = []
    /// UIKit: var axis: NSLayoutConstraint.Axis { get set }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The gap between arranged subviews, in points.
    ///
    /// UIKit: var spacing: CGFloat { get set }
    open var spacing: CGFloat = 0
    /// UIKit: var alignment: UIStackView.Alignment { get set }
    open var alignment: Alignment = .fill
    /// UIKit: var distribution: UIStackView.Distribution { get set }
    open var distribution: Distribution = .fill
    /// UIKit: var isLayoutMarginsRelativeArrangement: Bool { get set }
    open var isLayoutMarginsRelativeArrangement = false
    /// UIKit: var isBaselineRelativeArrangement: Bool { get set }
    open var isBaselineRelativeArrangement = false
    /// The gaps set after particular subviews.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack of `views`, each added as a subview too.
    ///
    /// UIKit: convenience init(arrangedSubviews views: [UIView])
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Puts `view` at the end of the stack (and among the subviews).
    ///
    /// UIKit: func addArrangedSubview(_ view: UIView)
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` into the stack at `stackIndex`.
    ///
    /// UIKit: func insertArrangedSubview(_ view: UIView, at stackIndex: Int)
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the stack; it stays a subview, as in UIKit.
    ///
    /// UIKit: func removeArrangedSubview(_ view: UIView)
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// UIKit: func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView)
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// UIKit: func customSpacing(after arrangedSubview: UIView) -> CGFloat
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// UIKit: class let spacingUseDefault: CGFloat
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// UIKit: class let spacingUseSystem: CGFloat
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    var drawing: AnyView {
        let shown = arrangedSubviews.compactMap(\.drawingInContainer)
        let items = ForEach(shown.indices, id: \.self) { shown[$0] }
        if axis == .vertical {
            return AnyView(VStack(alignment: alignment.horizontalAlignment, spacing: spacing) { items })
        }
        return AnyView(HStack(alignment: alignment.verticalAlignment, spacing: spacing) { items })
    }

    /// How arranged subviews line up across the stack's axis.
    ///
    /// UIKit: enum UIStackView.Alignment
    public enum Alignment: Int, Sendable {
        /// UIKit: case fill = 0
        case fill = 0
        /// UIKit: case leading = 1
        case leading = 1
        /// UIKit: case firstBaseline = 2
        case firstBaseline = 2
        /// UIKit: case center = 3
        case center = 3
        /// UIKit: case trailing = 4
        case trailing = 4
        /// UIKit: case lastBaseline = 5
        case lastBaseline = 5

        /// UIKit: static var top: UIStackView.Alignment { get }
        public static var top: Alignment { .leading }
        /// UIKit: static var bottom: UIStackView.Alignment { get }
        public static var bottom: Alignment { .trailing }

        /// In a column: a filled or leading subview sits at the leading edge.
        var horizontalAlignment: HorizontalAlignment {
            switch self {
            case .center: .center
            case .trailing: .trailing
            default: .leading
            }
        }

        /// In a row.
        var verticalAlignment: VerticalAlignment {
            switch self {
            case .leading: .top
            case .trailing: .bottom
            case .firstBaseline: .firstTextBaseline
            case .lastBaseline: .lastTextBaseline
            default: .center
            }
        }
    }

    /// How arranged subviews share the stack's length.
    ///
    /// UIKit: enum UIStackView.Distribution
    public enum Distribution: Int, Sendable {
        /// UIKit: case fill = 0
        case fill = 0
        /// UIKit: case fillEqually = 1
        case fillEqually = 1
        /// UIKit: case fillProportionally = 2
        case fillProportionally = 2
        /// UIKit: case equalSpacing = 3
        case equalSpacing = 3
        /// UIKit: case equalCentering = 4
        case equalCentering = 4
    }
}
#endif
