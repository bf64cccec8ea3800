import Foundation

extension View {
    /// While `isPresented` is true, presents the system's document browser for files of
    /// `allowedContentTypes`. TextUI draws no UIKit controllers: the browser is a sheet holding
    /// the line that names it, as a wrapped controller is drawn. A preview picks no file, so
    /// `onCompletion` never runs.
    ///
    /// ```swift
    /// Text("Notes\n━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━\n\n\n")
    ///     .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
    ///     .render(width: 36)
    /// ```
    /// ```text
    /// Notes
    /// ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
    /// ╭───────────────━━━────────────────╮
    /// │ ⬚ UIDocumentPickerViewController │
    /// │                                  │
    /// ```
    ///
    /// SwiftUI: func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        presentingSystemPicker("UIDocumentPickerViewController", isPresented.wrappedValue)
    }

    /// The document browser letting a person pick several files when `allowsMultipleSelection`
    /// (see ``fileImporter(isPresented:allowedContentTypes:onCompletion:)``).
    ///
    /// SwiftUI: func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        presentingSystemPicker("UIDocumentPickerViewController", isPresented.wrappedValue)
    }

    /// This view with a sheet over it, while `isPresented`, holding the line that names the
    /// system controller `name` (a picker SwiftUI presents for the view).
    func presentingSystemPicker(_ name: String, _ isPresented: Bool) -> ModifiedView<Self> {
        presenting(sheet: isPresented ? PlatformViewPlaceholder.line(naming: name) : nil)
    }
}
