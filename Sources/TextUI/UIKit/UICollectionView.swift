#if !canImport(UIKit)
import Foundation

/// UIKit's collection view, which a representable builds for a grid or carousel SwiftUI's
/// stacks did not lay out its way, or a screen reaches under a `List` to clear its selection.
/// Made and updated as SwiftUI does when it appears, it asks its data source for each section's
/// cells, as a phone does for the cells on screen, and draws them one below another as a list:
/// each cell's hosted content, label or image. When no cell draws anything (the app's cell class
/// is made by UIKit from its registration, which a preview cannot do), the collection view
/// draws its line, `⬚ UICollectionView`. Nothing is selected or scrolled.
///
/// UIKit: @MainActor class UICollectionView : UIScrollView
@MainActor @preconcurrency
open class UICollectionView: UIScrollView, DrawnPlatformView {
    /// The most cells a drawing asks for: a phone shows a screenful.
    static let drawnCellLimit = 100

    /// UIKit: var collectionViewLayout: UICollectionViewLayout { get set }
    open var collectionViewLayout: UICollectionViewLayout
    /// UIKit: weak var dataSource: (any UICollectionViewDataSource)? { get set }
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// UIKit: weak var delegate: (any UICollectionViewDelegate)? { get set }
    open weak var delegate: (any UICollectionViewDelegate)?
    /// UIKit: var allowsSelection: Bool { get set }
    open var allowsSelection = true
    /// UIKit: var allowsMultipleSelection: Bool { get set }
    open var allowsMultipleSelection = false
    /// UIKit: var backgroundView: UIView? { get set }
    open var backgroundView: UIView?

    /// UIKit: init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// UIKit: func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    /// A fresh cell for `indexPath`: a plain ``UICollectionViewCell``, as a preview cannot make
    /// the class registered for `identifier`.
    ///
    /// UIKit: func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// Asks the data source for its cells again: each drawing asks anew.
    ///
    /// UIKit: func reloadData()
    open func reloadData() {}

    /// UIKit: var numberOfSections: Int { get }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// UIKit: func numberOfItems(inSection section: Int) -> Int
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The cell shown at `indexPath`: none, as a preview keeps no cells on screen.
    ///
    /// UIKit: func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// UIKit: var visibleCells: [UICollectionViewCell] { get }
    open var visibleCells: [UICollectionViewCell] { [] }

    /// UIKit: var indexPathsForVisibleItems: [IndexPath] { get }
    open var indexPathsForVisibleItems: [IndexPath] { [] }

    /// The selected items: none, as a preview selects nothing.
    ///
    /// UIKit: var indexPathsForSelectedItems: [IndexPath]? { get }
    open var indexPathsForSelectedItems: [IndexPath]? { [] }

    /// UIKit: func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition)
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}

    /// UIKit: func deselectItem(at indexPath: IndexPath, animated: Bool)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}

    /// UIKit: func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Runs `updates` at once and tells `completion` they finished.
    ///
    /// UIKit: func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// The cells the data source gives, section by section, drawn one below another.
    var drawing: AnyView {
        var drawn: [AnyView] = []
        var asked = 0
        for section in 0..<max(numberOfSections, 0) {
            for item in 0..<max(numberOfItems(inSection: section), 0) where asked < Self.drawnCellLimit {
                asked += 1
                guard let dataSource else { break }
                let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
                if let drawing = cell.cellDrawing { drawn.append(drawing) }
            }
        }
        if drawn.isEmpty { return AnyView(PlatformViewPlaceholder.line(naming: String(describing: type(of: self)))) }
        return AnyView(VStack(alignment: .leading, spacing: 0) { ForEach(drawn.indices, id: \.self) { drawn[$0] } })
    }

    /// Where an item ends up when the collection view scrolls to it.
    ///
    /// UIKit: struct UICollectionView.ScrollPosition
    public struct ScrollPosition: OptionSet, Sendable {
        /// UIKit: let rawValue: UInt
        public let rawValue: UInt
        /// UIKit: init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit: static var top: UICollectionView.ScrollPosition { get }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// UIKit: static var centeredVertically: UICollectionView.ScrollPosition { get }
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// UIKit: static var bottom: UICollectionView.ScrollPosition { get }
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// UIKit: static var left: UICollectionView.ScrollPosition { get }
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// UIKit: static var centeredHorizontally: UICollectionView.ScrollPosition { get }
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// UIKit: static var right: UICollectionView.ScrollPosition { get }
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// What a collection view asks for its cells; a drawing asks it as a phone does.
///
/// UIKit: @MainActor protocol UICollectionViewDataSource : NSObjectProtocol
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: AnyObject {
    /// UIKit: func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// UIKit: func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// UIKit: optional func numberOfSections(in collectionView: UICollectionView) -> Int
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// UIKit: optional func numberOfSections(in collectionView: UICollectionView) -> Int
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// What a collection view tells of its items being chosen; a preview chooses none.
///
/// UIKit: @MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: AnyObject {
    /// UIKit: optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// UIKit: optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
#endif
