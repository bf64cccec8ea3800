import Testing
import TextUI

private struct SignIn: View {
    enum Field: Hashable { case email, password }
    @State var email = "aiko@example.com"
    @State var password = ""
    @FocusState var focus: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email).focused($focus, equals: .email)
            SecureField("Password", text: $password).focused($focus, equals: .password)
        }
    }
}

private struct Note: View {
    @State var text = "Buy tea"
    @FocusState var isEditing: Bool
    var body: some View { TextField("Note", text: $text).focused($isEditing) }
}

/// A focused field draws a caret; the focus state says which field that is.
@MainActor
@Suite struct FocusTests {
    @Test func noFieldShowsACaretUntilTheFocusNamesOne() {
        let screen = SignIn()
        #expect(!screen.render(width: 22).contains("▏"))
        screen.focus = .email
        #expect(screen.render(width: 22) == """
            ╭────────────────────╮
            │ aiko@example.com▏  │
            ╰────────────────────╯
            ╭────────────────────╮
            │ Password           │
            ╰────────────────────╯
            """)
        screen.focus = .password
        #expect(screen.render(width: 22).split(separator: "\n")[4] == "│ ▏Password          │")
        screen.password = "tea"
        #expect(screen.render(width: 22).split(separator: "\n")[4] == "│ •••▏               │")
    }

    @Test func theBoolFormFocusesItsOneFieldAndTheASCIICaretIsABar() {
        let note = Note()
        #expect(note.render(width: 14).split(separator: "\n")[1] == "│ Buy tea    │")
        note.$isEditing.wrappedValue = true
        #expect(note.isEditing)
        #expect(note.render(width: 14).split(separator: "\n")[1] == "│ Buy tea▏   │")
        #expect(note.render(width: 14, style: .ascii).split(separator: "\n")[1] == "| Buy tea|   |")
    }
}
