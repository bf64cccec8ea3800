#if !canImport(UIKit)
import Foundation

/// Core Animation's layer, behind every UIKit view: a representable's view rounds its corners,
/// draws a border or a shadow through it (`view.layer.cornerRadius = 12`), or adds a layer of
/// its own (a video's ``AVPlayerLayer``). A preview composites nothing: each setting is kept as
/// set, sublayers are kept in order, and none of it draws (it is paint, as a view's background
/// is).
///
/// ```swift
/// let view = UIView()
/// view.layer.cornerRadius = 12
/// view.layer.addSublayer(AVPlayerLayer(player: player))
/// view.layer.sublayers?.count   // 1
/// ```
///
/// QuartzCore: class CALayer : NSObject
open class CALayer: NSObject {
    /// QuartzCore: var frame: CGRect { get set }
    open var frame = CGRect.zero
    /// QuartzCore: var bounds: CGRect { get set }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// QuartzCore: var position: CGPoint { get set }
    open var position = CGPoint.zero
    /// QuartzCore: var zPosition: CGFloat { get set }
    open var zPosition: CGFloat = 0
    /// QuartzCore: var isHidden: Bool { get set }
    open var isHidden = false
    /// QuartzCore: var opacity: Float { get set }
    open var opacity: Float = 1
    /// QuartzCore: var backgroundColor: CGColor? { get set }
    open var backgroundColor: CGColor?
    /// QuartzCore: var cornerRadius: CGFloat { get set }
    open var cornerRadius: CGFloat = 0
    /// QuartzCore: var cornerCurve: CALayerCornerCurve { get set }
    open var cornerCurve = CALayerCornerCurve.circular
    /// QuartzCore: var maskedCorners: CACornerMask { get set }
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// QuartzCore: var masksToBounds: Bool { get set }
    open var masksToBounds = false
    /// QuartzCore: var borderWidth: CGFloat { get set }
    open var borderWidth: CGFloat = 0
    /// QuartzCore: var borderColor: CGColor? { get set }
    open var borderColor: CGColor?
    /// QuartzCore: var shadowColor: CGColor? { get set }
    open var shadowColor: CGColor?
    /// QuartzCore: var shadowOpacity: Float { get set }
    open var shadowOpacity: Float = 0
    /// QuartzCore: var shadowRadius: CGFloat { get set }
    open var shadowRadius: CGFloat = 3
    /// QuartzCore: var shadowOffset: CGSize { get set }
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// QuartzCore: var shadowPath: CGPath? { get set }
    open var shadowPath: CGPath?
    /// QuartzCore: var contentsScale: CGFloat { get set }
    open var contentsScale: CGFloat = 1
    /// QuartzCore: var mask: CALayer? { get set }
    open var mask: CALayer?
    /// QuartzCore: var sublayers: [CALayer]? { get set }
    open internal(set) var sublayers: [CALayer]?
    /// QuartzCore: var superlayer: CALayer? { get }
    open internal(set) weak var superlayer: CALayer?

    /// A layer with no size yet.
    ///
    /// QuartzCore: init()
    override public required init() {
        super.init()
    }

    /// QuartzCore: init(layer: Any)
    public convenience init(layer: Any) {
        self.init()
    }

    /// Puts `layer` on top of this layer's sublayers, taking it from its old superlayer.
    ///
    /// QuartzCore: func addSublayer(_ layer: CALayer)
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Puts `layer` among this layer's sublayers at `idx`, taking it from its old superlayer.
    ///
    /// QuartzCore: func insertSublayer(_ layer: CALayer, at idx: UInt32)
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(idx), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// QuartzCore: func removeFromSuperlayer()
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// QuartzCore: func setNeedsDisplay()
    open func setNeedsDisplay() {}

    /// QuartzCore: func setNeedsLayout()
    open func setNeedsLayout() {}

    /// QuartzCore: func layoutSublayers()
    open func layoutSublayers() {}
}

/// The shape of a layer's rounded corners.
///
/// QuartzCore: struct CALayerCornerCurve
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// QuartzCore: var rawValue: String
    public let rawValue: String
    /// QuartzCore: init(rawValue: String)
    public init(rawValue: String) { self.rawValue = rawValue }
    /// QuartzCore: static let circular: CALayerCornerCurve
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// QuartzCore: static let continuous: CALayerCornerCurve
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which of a layer's corners are rounded.
///
/// QuartzCore: struct CACornerMask
public struct CACornerMask: OptionSet, Sendable {
    /// QuartzCore: var rawValue: UInt
    public let rawValue: UInt
    /// QuartzCore: init(rawValue: UInt)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// QuartzCore: static var layerMinXMinYCorner: CACornerMask { get }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// QuartzCore: static var layerMaxXMinYCorner: CACornerMask { get }
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// QuartzCore: static var layerMinXMaxYCorner: CACornerMask { get }
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// QuartzCore: static var layerMaxXMaxYCorner: CACornerMask { get }
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
#endif
