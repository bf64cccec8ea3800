import TextUI

/// The doc examples of TextUI's layout, shapes, styles and text styling (see ``DocExample``).
extension DocExample {
    static let layout: [DocExample] = styles + shapes + text + layoutModifiers

    static let styles: [DocExample] = [
        DocExample("Styles/ShapeStyle.swift") { Text("Partly cloudy").foregroundStyle(.secondary).render() },
        DocExample("Styles/HierarchicalShapeStyle.swift") {
            VStack(alignment: .leading) {
                Text("Kyoto").foregroundStyle(.primary)
                Text("Partly cloudy").foregroundStyle(.secondary)
                Text("Updated 09:00").foregroundStyle(.tertiary)
            }.render()
        },
        DocExample("Styles/Color.swift") {
            VStack(alignment: .leading, spacing: 0) {
                Text("You are offline")
                Color.yellow.frame(height: 16)
                Text("Showing saved mail")
            }.render()
        },
        DocExample("Styles/Gradient.swift") {
            ZStack {
                LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                Text("Welcome")
            }.render(width: 11)
        },
        DocExample("Styles/Material.swift") { Text("Now playing").padding(8).background(.ultraThinMaterial).render() },
        DocExample("Styles/View+ForegroundStyle.swift", 0) {
            HStack {
                Text("Wed").foregroundStyle(.secondary)
                Text("14°").foregroundStyle(.blue, .gray)
                Text("10°").foregroundStyle(.red, .orange, .yellow)
            }.render()
        },
        DocExample("Styles/View+ForegroundStyle.swift", 1) { Button("Read") {}.tint(.blue).render() },
    ]

    static let shapes: [DocExample] = [
        DocExample("Shapes/Shape.swift") {
            VStack(alignment: .leading) {
                HStack { Circle().fill(.green).frame(width: 8, height: 8); Text("Online") }
                HStack { Circle().fill(Color.clear).frame(width: 8, height: 8); Text("Away") }
                RoundedRectangle(cornerRadius: 8).stroke(.gray).frame(width: 48, height: 48)
                Text("Plan").padding(.horizontal, 8).background(Capsule().stroke(.blue))
            }.render()
        },
        DocExample("Shapes/BuiltInShapes.swift", 0) { Circle().fill(.blue).frame(width: 8, height: 8).render() },
        DocExample("Shapes/BuiltInShapes.swift", 1) { Ellipse().stroke(.gray).frame(width: 8, height: 8).render() },
        DocExample("Shapes/BuiltInShapes.swift", 2) { Rectangle().fill(.gray).frame(height: 1).render(width: 10) },
        DocExample("Shapes/BuiltInShapes.swift", 3) {
            Text("Today").padding(8).overlay(RoundedRectangle(cornerRadius: 12).stroke(.secondary)).render()
        },
        DocExample("Shapes/BuiltInShapes.swift", 4) {
            Text("PRO").padding(.horizontal, 8).background(Capsule().strokeBorder(.orange)).render()
        },
        DocExample("Shapes/Path.swift") {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 10, y: 10))
            }
            .stroke(.red)
            .frame(width: 16, height: 16)
            .render()
        },
    ]

    static let text: [DocExample] = [
        DocExample("Text/Font.swift") {
            VStack(alignment: .leading) {
                Text("Kyoto").font(.largeTitle)
                Text("16°").font(.system(size: 64, weight: .thin))
                Text("Humidity").font(.caption)
            }.render()
        },
        DocExample("Text/View+TextStyling.swift") {
            Label("Fetching weather", systemImage: "arrow.clockwise").font(.headline).render()
        },
        DocExample("Text/Text+Styling.swift") { (Text("Total ").font(.headline) + Text("¥1,500").bold()).render() },
        DocExample("Text/Text+Case.swift") {
            VStack(alignment: .leading) {
                Text("Humidity").textCase(.uppercase)
                Text("Straße").textCase(.uppercase)
            }.render()
        },
        DocExample("Text/Text+Concatenation.swift", 0) {
            (Text("Total ").bold() + Text("¥1,500") + Text(" incl. tax").foregroundColor(.gray)).render(width: 14)
        },
        DocExample("Text/Text+Concatenation.swift", 1) { Text(verbatim: "pencil.and.list").render() },
        DocExample("Text/Text+Format.swift") {
            VStack(alignment: .leading) {
                Text(1234.5, format: .number)
                Text(0.62, format: .percent)
                Text(1500, format: .currency(code: "JPY"))
                Text(Date(timeIntervalSince1970: 0), format: .dateTime.year().month().day())
            }.render()
        },
    ]

    static let layoutModifiers: [DocExample] = [
        DocExample("Modifiers/Overlay.swift", 1) {
            Text("Inbox").padding(.trailing, 16)
                .overlay(Circle().fill(.red).frame(width: 8, height: 8), alignment: .topTrailing)
                .render()
        },
        DocExample("Modifiers/Background.swift", 0) {
            VStack(alignment: .leading) {
                Text("Forecast").padding(8).background { RoundedRectangle(cornerRadius: 12).stroke(.gray) }
                Text("Tue").frame(width: 96, alignment: .leading).background(alignment: .trailing) { Text("Sunny") }
            }.render()
        },
        DocExample("Modifiers/Background.swift", 1) {
            Text("Grid").padding().background(RoundedRectangle(cornerRadius: 12).stroke(.secondary)).render()
        },
        DocExample("Modifiers/Background.swift", 2) {
            Label("You are offline", systemImage: "exclamationmark.triangle").padding(8).background(Color.yellow.opacity(0.3)).render()
        },
    ]
}
