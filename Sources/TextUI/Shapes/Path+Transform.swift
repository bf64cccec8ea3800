import Foundation

extension Path {
    /// This path with every point, control points included, moved by `transform`: turned,
    /// scaled, skewed or moved, it draws so.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 16, height: 16))
    ///     .applying(CGAffineTransform(translationX: 16, y: 16))
    ///     .boundingRect  // (16, 16, 16, 16)
    /// ```
    ///
    /// SwiftUI: func applying(_ transform: CGAffineTransform) -> Path
    public func applying(_ transform: CGAffineTransform) -> Path {
        transform.isIdentity ? self : mapPoints { $0.applying(transform) }
    }

    /// Adds what `figure` draws, its points moved by `transform`. The figure is drawn where
    /// this path's current point is before the transform (so an arc that joins it joins it
    /// after); a transform with no inverse collapses the figure whatever it joins.
    mutating func adding(transform: CGAffineTransform, _ figure: (inout Path) -> Void) {
        guard !transform.isIdentity else { return figure(&self) }
        var scratch = Path()
        if let current = currentPoint { scratch.move(to: current.applying(transform.inverted())) }
        let lead = scratch.elements.count
        figure(&scratch)
        scratch.elements.removeFirst(lead)
        elements += scratch.applying(transform).elements
    }
}
