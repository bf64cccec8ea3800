import TextUI

/// A label with its value at the trailing edge: SwiftUI's `LabeledContent`, which TextUI
/// does not have yet.
///
/// ```swift
/// LabeledValue("合計", value: "¥1,200").render(width: 20)
/// ```
/// ```text
/// 合計          ¥1,200
/// ```
struct LabeledValue: View {
    let label: String
    let value: String

    init(_ label: String, value: String) {
        self.label = label
        self.value = value
    }

    var body: some View {
        HStack(alignment: .top) {
            Text(label)
            Spacer()
            Text(value)
        }
    }
}
