/// Two images are equal when they draw the same: the same symbol or asset name, the same
/// level and the same reading. A view can then watch an optional image with
/// `onChange(of:)`, as a loader that hands its picture over does.
///
/// SwiftUI: extension Image : Equatable
extension Image: Equatable {
    /// SwiftUI: static func == (lhs: Image, rhs: Image) -> Bool
    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.systemName == rhs.systemName && lhs.isAsset == rhs.isAsset
            && lhs.isDecorative == rhs.isDecorative && lhs.variableValue == rhs.variableValue
    }
}
