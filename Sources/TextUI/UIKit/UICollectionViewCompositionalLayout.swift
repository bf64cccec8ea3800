#if !canImport(UIKit)
import Foundation

/// A layout built of sections, groups and items (iOS 13's compositional layout). Its sections
/// are kept and never asked for: a drawing lists the cells one below another.
///
/// UIKit: @MainActor class UICollectionViewCompositionalLayout : UICollectionViewLayout
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section every section is laid out as, or the closure that makes each.
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    /// UIKit: init(section: NSCollectionLayoutSection)
    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// UIKit: init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }
}

/// UIKit: typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// What a section provider is told of where the section goes.
///
/// UIKit: @MainActor protocol NSCollectionLayoutEnvironment : NSObjectProtocol
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// UIKit: var container: any NSCollectionLayoutContainer { get }
    var container: any NSCollectionLayoutContainer { get }
}

/// The room a section has.
///
/// UIKit: @MainActor protocol NSCollectionLayoutContainer : NSObjectProtocol
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: AnyObject {
    /// UIKit: var contentSize: CGSize { get }
    var contentSize: CGSize { get }
    /// UIKit: var effectiveContentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

/// A length in a compositional layout: absolute, estimated or a fraction of the container's.
///
/// UIKit: @MainActor class NSCollectionLayoutDimension : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    /// The length, or the fraction.
    let dimension: CGFloat

    init(dimension: CGFloat) {
        self.dimension = dimension
        super.init()
    }

    /// UIKit: class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(dimension: fractionalWidth) }
    /// UIKit: class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(dimension: fractionalHeight) }
    /// UIKit: class func absolute(_ absoluteDimension: CGFloat) -> Self
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(dimension: absoluteDimension) }
    /// UIKit: class func estimated(_ estimatedDimension: CGFloat) -> Self
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(dimension: estimatedDimension) }
}

/// An item's or group's width and height.
///
/// UIKit: @MainActor class NSCollectionLayoutSize : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    /// UIKit: var widthDimension: NSCollectionLayoutDimension { get }
    public let widthDimension: NSCollectionLayoutDimension
    /// UIKit: var heightDimension: NSCollectionLayoutDimension { get }
    public let heightDimension: NSCollectionLayoutDimension

    /// UIKit: convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// The space between items or groups: fixed, or at least so much.
///
/// UIKit: @MainActor class NSCollectionLayoutSpacing : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
    /// UIKit: var spacing: CGFloat { get }
    public let spacing: CGFloat

    init(spacing: CGFloat) {
        self.spacing = spacing
        super.init()
    }

    /// UIKit: class func fixed(_ fixedSpacing: CGFloat) -> Self
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing) }
    /// UIKit: class func flexible(_ flexibleSpacing: CGFloat) -> Self
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing) }
}

/// The spacing around an item on each edge.
///
/// UIKit: @MainActor class NSCollectionLayoutEdgeSpacing : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// UIKit: var leading: NSCollectionLayoutSpacing? { get }
    public let leading: NSCollectionLayoutSpacing?
    /// UIKit: var top: NSCollectionLayoutSpacing? { get }
    public let top: NSCollectionLayoutSpacing?
    /// UIKit: var trailing: NSCollectionLayoutSpacing? { get }
    public let trailing: NSCollectionLayoutSpacing?
    /// UIKit: var bottom: NSCollectionLayoutSpacing? { get }
    public let bottom: NSCollectionLayoutSpacing?

    /// UIKit: convenience init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?)
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}

/// One cell's place in a compositional layout.
///
/// UIKit: @MainActor class NSCollectionLayoutItem : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// UIKit: var layoutSize: NSCollectionLayoutSize { get }
    public let layoutSize: NSCollectionLayoutSize
    /// UIKit: var contentInsets: NSDirectionalEdgeInsets { get set }
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// UIKit: var edgeSpacing: NSCollectionLayoutEdgeSpacing? { get set }
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// UIKit: convenience init(layoutSize: NSCollectionLayoutSize)
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Items laid out in a row or a column inside a section.
///
/// UIKit: @MainActor class NSCollectionLayoutGroup : NSCollectionLayoutItem
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// UIKit: var subitems: [NSCollectionLayoutItem] { get }
    public private(set) var subitems: [NSCollectionLayoutItem] = []
    /// UIKit: var interItemSpacing: NSCollectionLayoutSpacing? { get set }
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// UIKit: class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let group = NSCollectionLayoutGroup(layoutSize: layoutSize)
        group.subitems = subitems
        return group
    }

    /// UIKit: class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitems: subitems)
    }

    /// UIKit: class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 0)))
    }

    /// UIKit: class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(count, 0)))
    }

    /// UIKit: class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// UIKit: class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
}

/// A section of a compositional layout: its group, spacing, insets and sideways scrolling.
///
/// UIKit: @MainActor class NSCollectionLayoutSection : NSObject
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// UIKit: var interGroupSpacing: CGFloat { get set }
    open var interGroupSpacing: CGFloat = 0
    /// UIKit: var contentInsets: NSDirectionalEdgeInsets { get set }
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// UIKit: var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { get set }
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

    /// UIKit: convenience init(group: NSCollectionLayoutGroup)
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// How a section scrolls across the layout's own direction.
///
/// UIKit: enum UICollectionLayoutSectionOrthogonalScrollingBehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// UIKit: case none = 0
    case none = 0
    /// UIKit: case continuous = 1
    case continuous = 1
    /// UIKit: case continuousGroupLeadingBoundary = 2
    case continuousGroupLeadingBoundary = 2
    /// UIKit: case paging = 3
    case paging = 3
    /// UIKit: case groupPaging = 4
    case groupPaging = 4
    /// UIKit: case groupPagingCentered = 5
    case groupPagingCentered = 5
}

/// Insets from each edge, leading and trailing following the reading direction.
///
/// UIKit: struct NSDirectionalEdgeInsets
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// UIKit: var top: CGFloat
    public var top: CGFloat
    /// UIKit: var leading: CGFloat
    public var leading: CGFloat
    /// UIKit: var bottom: CGFloat
    public var bottom: CGFloat
    /// UIKit: var trailing: CGFloat
    public var trailing: CGFloat

    /// UIKit: init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// UIKit: static let zero: NSDirectionalEdgeInsets
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
#endif
