import Foundation
import TextUI

/// The doc examples of what the fifth unseen set of real screens added (see ``DocExample``).
extension DocExample {
    static let fifthSet: [DocExample] = [
        DocExample("AppKit/NSImage.swift") {
            HStack { Image(nsImage: NSImage(named: "Genshin")!); Text("Genshin Impact") }.render()
        },
        DocExample("Controls/View+HorizontalRadioGroupLayout.swift") {
            Picker("", selection: .constant(1)) {
                Text("4:3").tag(0); Text("16:9").tag(1)
            }.pickerStyle(.radioGroup).horizontalRadioGroupLayout().render(width: 24)
        },
        DocExample("Effects/HoverEffect.swift") { Button("Open") {}.hoverEffect(.lift).render(width: 12) },
        DocExample("Styles/ShapeView.swift") { ZStack { Brand(); Text("On brand") }.render(width: 12) },
        DocExample("Text/Font+Width.swift") { Text("EN").font(.system(size: 11).width(.compressed)).render() },
        DocExample("UIKit/UITextField.swift") { OptionField().render(width: 12) },
    ]
}

/// The style of `_ShapeView`'s doc example: a style that is also a view.
private struct Brand: ShapeStyle, View {}

/// The wrapped field of `UITextField`'s doc example.
private struct OptionField: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextField { UITextField() }
    func updateUIView(_ field: UITextField, context: Context) { field.placeholder = "Option 1" }
}
