/// The button that switches a list in and out of editing, drawn with its title "Edit" (plain
/// in a navigation bar, as every bar button).
///
/// ```swift
/// EditButton()
/// ```
/// ```text
/// [ Edit ]
/// ```
/// SwiftUI: struct EditButton
public struct EditButton: View {
    /// SwiftUI: EditButton.init()
    public init() {}

    /// SwiftUI: EditButton.body
    public var body: some View {
        Button("Edit") {}
    }
}
