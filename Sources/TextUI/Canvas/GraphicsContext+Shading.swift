import Foundation

extension GraphicsContext {
    /// What a path is painted with: in text any paint draws alike, except a clear colour or
    /// style, which draws nothing.
    ///
    /// SwiftUI: struct Shading
    public struct Shading: Sendable {
        let isClear: Bool

        /// SwiftUI: static var foreground: GraphicsContext.Shading { get }
        public static var foreground: Shading { Shading(isClear: false) }

        /// SwiftUI: static func color(_ color: Color) -> GraphicsContext.Shading
        public static func color(_ color: Color) -> Shading { Shading(isClear: color.isClear) }

        /// SwiftUI: static func style<S>(_ style: S) -> GraphicsContext.Shading where S : ShapeStyle
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(isClear: style.isClearStyle) }

        /// SwiftUI: static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(isClear: false)
        }

        /// SwiftUI: static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(isClear: false)
        }
    }

    /// SwiftUI: struct GradientOptions
    public struct GradientOptions: OptionSet, Sendable {
        /// SwiftUI: let rawValue: UInt32
        public let rawValue: UInt32
        /// SwiftUI: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// SwiftUI: static var `repeat`: GraphicsContext.GradientOptions { get }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// SwiftUI: static var mirror: GraphicsContext.GradientOptions { get }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// SwiftUI: static var linearColor: GraphicsContext.GradientOptions { get }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// SwiftUI: struct ClipOptions
    public struct ClipOptions: OptionSet, Sendable {
        /// SwiftUI: let rawValue: UInt32
        public let rawValue: UInt32
        /// SwiftUI: init(rawValue: UInt32)
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// SwiftUI: static var inverse: GraphicsContext.ClipOptions { get }
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// How drawn paint mixes with what is under it; text has one way.
    ///
    /// SwiftUI: struct BlendMode
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// SwiftUI: let rawValue: Int32
        public let rawValue: Int32
        /// SwiftUI: init(rawValue: Int32)
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// SwiftUI: static var normal: GraphicsContext.BlendMode { get }
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// SwiftUI: static var multiply: GraphicsContext.BlendMode { get }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// SwiftUI: static var screen: GraphicsContext.BlendMode { get }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// SwiftUI: static var overlay: GraphicsContext.BlendMode { get }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// SwiftUI: static var sourceAtop: GraphicsContext.BlendMode { get }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 24) }
        /// SwiftUI: static var destinationOut: GraphicsContext.BlendMode { get }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 22) }
        /// SwiftUI: static var clear: GraphicsContext.BlendMode { get }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
    }
}
