import Foundation
import Testing
import TextUI

/// Files in and out of a screen as the fetched apps write it: `UTType`s named as Apple names
/// them, the document browser `fileImporter` presents (a sheet holding the line that names the
/// controller, as a wrapped controller draws), and drop targets and drag sources, which a
/// preview never drops on or drags from.
@MainActor
@Suite struct FileImportAndDropTests {
    struct ImportScreen: View {
        @State var isImporting: Bool
        @State private var picked: [String] = []
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Button("Import backup") { isImporting = true }
                    Text("\(picked.count) files")
                }
                .navigationTitle("Backups")
                .navigationBarTitleDisplayMode(.inline)
            }
            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json, .zip]) { result in
                picked.append((try? result.get().lastPathComponent) ?? "failed")
            }
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
                picked += ((try? result.get()) ?? []).map(\.lastPathComponent)
            }
        }
    }

    @Test func aClosedImporterDrawsTheScreenAndAnOpenOneTheDocumentBrowserAsASheet() async {
        #expect(ImportScreen(isImporting: false).render(width: 36, height: 5) == """
                          Backups
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
                     [ Import backup ]
                     0 files

            """)
        #expect(await ImportScreen(isImporting: true).appear(width: 36, height: 5).text == """
                          Backups
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
            ╭───────────────━━━────────────────╮
            │ ⬚ UIDocumentPickerViewController │
            │                                  │
            """, "no file is picked: the completion never runs")
    }

    @Test func typesConformThroughTheirParentsAndKnowTheirExtensionAndMIMEType() throws {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(UTType.pdf.conforms(to: .content) && !UTType.pdf.conforms(to: .image))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.epub.conforms(to: .zip) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.preferredFilenameExtension == "json" && UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.jpeg.identifier == "public.jpeg" && "\(UTType.fileURL)" == "public.file-url")
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "jpg", conformingTo: .audio) != .jpeg, "a known extension of another kind")
        let comic = try #require(UTType(filenameExtension: "cbz"))
        #expect(comic.identifier == "dyn.cbz" && comic.conforms(to: .data) && comic.preferredFilenameExtension == "cbz")
        #expect(UTType("public.png") == .png && UTType("") == nil)
        let backup = UTType(exportedAs: "com.example.backup", conformingTo: .json)
        #expect(backup.conforms(to: .text) && !backup.conforms(to: .image) && backup.preferredMIMEType == nil)
        #expect(Set([UTType.png, UTType("public.png")!, .jpeg]).count == 2)
    }
}

extension FileImportAndDropTests {
    /// Tabs a person reorders by dragging, and a drop zone for photos, as the apps write them.
    struct ReorderableTabs: View, DropDelegate {
        let tabs: [String]
        @State private var isTargeted = false
        @State private var dropped = 0
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    ForEach(tabs, id: \.self) { tab in
                        Text(tab)
                            .onDrag { NSItemProvider(item: tab as NSString, typeIdentifier: UTType.plainText.identifier) }
                            .onDrag({ NSItemProvider() }, preview: { Text("Moving \(tab)") })
                            .onDrop(of: [.plainText], delegate: self)
                    }
                }
                Text(isTargeted ? "Release to add" : "\(dropped) photos")
                    .onDrop(of: [.image], isTargeted: $isTargeted) { providers in dropped += providers.count; return true }
                    .onDrop(of: [.fileURL], isTargeted: nil) { _, location in location.x > 0 }
                    .onDrop(of: ["public.item", "public.file-url"], isTargeted: nil) { _ in false }
            }
        }
        func performDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.text]) }
        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    }

    @Test func dragSourcesAndDropTargetsDrawTheScreenAsItWasAndNothingIsDropped() async {
        let expected = """
            Inbox Sent
            0 photos
            """
        #expect(ReorderableTabs(tabs: ["Inbox", "Sent"]).render(width: 20) == expected)
        #expect(await ReorderableTabs(tabs: ["Inbox", "Sent"]).appear(width: 20).text == expected, "nothing is dragged over")
    }

    @Test func anItemProviderLoadsWhatItWasGivenByConformingType() {
        let provider = NSItemProvider(item: "Hello" as NSString, typeIdentifier: UTType.utf8PlainText.identifier)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier) && !NSItemProvider().hasItemConformingToTypeIdentifier("public.item"))
        var loaded: [String] = []
        provider.loadDataRepresentation(for: .plainText) { data, error in
            loaded.append(data.map { String(decoding: $0, as: UTF8.self) } ?? "error: \(error != nil)")
        }
        provider.loadItem(forTypeIdentifier: UTType.png.identifier, options: nil) { item, error in
            loaded.append(item == nil && error != nil ? "no png" : "png")
        }
        #expect(loaded == ["Hello", "no png"])
        #expect(DropProposal(operation: .copy).operation == .copy)
    }
}
