#if !canImport(CoreGraphics)
import Foundation

/// CoreGraphics' colour, which a screen hands a layer (`layer.borderColor =
/// UIColor.separator.cgColor`) or a drawing context. It keeps the ``UIColor`` it came from;
/// like every colour it draws nothing in text.
///
/// CoreGraphics: class CGColor
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour this one was made from.
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
    }

    /// CoreGraphics: var alpha: CGFloat { get }
    public var alpha: CGFloat { 1 }

    /// CoreGraphics: func copy(alpha: CGFloat) -> CGColor?
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color) }

    /// TextUI only: as CoreGraphics' `static func == (lhs: CGColor, rhs: CGColor) -> Bool`, the same colour.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    /// TextUI only: as CoreGraphics' `func hash(into hasher: inout Hasher)`, by colour.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
#endif

#if !canImport(UIKit) && !canImport(CoreGraphics)
extension UIColor {
    /// The colour as CoreGraphics takes it, for a layer's border or shadow.
    ///
    /// UIKit: var cgColor: CGColor { get }
    public var cgColor: CGColor { CGColor(self) }

    /// The UIKit colour of a CoreGraphics colour.
    ///
    /// UIKit: init(cgColor: CGColor)
    public init(cgColor: CGColor) {
        self = cgColor.color
    }
}
#endif
