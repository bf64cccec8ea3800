#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The image as PNG bytes: an image made from data gives back the bytes it was made from
    /// (a photo a screen captured and now saves or measures); one made from a name or drawn has
    /// no pixels here to encode, so `nil`, as UIKit returns for an image with no bitmap.
    ///
    /// ```swift
    /// let photo = UIImage(data: bytes)!
    /// photo.pngData()?.count   // bytes.count
    /// UIImage(named: "logo")!.pngData()   // nil
    /// ```
    ///
    /// UIKit: func pngData() -> Data?
    public func pngData() -> Data? {
        encoded
    }

    /// The image as JPEG bytes at `compressionQuality` (0 to 1): as ``pngData()``, the bytes an
    /// image was made from, whatever the quality (nothing is re-encoded), or `nil`.
    ///
    /// UIKit: func jpegData(compressionQuality: CGFloat) -> Data?
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded
    }
}
#endif
