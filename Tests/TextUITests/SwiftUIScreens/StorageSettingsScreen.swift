import Testing
import TextUI

// A storage settings screen: a gauge whose labels are hidden beside words of its own, a button
// whose label takes two lines in a list, and a long hyphenated option.

private struct StorageSettingsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Storage") {
                    HStack {
                        Text("42 GB of 64 GB used")
                        Gauge(value: 42, in: 0...64) {
                            Text("Storage")
                        } currentValueLabel: {
                            Text("42 GB")
                        }
                        .labelsHidden()
                    }
                }
                Section {
                    Button("Offload unused apps automatically when storage runs low") {}
                    Toggle("Photo-library-optimization", isOn: .constant(true))
                }
            }
            .navigationTitle("Storage")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct StorageSettingsScreenTests {
    @Test func aGaugeWithItsLabelsHiddenDrawsItsBarAloneAndAButtonInAListStartsAtTheLeadingEdge() {
        #expect(StorageSettingsScreen().render(width: 40) == """
                            Storage
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Storage
            ╭──────────────────────────────────────╮
            │ 42 GB of 64 GB used ███████░░░░░ 65% │
            ╰──────────────────────────────────────╯

            ╭──────────────────────────────────────╮
            │ Offload unused apps automatically    │
            │ when storage runs low                │
            ├──────────────────────────────────────┤
            │ Photo-library-optimization      ( ●) │
            ╰──────────────────────────────────────╯
            """)
        // The hidden labels are still read.
        #expect(StorageSettingsScreen().accessibilityTranscript().contains("Progress: Storage, 66 percent"))
    }

    @Test func aLongHyphenatedLabelBreaksAtAHyphen() {
        #expect(StorageSettingsScreen().render(width: 30).hasSuffix("""
            ├────────────────────────────┤
            │ Photo-library-        ( ●) │
            │ optimization               │
            ╰────────────────────────────╯
            """))
    }
}
