import Testing
import TextUI

// A storage settings screen: a gauge whose labels are hidden beside words of its own.

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
            }
            .navigationTitle("Storage")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct StorageSettingsScreenTests {
    @Test func aGaugeWithItsLabelsHiddenDrawsItsBarAlone() {
        #expect(StorageSettingsScreen().render(width: 40) == """
                            Storage
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
              Storage
            ╭──────────────────────────────────────╮
            │ 42 GB of 64 GB used ███████░░░░░ 65% │
            ╰──────────────────────────────────────╯
            """)
        // The hidden labels are still read.
        #expect(StorageSettingsScreen().accessibilityTranscript().contains("Progress: Storage, 66 percent"))
    }
}
