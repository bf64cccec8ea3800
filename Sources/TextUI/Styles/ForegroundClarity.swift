/// Whether the foreground style around a view is clear (`.foregroundStyle(.clear)`): a shape
/// drawn in it shows nothing, as a clear shape on a phone does — a `Rectangle` painted clear
/// and framed is a spacer that keeps a title centred, not a block.
private struct ForegroundIsClearKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the nearest foreground style around this view is clear.
    var foregroundIsClear: Bool {
        get { self[ForegroundIsClearKey.self] }
        set { self[ForegroundIsClearKey.self] = newValue }
    }
}

extension View {
    /// This view in a foreground style that is clear or not (the nearest style wins).
    func foreground(isClear: Bool) -> EnvironmentModifiedView<Self> {
        EnvironmentModifiedView(self) { $0.environment.foregroundIsClear = isClear }
    }
}
