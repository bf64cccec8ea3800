import Foundation
import TextSnapshots
import TextUI

extension SnapshotKey {
    /// The key of `screen`/`state` in `variant`.
    public init(screen: String, state: String, variant: PreviewVariant) {
        self.init(
            screen: screen, state: state, width: variant.width, style: SnapshotStyle(variant.style),
            height: variant.height, isAccessibility: variant.isAccessibility, locale: variant.locale?.identifier
        )
    }

    /// The variant this key draws.
    public var variant: PreviewVariant {
        var variant = isAccessibility ? .a11y : PreviewVariant(width: width, height: height, style: RenderStyle(style))
        variant.locale = locale.map(Locale.init(identifier:))
        return variant
    }

    /// The variant's name, as reports show it (see ``PreviewVariant/name``).
    ///
    /// ```text
    /// w40          40 columns, Unicode
    /// w32@ascii    32 columns, ASCII
    /// a11y         the accessibility transcript
    /// ```
    public var variantName: String {
        variant.name
    }
}
