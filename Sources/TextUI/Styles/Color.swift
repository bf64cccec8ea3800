/// A colour. Text has no colour, so a `Color` as a view draws blank cells: like SwiftUI's, it
/// takes all the room offered (a `Spacer` in both directions) and shows nothing, so as a
/// background it never hides the content in front of it.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 0) {
///     Text("You are offline")
///     Color.yellow.frame(height: 16)
///     Text("Showing saved mail")
/// }
/// ```
/// ```text
/// You are offline
///
/// Showing saved mail
/// ```
///
/// SwiftUI: Color
public struct Color: Hashable, CustomStringConvertible, Sendable {
    let name: String
    let alpha: Double

    init(name: String, alpha: Double = 1) {
        self.name = name
        self.alpha = alpha
    }

    /// Whether this colour shows nothing (`clear`, or opacity 0).
    var isClear: Bool { name == "clear" || !(alpha > 0) }

    /// The colour's name (`red`, `#FF8000`), and its opacity when not 1.
    ///
    /// SwiftUI: Color.description
    public var description: String {
        alpha == 1 ? name : "\(name) \(Int((alpha * 100).rounded()))%"
    }

    /// This colour at `opacity` (0 to 1) of its own; at 0 it is clear.
    ///
    /// SwiftUI: Color.opacity(_:)
    public func opacity(_ opacity: Double) -> Color {
        Color(name: name, alpha: alpha * min(1, max(0, opacity.isNaN ? 0 : opacity)))
    }
}

extension Color {
    /// A colour from the asset catalog, by name.
    ///
    /// SwiftUI: Color.init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    /// A colour from its red, green and blue parts (0 to 1).
    ///
    /// SwiftUI: Color.init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(name: Color.hex(red, green, blue), alpha: min(1, max(0, opacity.isNaN ? 0 : opacity)))
    }

    /// A grey from 0 (black) to 1 (white).
    ///
    /// SwiftUI: Color.init(_:white:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from its hue, saturation and brightness (0 to 1).
    ///
    /// SwiftUI: Color.init(hue:saturation:brightness:opacity:)
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(name: "hsb(\(hue), \(saturation), \(brightness))", alpha: min(1, max(0, opacity.isNaN ? 0 : opacity)))
    }

    /// The colour spaces a colour's parts can be given in.
    ///
    /// SwiftUI: Color.RGBColorSpace
    public enum RGBColorSpace: Hashable, Sendable {
        /// SwiftUI: Color.RGBColorSpace.sRGB
        case sRGB
        /// SwiftUI: Color.RGBColorSpace.sRGBLinear
        case sRGBLinear
        /// SwiftUI: Color.RGBColorSpace.displayP3
        case displayP3
    }

    private static func hex(_ parts: Double...) -> String {
        "#" + parts.map { part -> String in
            let byte = Int((min(1, max(0, part.isNaN ? 0 : part)) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
