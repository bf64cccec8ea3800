/// The outline of a shape you write yourself: lines and curves in points, as SwiftUI records
/// them. Drawn, a path is traced in Braille dots — two across and four down a cell, so a dot
/// is 4 × 4 points (a column is 8 points, a row 16) — filled as a plain shape is, traced when
/// stroked; in ASCII each cell a dot touches is `#` (filled) or `*` (traced).
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 0))
///     path.addLine(to: CGPoint(x: 48, y: 32))
/// }
/// .stroke(.red)
/// .frame(width: 48, height: 32)
/// ```
/// ```text
/// ⠙⠢⣄
///    ⠙⠢⣄
/// ```
///
/// SwiftUI: Path
public struct Path: Equatable, Sendable {
    /// What the path holds, in the order it was made.
    var elements: [Element] = []

    /// One piece of a path.
    ///
    /// SwiftUI: Path.Element
    public enum Element: Equatable, Sendable {
        /// SwiftUI: Path.Element.move(to:)
        case move(to: CGPoint)
        /// SwiftUI: Path.Element.line(to:)
        case line(to: CGPoint)
        /// SwiftUI: Path.Element.quadCurve(to:control:)
        case quadCurve(to: CGPoint, control: CGPoint)
        /// SwiftUI: Path.Element.curve(to:control1:control2:)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// SwiftUI: Path.Element.closeSubpath
        case closeSubpath
    }

    /// SwiftUI: Path.init()
    public init() {}

    /// SwiftUI: Path.init(_:)
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// SwiftUI: Path.init(roundedRect:cornerRadius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// SwiftUI: Path.init(roundedRect:cornerSize:style:)
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// SwiftUI: Path.init(ellipseIn:)
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// SwiftUI: Path.init(_:)
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// SwiftUI: Path.isEmpty
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next line starts from; `nil` before the first move.
    ///
    /// SwiftUI: Path.currentPoint
    public var currentPoint: CGPoint? {
        for (index, element) in elements.enumerated().reversed() {
            switch element {
            case .move(let end), .line(let end), .quadCurve(let end, _), .curve(let end, _, _): return end
            case .closeSubpath:
                // A closed subpath ends where it began: at its last move.
                for earlier in elements[..<index].reversed() {
                    if case .move(let start) = earlier { return start }
                }
                return nil
            }
        }
        return nil
    }

    /// The smallest rectangle holding every point of the path, control points included.
    ///
    /// SwiftUI: Path.boundingRect
    public var boundingRect: CGRect { PathOutline(self).boundingRect }

    /// SwiftUI: Path.forEach(_:)
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// SwiftUI: Path.move(to:)
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
    }

    /// A line from the current point (or from `end`, with none) to `end`.
    ///
    /// SwiftUI: Path.addLine(to:)
    public mutating func addLine(to end: CGPoint) {
        if currentPoint == nil { move(to: end) }
        elements.append(.line(to: end))
    }

    /// SwiftUI: Path.addLines(_:)
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// SwiftUI: Path.addQuadCurve(to:control:)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// SwiftUI: Path.addCurve(to:control1:control2:)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// SwiftUI: Path.closeSubpath()
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, its corners moved by `transform` (a turned rectangle draws turned).
    ///
    /// SwiftUI: mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(transform: transform) { path in
            let rect = rect.standardized
            path.addLines([
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ])
            path.closeSubpath()
        }
    }

    /// SwiftUI: mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// SwiftUI: mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity)
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// This path moved `dx` across and `dy` down.
    ///
    /// SwiftUI: Path.offsetBy(dx:dy:)
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The part of this path from `from` to `to` of its length (0 to 1), as lines.
    ///
    /// SwiftUI: Path.trimmedPath(from:to:)
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        PathOutline(self).trimmed(from: Double(from), to: Double(to)).path
    }

    /// Whether `point` is inside the path, by the non-zero rule or, with `eoFill`, even-odd.
    ///
    /// SwiftUI: Path.contains(_:eoFill:)
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathOutline(self).contains(point, evenOdd: eoFill)
    }

    /// This path with `transform` applied to every point.
    func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case .move(let end): .move(to: transform(end))
            case .line(let end): .line(to: transform(end))
            case .quadCurve(let end, let control): .quadCurve(to: transform(end), control: transform(control))
            case .curve(let end, let control1, let control2): .curve(to: transform(end), control1: transform(control1), control2: transform(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        return copy
    }
}

// The conformance sits in an extension, so a path is made and measured off the main actor, as
// SwiftUI's is.
extension Path: Shape {
    /// A path is its own outline, wherever it is drawn.
    ///
    /// SwiftUI: Path.path(in:)
    public nonisolated func path(in rect: CGRect) -> Path { self }
}
