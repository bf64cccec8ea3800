#if !canImport(UIKit)
import Foundation

/// A row of a ``UITableView``, which apps subclass; made and set as UIKit does, never shown.
///
/// UIKit: @MainActor class UITableViewCell : UIView
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// UIKit: var reuseIdentifier: String? { get }
    public let reuseIdentifier: String?
    /// The cell's layout of labels.
    let cellStyle: CellStyle
    /// UIKit: var contentView: UIView { get }
    public let contentView = UIView()
    /// UIKit: var accessoryType: UITableViewCell.AccessoryType { get set }
    open var accessoryType: AccessoryType = .none
    /// UIKit: var accessoryView: UIView? { get set }
    open var accessoryView: UIView?
    /// UIKit: var selectionStyle: UITableViewCell.SelectionStyle { get set }
    open var selectionStyle: SelectionStyle = .default
    /// UIKit: var textLabel: UILabel? { get }
    public let textLabel: UILabel? = UILabel()
    /// UIKit: var detailTextLabel: UILabel? { get }
    public private(set) lazy var detailTextLabel: UILabel? = cellStyle == .default ? nil : UILabel()

    /// UIKit: init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A default cell with no identifier.
    ///
    /// UIKit: init(frame: CGRect)
    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before a cell is used again; a preview reuses none.
    ///
    /// UIKit: func prepareForReuse()
    open func prepareForReuse() {}

    /// How a cell lays out its labels.
    ///
    /// UIKit: enum UITableViewCell.CellStyle
    public enum CellStyle: Int, Sendable {
        /// UIKit: case `default` = 0
        case `default` = 0
        /// UIKit: case value1 = 1
        case value1 = 1
        /// UIKit: case value2 = 2
        case value2 = 2
        /// UIKit: case subtitle = 3
        case subtitle = 3
    }

    /// What a cell shows at its trailing edge.
    ///
    /// UIKit: enum UITableViewCell.AccessoryType
    public enum AccessoryType: Int, Sendable {
        /// UIKit: case none = 0
        case none = 0
        /// UIKit: case disclosureIndicator = 1
        case disclosureIndicator = 1
        /// UIKit: case detailDisclosureButton = 2
        case detailDisclosureButton = 2
        /// UIKit: case checkmark = 3
        case checkmark = 3
        /// UIKit: case detailButton = 4
        case detailButton = 4
    }

    /// How a chosen cell is highlighted.
    ///
    /// UIKit: enum UITableViewCell.SelectionStyle
    public enum SelectionStyle: Int, Sendable {
        /// UIKit: case none = 0
        case none = 0
        /// UIKit: case blue = 1
        case blue = 1
        /// UIKit: case gray = 2
        case gray = 2
        /// UIKit: case `default` = 3
        case `default` = 3
    }

    /// The line between rows.
    ///
    /// UIKit: enum UITableViewCell.SeparatorStyle
    public enum SeparatorStyle: Int, Sendable {
        /// UIKit: case none = 0
        case none = 0
        /// UIKit: case singleLine = 1
        case singleLine = 1
    }
}
#endif
