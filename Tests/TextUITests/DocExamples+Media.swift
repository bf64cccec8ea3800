import Foundation
import TextUI

/// The doc examples of images, date styles and the effects that draw nothing (see ``DocExample``).
extension DocExample {
    static let media: [DocExample] = [
        DocExample("Views/Image+Asset.swift", 0) { HStack { Image("logo"); Text("Kōhī Roasters"); Image("compose").frame(width: 24) }.render() },
        DocExample("Views/Image+Asset.swift", 1) { HStack { Image(decorative: "wave"); Text("Welcome") }.render() },
        DocExample("Views/Image+Asset.swift", 2) { Label("Favourite", systemImage: "star.fill").imageScale(.small).render() },
        DocExample("Views/AsyncImage.swift") {
            HStack {
                AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                Text("Kōhī Roasters")
            }.render()
        },
        DocExample("Effects/SensoryFeedback.swift") {
            Toggle("Power", isOn: .constant(true)).sensoryFeedback(.selection, trigger: true).render(width: 26)
        },
        DocExample("Effects/ContentTransition.swift") {
            Text(1234.56, format: .currency(code: "EUR")).contentTransition(.numericText()).render()
        },
        DocExample("Views/TimelineView.swift") {
            let noon = Date(timeIntervalSince1970: 1_767_096_000)
            return TimelineView(.explicit([noon])) { context in
                Text(context.date, style: .time)
            }.render()
        },
        DocExample("Text/Text+Timer.swift") {
            let start = Date(timeIntervalSince1970: 1_767_000_000)
            return Text(timerInterval: start...start.addingTimeInterval(180), pauseTime: start.addingTimeInterval(55)).render()
        },
        DocExample("Text/Text+DateStyle.swift") {
            let launch = Date(timeIntervalSince1970: 1_767_000_000)
            return VStack(alignment: .leading) {
                Text(launch, style: .date)
                Text(launch, style: .time)
            }.render()
        },
        DocExample("Text/Text+DateStyle.swift", 1) {
            let launch = Date(timeIntervalSince1970: 1_767_000_000)
            return VStack(alignment: .leading) {
                Text(launch, style: .relative)
                Text(launch, style: .offset)
                Text(launch, style: .timer)
            }
            .environment(\.renderDate, launch.addingTimeInterval(-8_580))
            .render()
        },
        DocExample("Environment/EnvironmentValues+RenderDate.swift") {
            let sent = Date(timeIntervalSince1970: 1_767_000_000)
            return Text(sent, style: .relative)
                .environment(\.renderDate, sent.addingTimeInterval(8_580))
                .render()
        },
    ]
}
