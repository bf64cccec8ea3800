#if !canImport(UIKit)
import Foundation

/// UIKit's table, which a screen reaches to colour every table through its appearance proxy
/// (`UITableView.appearance().backgroundColor = .clear`, for a `List` before iOS 16) or wraps
/// in a representable. TextUI draws no UIKit table: its settings and data source are kept, rows
/// are never asked for, and a representable that returns one names it where it stands.
///
/// ```swift
/// UITableView.appearance().backgroundColor = .clear   // kept; a List draws as before
/// ```
///
/// UIKit: @MainActor class UITableView : UIScrollView
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// The proxy every table takes its look from.
    private static let proxy = UITableView(frame: .zero, style: .plain)

    /// The height that lets a row size itself.
    ///
    /// UIKit: class let automaticDimension: CGFloat
    public static let automaticDimension: CGFloat = -1

    /// UIKit: var style: UITableView.Style { get }
    public let style: Style
    /// UIKit: weak var dataSource: (any UITableViewDataSource)? { get set }
    open weak var dataSource: (any UITableViewDataSource)?
    /// UIKit: weak var delegate: (any UITableViewDelegate)? { get set }
    open weak var delegate: (any UITableViewDelegate)?
    /// UIKit: var rowHeight: CGFloat { get set }
    open var rowHeight = UITableView.automaticDimension
    /// UIKit: var estimatedRowHeight: CGFloat { get set }
    open var estimatedRowHeight = UITableView.automaticDimension
    /// UIKit: var separatorStyle: UITableViewCell.SeparatorStyle { get set }
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// UIKit: var separatorColor: UIColor? { get set }
    open var separatorColor: UIColor?
    /// UIKit: var tableHeaderView: UIView? { get set }
    open var tableHeaderView: UIView?
    /// UIKit: var tableFooterView: UIView? { get set }
    open var tableFooterView: UIView?
    /// UIKit: var isEditing: Bool { get set }
    open var isEditing = false
    /// UIKit: var allowsSelection: Bool { get set }
    open var allowsSelection = true

    /// UIKit: init(frame: CGRect, style: UITableView.Style)
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table.
    ///
    /// UIKit: init(frame: CGRect)
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The proxy that sets the look of every table.
    ///
    /// UIKit: class func appearance() -> Self
    open class func appearance() -> UITableView {
        proxy
    }

    /// Asks the data source for its rows again: a preview draws no UIKit rows, so none is asked.
    ///
    /// UIKit: func reloadData()
    open func reloadData() {}

    /// UIKit: func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    /// A fresh default cell with `identifier`.
    ///
    /// UIKit: func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A fresh default cell with `identifier`.
    ///
    /// UIKit: func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The cell shown at `indexPath`: none, as no row is shown.
    ///
    /// UIKit: func cellForRow(at indexPath: IndexPath) -> UITableViewCell?
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    /// UIKit: var indexPathForSelectedRow: IndexPath? { get }
    open var indexPathForSelectedRow: IndexPath? { nil }

    /// UIKit: var indexPathsForVisibleRows: [IndexPath]? { get }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }

    /// UIKit: func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition)
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}

    /// UIKit: func deselectRow(at indexPath: IndexPath, animated: Bool)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    /// UIKit: func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool)
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// UIKit: func setEditing(_ editing: Bool, animated: Bool)
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// UIKit: func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

    /// UIKit: func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

    /// UIKit: func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

    /// A table's look: rows edge to edge, or grouped in sections.
    ///
    /// UIKit: enum UITableView.Style
    public enum Style: Int, Sendable {
        /// UIKit: case plain = 0
        case plain = 0
        /// UIKit: case grouped = 1
        case grouped = 1
        /// UIKit: case insetGrouped = 2
        case insetGrouped = 2
    }

    /// Where a row ends up when the table scrolls to it.
    ///
    /// UIKit: enum UITableView.ScrollPosition
    public enum ScrollPosition: Int, Sendable {
        /// UIKit: case none = 0
        case none = 0
        /// UIKit: case top = 1
        case top = 1
        /// UIKit: case middle = 2
        case middle = 2
        /// UIKit: case bottom = 3
        case bottom = 3
    }

    /// How rows come and go.
    ///
    /// UIKit: enum UITableView.RowAnimation
    public enum RowAnimation: Int, Sendable {
        /// UIKit: case fade = 0
        case fade = 0
        /// UIKit: case right = 1
        case right = 1
        /// UIKit: case left = 2
        case left = 2
        /// UIKit: case top = 3
        case top = 3
        /// UIKit: case bottom = 4
        case bottom = 4
        /// UIKit: case none = 5
        case none = 5
        /// UIKit: case middle = 6
        case middle = 6
        /// UIKit: case automatic = 100
        case automatic = 100
    }
}

/// What a table asks for its rows; a preview asks nothing.
///
/// UIKit: @MainActor protocol UITableViewDataSource : NSObjectProtocol
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    /// UIKit: func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// UIKit: func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// UIKit: optional func numberOfSections(in tableView: UITableView) -> Int
    func numberOfSections(in tableView: UITableView) -> Int
    /// UIKit: optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// UIKit: optional func numberOfSections(in tableView: UITableView) -> Int
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit: optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What a table tells of its rows being chosen; a preview chooses none.
///
/// UIKit: @MainActor protocol UITableViewDelegate : UIScrollViewDelegate
@MainActor @preconcurrency
public protocol UITableViewDelegate: AnyObject {
    /// UIKit: optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// UIKit: optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// UIKit: optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit: optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
#endif
