import TextUI

/// The doc examples of TextUI's layout, shapes, styles and text styling (see ``DocExample``).
extension DocExample {
    static let layout: [DocExample] = styles + shapes + text + layoutModifiers + containers + effects

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
        DocExample("Styles/UIColor.swift") {
            Text("Settings").padding(8).background(Color(.secondarySystemBackground)).render()
        },
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
                path.addLine(to: CGPoint(x: 48, y: 32))
            }
            .stroke(.red)
            .frame(width: 48, height: 32)
            .render()
        },
        DocExample("Shapes/ShapeTracer.swift") {
            Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 4).frame(width: 32, height: 32).render()
        },
        DocExample("Canvas/Canvas.swift") {
            Canvas { context, size in
                context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
                context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(width: 80, height: 48)
            .render()
        },
        DocExample("Canvas/GraphicsContext.swift") {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.blue))
                context.draw(Text("50%"), at: CGPoint(x: size.width * 0.75, y: size.height / 2))
            }
            .frame(width: 64, height: 16)
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
        DocExample("Text/View+TextStyling.swift", 1) {
            Text("EN").padding(.horizontal, 4).minimumScaleFactor(0.5).frame(width: 24).border().render()
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
        DocExample("Text/Text+Image.swift") { (Text(Image(systemName: "star")) + Text(" Favourites")).render() },
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
        DocExample("Layout/AlignmentGuide.swift") {
            Text("Aiko").overlay(alignment: .leading) {
                Image(systemName: "star.fill").alignmentGuide(.leading) { $0[.trailing] + 4 }
            }.render()
        },
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

extension DocExample {
    static let containers: [DocExample] = [
        DocExample("Containers/ScrollView.swift") {
            VStack(alignment: .leading) {
                ScrollView { Text("Kyoto") }
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack { ForEach(["Mon", "Tue", "Wed", "Thu", "Fri"], id: \.self) { Text($0) } }
                }
            }.render(width: 12)
        },
        DocExample("Containers/ScrollViewReader.swift") {
            ScrollViewReader { proxy in Button("Latest") { proxy.scrollTo(42) } }.render()
        },
        DocExample("Containers/LazyVStack.swift") {
            LazyVStack(alignment: .leading, spacing: 16) {
                ForEach(["Matcha latte", "Croissant"], id: \.self) { Text($0) }
            }.render()
        },
        DocExample("Containers/LazyHStack.swift") { LazyHStack(spacing: 16) { Text("Mon"); Text("Tue") }.render() },
        DocExample("Containers/Grid.swift", 0) {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow { Text("Tue"); Image(systemName: "star.fill"); Text("8°"); Text("17°") }
                Divider()
                GridRow { Text("Wed"); Text("—"); Text("10°"); Text("14°").gridColumnAlignment(.trailing) }
                GridRow { Text("Average of the week").gridCellColumns(3); Text("15°") }
            }.render()
        },
        DocExample("Containers/Grid.swift", 1) { GridRow { Text("Humidity"); Text("62%") }.render() },
        DocExample("Containers/GridItem.swift") {
            LazyVGrid(columns: [GridItem(.fixed(48)), GridItem(.flexible())], alignment: .leading) {
                Text("Name"); Text("Aiko")
                Text("Plan"); Text("Pro")
            }.render(width: 16)
        },
        DocExample("Containers/LazyVGrid.swift") {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 48))], spacing: 16) {
                ForEach(["Kyoto", "Nara", "Osaka", "Kobe", "Uji"], id: \.self) { Text($0) }
            }.render(width: 22)
        },
        DocExample("Containers/LazyHGrid.swift") {
            LazyHGrid(rows: [GridItem(), GridItem()]) {
                ForEach(["Tea", "Coffee", "Juice", "Water"], id: \.self) { Text($0) }
            }.render()
        },
    ]

    static let effects: [DocExample] = [
        DocExample("Effects/View+VisualEffects.swift", 0) {
            Text("AK").padding(8).background(Color.blue).clipShape(Circle()).render()
        },
        DocExample("Effects/View+VisualEffects.swift", 1) {
            HStack { Text("Saving").opacity(0.5); Text("Saved").opacity(0); Text("✓") }.render()
        },
        DocExample("Effects/View+VisualEffects.swift", 2) { Text("Draft").border(.gray).render() },
        DocExample("Effects/View+SafeArea.swift", 0) {
            List { Text("Matcha latte") }
                .safeAreaInset(edge: .bottom) { Button("Check out") {} }
                .render(width: 20, height: 5)
        },
        DocExample("Effects/View+SafeArea.swift", 1) {
            Text("Map").safeAreaInset(edge: .trailing) { Text("⊕") }.render()
        },
        DocExample("Effects/Gesture.swift", 0) { Text("Kyoto").gesture(TapGesture(count: 2).onEnded { }).render() },
        DocExample("Effects/Gesture.swift", 1) {
            HStack { Text("Aiko"); Spacer(); Text("›") }.contentShape(Rectangle()).onTapGesture { }.render(width: 12)
        },
        DocExample("Effects/GestureState.swift") { GestureStateDocCard().render() },
        DocExample("Effects/Animation.swift") { Text("3 items").animation(.easeInOut(duration: 0.2), value: 3).render() },
        DocExample("Effects/View+FixedSize.swift", 0) {
            HStack { Text("Quantity"); Spacer(); Text("2").fixedSize() }.render(width: 14)
        },
        DocExample("Effects/View+FixedSize.swift", 1) {
            HStack {
                Text("Order #2291 has shipped").layoutPriority(1)
                Text("Arrives Tuesday")
            }.render(width: 32)
        },
    ]
}

/// The card of `GestureState`'s doc comment: dragged only while a finger is down.
private struct GestureStateDocCard: View {
    @GestureState private var dragOffset = 0.0
    var body: some View {
        Text(dragOffset == 0 ? "At rest" : "Dragged")
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in
                state = value.translation.width
            })
    }
}
