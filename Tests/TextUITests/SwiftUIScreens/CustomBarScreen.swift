import Testing
import TextUI

// A settings sheet as teams write it when they want their own bar: a ZStack of the buttons
// row and a centred title row, over a Form; after saving, a card floats over the form's
// bottom. In SwiftUI only what a layer draws covers what is under it: the spacers of the title
// row and the card's margins are see-through, so the form's rows show beside the card.

struct CustomBarScreen: View {
    var isSaved = false

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack {
                    Button("Cancel") {}
                    Spacer()
                    Button("Save") {}
                }
                HStack {
                    Spacer()
                    Text("Settings").font(.headline)
                    Spacer()
                }
            }
            Divider()
            ZStack(alignment: .bottom) {
                Form {
                    Section("Account") {
                        LabeledContent("Name", value: "Aiko Tanaka")
                        LabeledContent("Plan", value: "Pro")
                    }
                }
                if isSaved {
                    Label("Saved", systemImage: "checkmark.circle")
                        .padding(.horizontal)
                        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.secondary))
                        .frame(maxWidth: .infinity)
                }
            }
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct CustomBarScreenTests {
    @Test func theTitleRowsSpacersLeaveBothButtonsShowing() {
        #expect(CustomBarScreen().render(width: 40) == """
            [ Cancel ]      Settings        [ Save ]
            ────────────────────────────────────────
              Account
            ╭──────────────────────────────────────╮
            │ Name                     Aiko Tanaka │
            ├──────────────────────────────────────┤
            │ Plan                             Pro │
            ╰──────────────────────────────────────╯
            """)
    }

    @Test func aCardFloatedOverTheFormKeepsTheFormsBorderBesideIt() {
        #expect(CustomBarScreen(isSaved: true).render(width: 40) == """
            [ Cancel ]      Settings        [ Save ]
            ────────────────────────────────────────
              Account
            ╭──────────────────────────────────────╮
            │ Name                     Aiko Tanaka │
            ├────────────╭───────────╮─────────────┤
            │ Plan       │  ◉ Saved  │         Pro │
            ╰────────────╰───────────╯─────────────╯
            """)
    }
}
