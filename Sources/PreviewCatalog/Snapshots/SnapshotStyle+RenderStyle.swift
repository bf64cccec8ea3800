import TextSnapshots
import TextUI

extension SnapshotStyle {
    /// The snapshot style whose files hold drawings in `style` (`.ascii` → `@ascii`).
    package init(_ style: RenderStyle) {
        switch style {
        case .unicode: self = .unicode
        case .ascii: self = .ascii
        }
    }
}

extension RenderStyle {
    /// The render style a snapshot file of `style` was drawn in.
    package init(_ style: SnapshotStyle) {
        switch style {
        case .unicode: self = .unicode
        case .ascii: self = .ascii
        }
    }
}
