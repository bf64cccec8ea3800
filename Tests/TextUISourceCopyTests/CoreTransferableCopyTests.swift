import Testing
@testable import TextUISourceCopy

/// A model file imports CoreTransferable for `Transferable` alone (SwiftUI brings it to a view
/// file): the copy imports TextUI for it, which declares it.
@Suite struct CoreTransferableCopyTests {
    @Test func coreTransferableIsImportedAsTextUI() {
        let copy = TextCopy(source: "import CoreTransferable\nstruct Note: Transferable {}\n", path: "/app/Note.swift", platform: CopyPlatform())
        #expect(copy.text.contains("import TextUI"))
        #expect(!copy.text.contains("import CoreTransferable"))
        #expect(CopyPlatform().replacement(forImportOf: "CoreTransferable") == "TextUI")
    }
}
