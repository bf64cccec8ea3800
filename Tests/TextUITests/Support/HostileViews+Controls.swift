import Foundation
import TextUI

/// Controls with hostile labels, values, ranges and dates.
extension HostileViews {
    /// Two numbers in order, as a range of them (a range cannot hold NaN: `...` traps on it).
    mutating func doubleRange() -> ClosedRange<Double> {
        let (first, second) = (double(), double())
        guard !first.isNaN, !second.isNaN else { return 0...1 }
        return min(first, second)...max(first, second)
    }

    mutating func controlLeaf() -> AnyView {
        switch random.int(0...19) {
        case 0: return AnyView(Button(string()) {})
        case 1: return AnyView(Button(string(), systemImage: symbol(), role: random.pick([nil, .destructive, .cancel])) {})
        case 2: return AnyView(Toggle(string(), isOn: .constant(random.chance(50))))
        case 3: return AnyView(TextField(string(), text: .constant(string()), axis: random.chance(50) ? .vertical : .horizontal))
        case 4: return AnyView(SecureField(string(), text: .constant(string())))
        case 5: return AnyView(TextEditor(text: .constant(string())))
        case 6: return AnyView(Slider(value: .constant(double()), in: doubleRange()))
        case 7:
            let (low, high) = (int(), int())
            return AnyView(Stepper(string(), value: .constant(int()), in: min(low, high)...max(low, high), step: max(1, int())))
        case 8: return AnyView(ProgressView(string(), value: double(), total: double()))
        case 9: return AnyView(ProgressView(timerInterval: dateRange(), countsDown: random.chance(50)))
        case 10: return AnyView(Gauge(value: double(), in: doubleRange()) { Text(string()) })
        case 11:
            let style = random.int(0...3)
            let picker = DatePicker(string(), selection: .constant(date()), displayedComponents: random.pick([.date, .hourAndMinute, [.date, .hourAndMinute]]))
            switch style {
            case 0: return AnyView(picker.datePickerStyle(.graphical))
            case 1: return AnyView(picker.datePickerStyle(.wheel))
            case 2: return AnyView(picker.datePickerStyle(.compact))
            default: return AnyView(picker)
            }
        case 12:
            let options = (0..<random.int(0...5)).map { _ in string() }
            let picker = Picker(string(), selection: .constant(int())) {
                ForEach(options.indices, id: \.self) { Text(options[$0]).tag($0) }
            }
            switch random.int(0...3) {
            case 0: return AnyView(picker.pickerStyle(.segmented))
            case 1: return AnyView(picker.pickerStyle(.inline))
            case 2: return AnyView(picker.pickerStyle(.wheel))
            default: return AnyView(picker.pickerStyle(.menu))
            }
        case 13: return AnyView(Menu(string()) { Button(string()) {}; Button(string()) {} })
        case 14: return AnyView(Link(string(), destination: URL(string: "https://example.com")!))
        case 15: return AnyView(LabeledContent(string(), value: string()))
        case 16: return AnyView(ContentUnavailableView(string(), systemImage: symbol(), description: Text(string())))
        case 17: return AnyView(Spacer(minLength: optionalSize()))
        case 18: return AnyView(ShareLink(string(), item: string()))
        default: return AnyView(EmptyView())
        }
    }
}
