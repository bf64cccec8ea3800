import Foundation
import Testing
import TextUI

/// Text fields, secure fields and text editors: boxes outside forms, rows inside them, the
/// prompt while empty, and what a screen reader hears.
@MainActor @Suite struct FieldControlTests {
    @Test func aFieldInAFormRowShowsItsTitleAndValueWithoutABox() {
        let form = Form {
            TextField("Name", text: .constant("Aiko"))
            TextField("Email", text: .constant(""), prompt: Text("you@example.com"))
            SecureField("Password", text: .constant(""))
            SecureField("PIN", text: .constant("1234"))
        }
        #expect(form.render(width: 28) == """
            ╭──────────────────────────╮
            │ Name                Aiko │
            ├──────────────────────────┤
            │ Email    you@example.com │
            ├──────────────────────────┤
            │ Password                 │
            ├──────────────────────────┤
            │ PIN                 •••• │
            ╰──────────────────────────╯
            """)
        #expect(form.accessibilityTranscript() == """
            Text field: Name, Aiko
            Text field: Email
            Secure text field: Password
            Secure text field: PIN, 4 characters
            """)
    }

    @Test func aFieldOutsideAFormShowsThePromptInItsBoxWhileEmpty() {
        #expect(TextField("Email", text: .constant(""), prompt: Text("you@example.com")).render(width: 21) == """
            ╭───────────────────╮
            │ you@example.com   │
            ╰───────────────────╯
            """)
        #expect(SecureField("Password", text: .constant(""), prompt: Text("8 or more characters")).render(width: 17, style: .ascii) == """
            +---------------+
            | 8 or more ... |
            +---------------+
            """)
    }

    @Test func aLabelClosureTitlesTheField() {
        let field = TextField(text: .constant("")) { Text("Search") }
        #expect(field.accessibilityTranscript() == "Text field: Search")
        #expect(field.render(width: 12) == "╭──────────╮\n│ Search   │\n╰──────────╯")
    }

    @Test func aVerticalFieldWrapsItsTextInsteadOfCuttingIt() {
        let text = "Tea, trains and tiny gardens."
        #expect(TextField("Bio", text: .constant(text), axis: .vertical).render(width: 18) == """
            ╭────────────────╮
            │ Tea, trains    │
            │ and tiny       │
            │ gardens.       │
            ╰────────────────╯
            """)
        #expect(TextField("Bio", text: .constant(text)).render(width: 18) == """
            ╭────────────────╮
            │ Tea, trains a… │
            ╰────────────────╯
            """)
    }

    @Test func aValueFieldShowsItsFormattedValue() {
        #expect(TextField("Amount", value: .constant(1234.5), format: .number).render(width: 12) == """
            ╭──────────╮
            │ 1,234.5  │
            ╰──────────╯
            """)
        let missing: Int? = nil
        #expect(Form { TextField("Age", value: .constant(missing), format: .number) }.render(width: 12).contains("│ Age      │"))
    }

    @Test func plainAndRoundedBorderStylesOverrideTheContext() {
        #expect(TextField("Find", text: .constant("tea")).textFieldStyle(.plain).render(width: 10) == "tea")
        #expect(Form { TextField("Find", text: .constant("tea")) }.textFieldStyle(.roundedBorder).render(width: 12) == """
            ╭──────────╮
            │ ╭──────╮ │
            │ │ tea  │ │
            │ ╰──────╯ │
            ╰──────────╯
            """)
    }

    @Test func aTextEditorShowsAllItsTextInABoxOrAsAFormRow() {
        let editor = TextEditor(text: .constant("One\nTwo"))
        #expect(editor.render(width: 9) == "╭───────╮\n│ One   │\n│ Two   │\n╰───────╯")
        #expect(TextEditor(text: .constant("")).render(width: 6) == "╭────╮\n│    │\n╰────╯")
        #expect(Form { editor }.render(width: 9) == "╭───────╮\n│ One   │\n│ Two   │\n╰───────╯")
        // One element, one line: the line break shows.
        #expect(editor.accessibilityTranscript() == "Text view: no label, One␊Two")
    }

    @Test func keyboardModifiersAcceptTheirValuesAndDrawNothing() {
        let plain = TextField("Email", text: .constant("a@b.c"))
        let modified = plain
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocapitalization(.none)
            .autocorrectionDisabled()
            .disableAutocorrection(true)
            .textContentType(.emailAddress)
            .submitLabel(.next)
            .onSubmit(of: .text) {}
            .submitScope()
            .scrollDismissesKeyboard(.interactively)
        #expect(modified.render(width: 12) == plain.render(width: 12))
        #expect(modified.accessibilityTranscript() == plain.accessibilityTranscript())
    }
}

/// Titles as SwiftUI takes them, fields as a labeled value, and the colour picker.
@MainActor @Suite struct TitleAndValueControlTests {
    @Test func aLiteralTitleIsAKeyAndAVariableIsShownAsItIs() {
        #expect(Toggle("Ratio \(0.5)", isOn: .constant(true)).render(width: 20) == "Ratio 0.500000  ( ●)")
        let title = "Ratio \(0.5)"
        #expect(Toggle(title, isOn: .constant(true)).render(width: 20) == "Ratio 0.5       ( ●)")
        #expect(Stepper("\(3) left", value: .constant(3)).render(width: 14) == "3 left     − +")
        #expect(Label("Inbox \(2)", systemImage: "tray").render() == "☐ Inbox 2")
    }

    @Test func aFieldAsALabeledValueShowsItsTextAlone() {
        let form = Form {
            LabeledContent("Name") { TextField("Required", text: .constant("Aiko")) }
            LabeledContent("Email") { TextField("Required", text: .constant("")) }
        }
        #expect(form.render(width: 20) == """
            ╭──────────────────╮
            │ Name        Aiko │
            ├──────────────────┤
            │ Email   Required │
            ╰──────────────────╯
            """)
    }

    @Test func aColorPickerNamesItsColour() {
        #expect(ColorPicker("Tint", selection: .constant(.blue)).render(width: 16, style: .ascii) == "Tint      * blue")
        #expect(ColorPicker("Tint", selection: .constant(Color.red.opacity(0.5))).accessibilityTranscript() == "Button: Tint, red 50%")
        #expect(ColorPicker(selection: .constant(.green)) { Text("Tint") }.labelsHidden().render() == "● green")
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green)).render(width: 12) == "Wi-Fi   ( ●)")
    }
}
