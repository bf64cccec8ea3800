#if !canImport(UIKit)
import Foundation

// UIKit's string drawing, which an image renderer's closure uses to letter a picture (a
// generated PDF page, a share card). Text has no pixels: the string is kept, in order, with the
// image being drawn, so a PDF page made from that image has it as its text.

extension String {
    /// Draws the string at `point` into the image being rendered: the image keeps it.
    ///
    /// ```swift
    /// let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 40)).image { _ in
    ///     "Invoice".draw(at: .zero, withAttributes: nil)
    /// }
    /// PDFPage(image: image)?.string   // "Invoice"
    /// ```
    ///
    /// UIKit: func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key : Any]? = nil)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsImageRendererContext.drawing.last?.drawnText.append(self)
    }

    /// Draws the string inside `rect` into the image being rendered: the image keeps it.
    ///
    /// UIKit: func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key : Any]? = nil)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        UIGraphicsImageRendererContext.drawing.last?.drawnText.append(self)
    }
}
#endif
