// Foundation's FileWrapper, which a `FileDocument` reads from and writes to. Linux's Foundation
// has none, so TextUI declares the part documents use there: a file's bytes or a folder of
// wrappers, in memory.
#if !canImport(Darwin)
import Foundation

/// A file's contents, or a folder of named file wrappers, held in memory.
///
/// ```swift
/// let wrapper = FileWrapper(regularFileWithContents: Data("Hello".utf8))
/// wrapper.regularFileContents   // 5 bytes
/// wrapper.isDirectory           // false
/// ```
///
/// Foundation: class FileWrapper
open class FileWrapper: NSObject {
    private var contents: Data?
    private var children: [String: FileWrapper]?

    /// Foundation: var preferredFilename: String?
    open var preferredFilename: String?
    /// Foundation: var filename: String?
    open var filename: String?

    /// A regular file holding `contents`.
    ///
    /// Foundation: init(regularFileWithContents contents: Data)
    public init(regularFileWithContents contents: Data) {
        self.contents = contents
    }

    /// A folder holding `childrenByPreferredName`, each named by its key.
    ///
    /// Foundation: init(directoryWithFileWrappers childrenByPreferredName: [String : FileWrapper])
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        self.children = childrenByPreferredName
    }

    /// Foundation: var isRegularFile: Bool { get }
    open var isRegularFile: Bool { contents != nil }
    /// Foundation: var isDirectory: Bool { get }
    open var isDirectory: Bool { children != nil }

    /// The file's bytes; `nil` for a folder.
    ///
    /// Foundation: var regularFileContents: Data? { get }
    open var regularFileContents: Data? { contents }

    /// The folder's wrappers by name; `nil` for a file.
    ///
    /// Foundation: var fileWrappers: [String : FileWrapper]? { get }
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to this folder under its preferred name (numbered when the name is taken)
    /// and returns the name it was given.
    ///
    /// Foundation: func addFileWrapper(_ child: FileWrapper) -> String
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let wanted = child.preferredFilename ?? "Untitled"
        var name = wanted
        var number = 2
        while children?[name] != nil {
            name = "\(number) \(wanted)"
            number += 1
        }
        children = (children ?? [:]).merging([name: child]) { _, new in new }
        return name
    }

    /// Adds a file holding `data` to this folder; returns the name it was given.
    ///
    /// Foundation: func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this folder.
    ///
    /// Foundation: func removeFileWrapper(_ child: FileWrapper)
    open func removeFileWrapper(_ child: FileWrapper) {
        children = children?.filter { $0.value !== child }
    }
}
#endif
