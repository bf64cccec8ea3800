#if !canImport(UIKit)
import Foundation

/// How a collection view places its cells; a drawing lists them one below another whatever the
/// layout, so a layout's settings are kept and place nothing.
///
/// UIKit: @MainActor class UICollectionViewLayout : NSObject
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// UIKit: init()
    override public init() {
        super.init()
    }

    /// UIKit: func invalidateLayout()
    open func invalidateLayout() {}
}

/// A grid or a row of cells of one size, kept as set.
///
/// UIKit: @MainActor class UICollectionViewFlowLayout : UICollectionViewLayout
@MainActor @preconcurrency
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit: var scrollDirection: UICollectionView.ScrollDirection { get set }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// UIKit: var itemSize: CGSize { get set }
    open var itemSize = CGSize(width: 50, height: 50)
    /// UIKit: var estimatedItemSize: CGSize { get set }
    open var estimatedItemSize = CGSize.zero
    /// UIKit: var minimumLineSpacing: CGFloat { get set }
    open var minimumLineSpacing: CGFloat = 10
    /// UIKit: var minimumInteritemSpacing: CGFloat { get set }
    open var minimumInteritemSpacing: CGFloat = 10
    /// UIKit: var sectionInset: UIEdgeInsets { get set }
    open var sectionInset = UIEdgeInsets.zero

    /// UIKit: class let automaticSize: CGSize
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
}

extension UICollectionView {
    /// Which way a collection view scrolls.
    ///
    /// UIKit: enum UICollectionView.ScrollDirection
    public enum ScrollDirection: Int, Sendable {
        /// UIKit: case vertical = 0
        case vertical = 0
        /// UIKit: case horizontal = 1
        case horizontal = 1
    }
}

/// A controller whose view is a collection view; a representable that returns one draws its
/// collection view's cells.
///
/// UIKit: @MainActor class UICollectionViewController : UIViewController
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController {
    /// UIKit: var collectionView: UICollectionView! { get set }
    open var collectionView: UICollectionView!

    /// UIKit: init(collectionViewLayout layout: UICollectionViewLayout)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(nibName: nil, bundle: nil)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view = collectionView
    }

    /// UIKit: var collectionViewLayout: UICollectionViewLayout { get }
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
}
#endif
