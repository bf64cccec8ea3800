import Foundation

/// A document kept as a value, read from and written to a file (what `fileExporter` and a
/// document-based app save). A preview opens and saves no file: a document is made by the
/// screen, and `fileWrapper(configuration:)` is never asked for.
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String) { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
///
/// SwiftUI: @preconcurrency protocol FileDocument : Sendable
@preconcurrency
public protocol FileDocument: Sendable {
    /// The content types the document reads.
    ///
    /// SwiftUI: static var readableContentTypes: [UTType] { get }
    static var readableContentTypes: [UTType] { get }

    /// The content types the document writes; those it reads unless it says otherwise.
    ///
    /// SwiftUI: static var writableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file.
    ///
    /// SwiftUI: init(configuration: Self.ReadConfiguration) throws
    init(configuration: ReadConfiguration) throws

    /// Writes the document to a file.
    ///
    /// SwiftUI: func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// SwiftUI: typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// SwiftUI: typealias WriteConfiguration = FileDocumentWriteConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The types the document reads.
    ///
    /// SwiftUI: static var writableContentTypes: [UTType] { get }
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its content type.
///
/// SwiftUI: struct FileDocumentReadConfiguration
public struct FileDocumentReadConfiguration {
    /// SwiftUI: let contentType: UTType
    public let contentType: UTType
    /// SwiftUI: let file: FileWrapper
    public let file: FileWrapper
}

/// What a document writes: the content type asked for and the file it replaces, if any.
///
/// SwiftUI: struct FileDocumentWriteConfiguration
public struct FileDocumentWriteConfiguration {
    /// SwiftUI: let contentType: UTType
    public let contentType: UTType
    /// SwiftUI: let existingFile: FileWrapper?
    public let existingFile: FileWrapper?
}

extension View {
    /// While `isPresented` is true, presents the system's document browser to save `document`
    /// as `contentType`. Drawn as ``fileImporter(isPresented:allowedContentTypes:onCompletion:)``
    /// is: a sheet holding the line that names the browser. A preview saves nothing, so
    /// `onCompletion` never runs.
    ///
    /// SwiftUI: func fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View where D : FileDocument
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        presentingSystemPicker("UIDocumentPickerViewController", isPresented.wrappedValue && document != nil)
    }

    /// Presents the document browser to save several documents.
    ///
    /// SwiftUI: func fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C : Collection, C.Element : FileDocument
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        presentingSystemPicker("UIDocumentPickerViewController", isPresented.wrappedValue && !documents.isEmpty)
    }

    /// Presents the document browser to save `item` as one of `contentTypes`.
    ///
    /// SwiftUI: func fileExporter<T>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}) -> some View where T : Transferable
    public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        presentingSystemPicker("UIDocumentPickerViewController", isPresented.wrappedValue && item != nil)
    }
}
