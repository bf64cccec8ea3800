#if !canImport(UIKit)
import Foundation

/// A cell of a ``UICollectionView``, which apps subclass or fill with a content configuration;
/// a collection view draws what it holds (hosted content, a label, an image), and a list
/// cell's default configuration its text.
///
/// UIKit: @MainActor class UICollectionViewCell : UICollectionReusableView
@MainActor @preconcurrency
open class UICollectionViewCell: UIView {
    /// UIKit: var contentView: UIView { get }
    public let contentView = UIView()
    /// UIKit: var isSelected: Bool { get set }
    open var isSelected = false
    /// UIKit: var isHighlighted: Bool { get set }
    open var isHighlighted = false
    /// UIKit: var backgroundView: UIView? { get set }
    open var backgroundView: UIView?
    /// UIKit: var selectedBackgroundView: UIView? { get set }
    open var selectedBackgroundView: UIView?
    /// The cell's background (paint), kept as set.
    ///
    /// UIKit: var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// UIKit: var reuseIdentifier: String? { get }
    open var reuseIdentifier: String? { nil }

    /// UIKit: init(frame: CGRect)
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Called before a cell is used again; a preview reuses none.
    ///
    /// UIKit: func prepareForReuse()
    open func prepareForReuse() {}

    /// What a collection view draws of the cell.
    var cellDrawing: AnyView? { containedDrawing }
}

/// A cell of a list laid out by a collection view, with a default layout of text and image.
///
/// UIKit: @MainActor class UICollectionViewListCell : UICollectionViewCell
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// UIKit: var indentationLevel: Int { get set }
    open var indentationLevel = 0
}

/// A cell's background: colour, corners and insets, kept as set; a background is paint, so
/// nothing of it is drawn.
///
/// UIKit: struct UIBackgroundConfiguration
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// UIKit: var backgroundColor: UIColor?
    public var backgroundColor: UIColor?
    /// UIKit: var cornerRadius: CGFloat
    public var cornerRadius: CGFloat = 0
    /// UIKit: var strokeColor: UIColor?
    public var strokeColor: UIColor?
    /// UIKit: var strokeWidth: CGFloat
    public var strokeWidth: CGFloat = 0

    /// UIKit: static func clear() -> UIBackgroundConfiguration
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// UIKit: static func listPlainCell() -> UIBackgroundConfiguration
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// UIKit: static func listGroupedCell() -> UIBackgroundConfiguration
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
}
#endif
