import Foundation
import TextUI

/// The doc examples of what `import SwiftUI` brings besides SwiftUI (Combine, UIKit) and of
/// the custom `Layout` protocol.
extension DocExample {
    static let bridges: [DocExample] = [
        DocExample("Layout/CustomLayout/Layout.swift") {
            TagFlowLayout { ForEach(["swift", "ios", "linux", "text"], id: \.self) { Text("#\($0)") } }.render(width: 20)
        },
        DocExample("Layout/CustomLayout/AnyLayout.swift") {
            let layout = AnyLayout(VStackLayout(alignment: .leading))
            return layout { Text("Name"); Text("Aiko") }.render(width: 20)
        },
        DocExample("Combine/Timer+Publisher.swift") { DocCountdown().render() },
        DocExample("Styles/FillShapeStyle.swift") {
            Image(systemName: "plus").padding(8).background(.fill.tertiary, in: .circle).render()
        },
        DocExample("Effects/View+AcceptedShapes.swift") {
            Text("Premium").mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)).render()
        },
        DocExample("UIKit/UIImage.swift") { HStack { Image(uiImage: UIImage(named: "avatar")!); Text("Aiko") }.render() },
        DocExample("Navigation/ToolbarTitleMenu.swift") {
            NavigationStack {
                Text("3 notes")
                    .navigationTitle("Notes")
                    .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
            }.render(width: 16)
        },
        DocExample("Collections/Table.swift") {
            let people = [DocPerson(id: 1, name: "Aiko", city: "Kyoto"), DocPerson(id: 2, name: "Ren", city: "Sendai")]
            return Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
            }.render(width: 20)
        },
    ]
}

struct DocCountdown: View {
    @State private var remaining = 10
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(remaining) s").onReceive(timer) { _ in remaining -= 1 }
    }
}

struct DocPerson: Identifiable {
    let id: Int
    let name: String
    let city: String
}
