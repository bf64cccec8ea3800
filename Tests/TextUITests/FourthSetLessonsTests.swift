import Foundation
import Testing
import TextUI

/// What a fourth unseen set of real apps' screens (an offline-encyclopedia reader, a
/// subscription SDK's customer centre, a simulator control panel, a notes app's widgets) met
/// that TextUI lacked or drew wrong, each as a screen like the real one, written here.
@MainActor
@Suite struct FourthSetLessonsTests {
    /// A notes widget's large preview asks for the dark appearance the iOS 13 way,
    /// `.colorScheme(.dark)`; the appearance is what the view inside reads.
    @Test func aPreviewAskingForDarkTheIOS13WayDrawsWhatTheViewReadsInDark() {
        struct Header: View {
            @Environment(\.colorScheme) var colorScheme
            var body: some View { Text(colorScheme == .dark ? "All Notes (dark)" : "All Notes") }
        }
        #expect(Header().render(width: 20) == "All Notes")
        #expect(Header().colorScheme(.dark).render(width: 20) == "All Notes (dark)")
        #expect(VStack { Header() }.colorScheme(.dark).colorScheme(.light).render(width: 20) == "All Notes (dark)")
    }

    /// A download cell describes its progress as file work: one file, being downloaded. Linux's
    /// Foundation has the user-info keys but not the properties; they read back what was set.
    @Test func aDownloadDescribedAsFileWorkKeepsWhatItSet() {
        let progress = Progress(totalUnitCount: 100)
        #expect(progress.fileTotalCount == nil)
        #expect(progress.fileOperationKind == nil)
        progress.kind = .file
        progress.fileTotalCount = 1
        progress.fileCompletedCount = 0
        progress.fileOperationKind = .downloading
        #expect(progress.fileTotalCount == 1)
        #expect(progress.fileCompletedCount == 0)
        #expect(progress.fileOperationKind == .downloading)
        let cell = VStack(alignment: .leading) {
            Text("Wikipedia")
            Text(progress.fileOperationKind == .downloading ? "Downloading \(progress.fileTotalCount ?? 0) file" : "Paused")
        }
        #expect(cell.render(width: 20) == "Wikipedia\nDownloading 1 file")
    }

    /// A search result's snippet comes as a Foundation attributed string and is recoloured with
    /// an attribute dictionary; text has no colour, so every character shows as written.
    @Test func aSnippetRecolouredWithAnAttributeDictionaryShowsItsCharacters() {
        let snippet = NSAttributedString(string: "Lorem ipsum dolor")
        let styled = AttributedString(snippet).settingAttributes(AttributeContainer([.foregroundColor: Color.primary]))
        #expect(Text(styled).lineLimit(4).render(width: 20) == "Lorem ipsum dolor")
    }

    /// An "update available" screen: a colour that fills the phone's screen, its message and
    /// buttons laid over it, a `Spacer` between. With no height proposed the colour has no
    /// rows; the content over it still shows, as over the screen (it was blank).
    @Test func aColourScreenWithItsMessageInAnOverlayShowsTheMessage() {
        let screen = Color.gray.ignoresSafeArea().overlay {
            VStack {
                Text("Update available")
                Spacer()
                Button("Update") {}
            }
        }
        #expect(screen.render(width: 24) == """
                Update available
                   [ Update ]
            """)
    }
}
