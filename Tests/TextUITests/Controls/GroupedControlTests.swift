import Foundation
import Testing
import TextUI

@MainActor @Suite struct GroupedControlTests {
    @Test func everyGaugeStyleDrawsTheSameBar() {
        let plain = Gauge(value: 0.25) { Text("Fuel") }.render(width: 16)
        #expect(plain == "Fuel\n███░░░░░░░░░ 25%")
        #expect(Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(.accessoryCircular).render(width: 16) == plain)
        #expect(Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(.linearCapacity).render(width: 16) == plain)
        #expect(Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity).render(width: 16) == plain)
    }

    @Test func aControlGroupKeepsItsControlsInOneRowAndReadsEach() {
        let group = ControlGroup("Format", systemImage: "textformat") {
            Button("Bold") {}
            Button("Italic") {}.disabled(true)
        }
        #expect(group.controlGroupStyle(.navigation).render() == "[ Bold ] ( Italic )")
        #expect(group.accessibilityTranscript() == "Button: Bold\nButton, Dimmed: Italic")
        #expect(ControlGroup { Button("A") {} } label: { Text("Hidden") }.render() == "[ A ]")
    }

    @Test func groupedControlsFitEveryNarrowWidth() {
        let views: [AnyView] = [
            AnyView(ControlGroup { Button("Bold") {}; Button("Italic") {} }),
            AnyView(Form { ControlGroup { Button("Bold") {}; Button("Italic") {} } }),
            AnyView(Gauge(value: 3, in: 0...4) { Text("Steps") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryLinear)),
        ]
        for (index, view) in views.enumerated() {
            for width in 0...12 {
                for style in [RenderStyle.unicode, .ascii] {
                    RenderChecks.checkOutputRules(view.render(width: width, style: style), width: width, "view \(index) at \(width) \(style)")
                }
            }
        }
    }
}
