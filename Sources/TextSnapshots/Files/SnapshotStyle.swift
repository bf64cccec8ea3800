/// The characters a snapshot is drawn with, as its file name spells them: Unicode box drawing
/// (the default, no suffix) or ASCII (`idle@ascii.txt`).
///
/// The cases of TextUI's `RenderStyle`, kept here so that snapshot files compile without
/// TextUI (beside it, in a clean build). PreviewCatalog converts between the two, both ways.
///
/// ```swift
/// SnapshotKey(screen: "Login", state: "idle", width: 32, style: .ascii).relativePath
/// // "Login/idle@w32@ascii.txt"
/// ```
public enum SnapshotStyle: String, Sendable, CaseIterable {
    /// Box-drawing characters and symbols: the default, whose files have no style suffix.
    case unicode
    /// Printable ASCII only: files end in `@ascii`.
    case ascii
}
