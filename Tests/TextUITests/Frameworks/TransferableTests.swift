import Foundation
import Testing
import TextUI

/// CoreTransferable's types and SwiftUI's transfer modifiers: a model declares how it travels,
/// a screen drags, drops, pastes, shares and exports it, and a preview draws the screen as it
/// is at rest — nothing is dragged, dropped, pasted, shared or saved.
@MainActor @Suite struct TransferableTests {
    struct Recipe: Codable, Transferable, Identifiable {
        var id: String { title }
        var title: String
        var card: Data

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            DataRepresentation(exportedContentType: .png) { $0.card }
                .suggestedFileName("card.png")
            FileRepresentation(importedContentType: .plainText) { received in
                Recipe(title: received.file.lastPathComponent, card: Data())
            }
            ProxyRepresentation(exporting: \.title)
                .exportingCondition { !$0.title.isEmpty }
                .visibility(.all)
        }
    }

    struct Shelf: View {
        var recipes = [Recipe(title: "Miso soup", card: Data()), Recipe(title: "Onigiri", card: Data())]
        var draggable: Bool

        var body: some View {
            List {
                ForEach(recipes) { recipe in
                    if draggable {
                        Text(recipe.title).draggable(recipe) { Text("Moving…") }
                    } else {
                        Text(recipe.title)
                    }
                }
                .dropDestination(for: Recipe.self) { _, _ in }
                PasteButton(payloadType: Recipe.self) { _ in }
            }
            .dropDestination(for: String.self) { _, _ in true } isTargeted: { _ in }
            .dropDestination(for: Color.self) { colors, _ in !colors.isEmpty }
            .copyable(recipes)
            .pasteDestination(for: Recipe.self) { _ in }
        }
    }

    @Test func dragDropCopyAndPasteLeaveTheScreenAsItIs() {
        let plain = Shelf(draggable: false).render(width: 20)
        #expect(plain == Shelf(draggable: true).render(width: 20))
        #expect(plain == """
            ╭──────────────────╮
            │ Miso soup        │
            ├──────────────────┤
            │ Onigiri          │
            ├──────────────────┤
            │ ⎘ Paste          │
            ╰──────────────────╯
            """)
    }

    @Test func aPasteButtonIsTheClipboardAndPasteInTheScreensLanguage() {
        let button = PasteButton(payloadType: String.self) { _ in }
        #expect(button.render() == "[ ⎘ Paste ]")
        #expect(button.environment(\.locale, Locale(identifier: "ja")).render() == "[ ⎘ ペースト ]")
        #expect(button.accessibilityTranscript() == "Button: Paste")
    }

    @Test func anyTransferableItemIsSharedWithItsPreview() {
        let recipe = Recipe(title: "Miso soup", card: Data())
        let links = VStack(alignment: .leading) {
            ShareLink(item: recipe, preview: SharePreview(recipe.title))
            ShareLink("Send recipe", item: recipe, preview: SharePreview("Miso soup", image: Image(systemName: "fork.knife")))
            ShareLink(item: recipe, preview: SharePreview(Text("Miso soup"))) { Text("Send") }
            ShareLink(items: [recipe], preview: { SharePreview($0.title) })
        }
        #expect(links.render() == """
            [ ⇪ Share ]
            [ ⇪ Send recipe ]
            [ Send ]
            [ ⇪ Share ]
            """)
    }

    @Test func anExporterIsTheDocumentBrowserWhileOpenAndAMissingDocumentOpensNothing() {
        struct Notes: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            var text: String
            init(text: String) { self.text = text }
            init(configuration: ReadConfiguration) throws {
                text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(text.utf8))
            }
        }
        let screen = Text("Notes")
        #expect(screen.fileExporter(isPresented: .constant(false), document: Notes(text: "Hi"), contentType: .plainText) { _ in }
            .render(width: 36) == "Notes")
        let open = screen.fileExporter(isPresented: .constant(true), document: Notes(text: "Hi"), contentType: .plainText) { _ in }
            .render(width: 36)
        #expect(open.contains("⬚ UIDocumentPickerViewController"))
        #expect(screen.fileExporter(isPresented: .constant(true), document: Notes?.none, contentType: .plainText) { _ in }
            .render(width: 36) == "Notes")
        let item = screen.fileExporter(isPresented: .constant(true), item: "Hi", defaultFilename: "hi.txt") { _ in }
            .render(width: 36)
        #expect(item == open)
        #expect(Notes.writableContentTypes == [.plainText])
    }

    @Test func aFileWrapperHoldsBytesOrNamedChildren() {
        let file = FileWrapper(regularFileWithContents: Data("Hi".utf8))
        #expect(file.isRegularFile && !file.isDirectory)
        #expect(file.regularFileContents == Data("Hi".utf8))
        #expect(file.fileWrappers == nil)
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": file])
        #expect(folder.isDirectory && folder.regularFileContents == nil)
        #expect(file.preferredFilename == "a.txt")
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "a.txt") == "2 a.txt")
        #expect(folder.addRegularFile(withContents: Data(), preferredFilename: "b.txt") == "b.txt")
        #expect(folder.fileWrappers.map { $0.keys.sorted() } == ["2 a.txt", "a.txt", "b.txt"])
        folder.removeFileWrapper(file)
        #expect(folder.fileWrappers.map { $0.keys.sorted() } == ["2 a.txt", "b.txt"])
    }
}
