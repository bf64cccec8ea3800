import Testing
import TextUI

/// Sheets, covers, popovers, alerts and dialogs in SwiftUI's current forms.
@MainActor
@Suite struct PresentationFormsTests {
    struct Draft: Identifiable { let id: Int }
    struct LoadError: LocalizedError { var errorDescription: String? { "Offline" } }

    @Test func aFullScreenCoverReplacesTheScreenAndFillsAGivenHeight() {
        let view = Text("Base").fullScreenCover(isPresented: .constant(true)) { Text("Cover") }
        #expect(view.render(width: 10) == "Cover")
        #expect(view.render(width: 10, height: 3) == "Cover\n\n")
        #expect(view.accessibilityTranscript() == "Text: Cover")
        let closed = Text("Base").fullScreenCover(item: .constant(Draft?.none)) { Text("Draft \($0.id)") }
        #expect(closed.render(width: 10) == "Base")
    }

    @Test func aPopoverIsASheetOnAPhone() {
        let popover = Text("A\nB\nC").popover(isPresented: .constant(true)) { Text("Tip") }
        let sheet = Text("A\nB\nC").sheet(isPresented: .constant(true), onDismiss: {}) { Text("Tip") }
        #expect(popover.render(width: 10) == sheet.render(width: 10))
        let item = Text("A\nB\nC").popover(item: .constant(Optional(Draft(id: 2)))) { Text("Draft \($0.id)") }
        #expect(item.render(width: 12).contains("Draft 2"))
    }

    @Test func presentationSettingsAreAcceptedAndDrawNothing() {
        let plain = Text("A\nB\nC").sheet(isPresented: .constant(true)) { Text("Sheet") }
        let tuned = Text("A\nB\nC").sheet(isPresented: .constant(true)) {
            Text("Sheet")
                .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(20)
                .interactiveDismissDisabled()
        }
        #expect(tuned.render(width: 12) == plain.render(width: 12))
    }

    @Test func alertTitlesMayBeTextAndAnErrorTitlesItsAlert() {
        let text = Text("").alert(Text("Saved"), isPresented: .constant(true)) {}
        #expect(text.render(width: 16).contains("Saved"))
        let error = Text("").alert(isPresented: .constant(true), error: Optional(LoadError())) { _ in
            Button("Retry") {}
        } message: { _ in
            Text("Check the connection")
        }
        #expect(error.accessibilityTranscript() == """
            Heading, Modal: Offline
            Text: Check the connection
            Button: Retry
            """)
        let noError = Text("Base").alert(isPresented: .constant(true), error: LoadError?.none) { Button("OK") {} }
        #expect(noError.render(width: 10) == "Base")
    }

    @Test func aDialogPresentingNothingShowsNothingAndTheTitleShowsOnlyWhenVisible() {
        let none = Text("Base").confirmationDialog("Delete?", isPresented: .constant(true), presenting: Int?.none) { _ in
            Button("Delete") {}
        }
        #expect(none.render(width: 12) == "Base")
        let hidden = Text("").confirmationDialog(Text("Delete?"), isPresented: .constant(true)) { Button("Delete") {} }
        #expect(!hidden.render(width: 16).contains("Delete?"))
        let shown = Text("").confirmationDialog(Text("Delete?"), isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete") {}
        }
        #expect(shown.render(width: 16).contains("Delete?"))
    }

    @Test func theIOS13AlertAndActionSheetDrawAsTheirCurrentForms() {
        let legacy = Text("").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        let current = Text("").alert("Saved", isPresented: .constant(true)) {}
        #expect(legacy.render(width: 16) == current.render(width: 16))
        let none = Text("Base").alert(item: .constant(Draft?.none)) { Alert(title: Text("Draft \($0.id)")) }
        #expect(none.render(width: 10) == "Base")
        let sheet = Text("").actionSheet(item: .constant(Optional(Draft(id: 4)))) { draft in
            ActionSheet(title: Text("Draft \(draft.id)"), message: Text("Choose"), buttons: [.destructive(Text("Delete")), .cancel()])
        }
        #expect(sheet.accessibilityTranscript() == "Text, Modal: Draft 4\nText: Choose\nButton: Delete\nButton: Cancel")
    }

    @Test func aDialogsCancelButtonComesLastAndOneIsAddedWhenThereIsNone() {
        let written = Text("").confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Delete", role: .destructive) {}
            Button("Share") {}
        }
        #expect(written.render(width: 12) == """
            ╭──────────╮
            │  Delete  │
            ├──────────┤
            │  Share   │
            ├──────────┤
            │  Cancel  │
            ╰──────────╯
            """)
        let none = Text("").confirmationDialog("Photo", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
        #expect(none.render(width: 12) == "╭──────────╮\n│  Delete  │\n├──────────┤\n│  Cancel  │\n╰──────────╯")
        #expect(none.accessibilityTranscript() == "Button: Delete\nButton: Cancel")
    }

    @Test func anInspectorIsASheetOnAPhone() {
        let inspected = Text("Photo").inspector(isPresented: .constant(true)) {
            Text("Taken in Kyoto").inspectorColumnWidth(min: 200, ideal: 300, max: 400)
        }
        #expect(inspected.render(width: 18) == Text("Photo").sheet(isPresented: .constant(true)) { Text("Taken in Kyoto") }.render(width: 18))
        #expect(Text("Photo").inspector(isPresented: .constant(false)) { Text("x") }.inspectorColumnWidth(300).render() == "Photo")
    }
}
