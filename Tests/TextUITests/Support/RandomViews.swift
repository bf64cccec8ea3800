import TextUI
import TestSupport

/// Random view trees built from a fixed-seed generator: every view and modifier TextUI has,
/// nested a few levels, with text from the corpus.
@MainActor
struct RandomViews {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func text() -> String { random.pick(Corpus.strings) }

    private mutating func symbol() -> String {
        random.pick(["house", "gearshape", "tray", "star.fill", "checkmark", "theatermasks", "person"])
    }

    mutating func view(depth: Int) -> AnyView {
        let base = depth > 0 && random.chance(55) ? container(depth: depth - 1) : leaf()
        return random.chance(40) ? modified(base, depth: depth) : base
    }

    private mutating func children(depth: Int) -> [AnyView] {
        (0..<random.int(0...4)).map { _ in view(depth: depth) }
    }

    private func progressBar(title: String?, value: Double) -> AnyView {
        title.map { AnyView(ProgressView($0, value: value)) } ?? AnyView(ProgressView(value: value))
    }

    private mutating func leaf() -> AnyView {
        switch random.int(0...16) {
        case 0, 1: AnyView(Text(text()))
        case 2: AnyView(Button(text()) {})
        case 3: AnyView(Label(text(), systemImage: symbol()))
        case 4: AnyView(Image(systemName: symbol()))
        case 5: random.chance(50) ? AnyView(ProgressView(text())) : AnyView(ProgressView())
        case 6: progressBar(title: random.chance(50) ? text() : nil, value: Double(random.int(-10...110)) / 100)
        case 7: AnyView(TextField(text(), text: .constant(text())))
        case 8: AnyView(SecureField(text(), text: .constant(text())))
        case 9: AnyView(Toggle(text(), isOn: .constant(random.chance(50))))
        case 10: AnyView(Divider())
        case 11: AnyView(Spacer(minLength: CGFloat(random.int(0...3) * 8)))
        case 12: AnyView(ContentUnavailableView(text(), systemImage: symbol(), description: Text(text())))
        case 13: AnyView(LabeledContent(text(), value: text()))
        case 14: AnyView(Button(text(), systemImage: symbol()) {})
        case 15: layoutLeaf()
        default: AnyView(EmptyView())
        }
    }

    private mutating func container(depth: Int) -> AnyView {
        let items = children(depth: depth)
        let content = ForEach(items.indices, id: \.self) { items[$0] }
        switch random.int(0...9) {
        case 0: return AnyView(VStack(alignment: random.pick([.leading, .center, .trailing]), spacing: CGFloat(random.int(0...2) * 16)) { content })
        case 1: return AnyView(HStack(alignment: random.pick([.top, .center, .bottom]), spacing: CGFloat(random.int(0...3) * 8)) { content })
        case 2: return AnyView(ZStack(alignment: random.pick([.center, .topLeading, .bottomTrailing])) { content })
        case 3: return AnyView(List { content })
        case 4:
            let (header, footer) = (text(), text())
            return AnyView(List { Section { content } header: { Text(header) } footer: { Text(footer) }; content })
        case 5:
            let (title, item) = (text(), text())
            return AnyView(NavigationStack {
                VStack { content }
                    .navigationTitle(title)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button(item) {} }
                        ToolbarItem(placement: .topBarTrailing) { Button(title) {} }
                        ToolbarItem(placement: .bottomBar) { Button(item) {} }
                        ToolbarItem(placement: .status) { Text(title) }
                    }
            })
        case 6:
            let labels = items.map { _ in (text(), symbol()) }
            let selection = random.int(0...3)
            return AnyView(TabView(selection: .constant(selection)) {
                ForEach(items.indices, id: \.self) { index in
                    items[index].tabItem { Label(labels[index].0, systemImage: labels[index].1) }.tag(index).badge(index)
                }
            })
        case 7: return AnyView(Group { content })
        case 8: return layoutContainer(items)
        default: return AnyView(VStack { content }.frame(height: CGFloat(random.int(0...12) * 16)))
        }
    }

    private mutating func modified(_ view: AnyView, depth: Int) -> AnyView {
        switch random.int(0...15) {
        case 0: return AnyView(view.padding())
        case 1: return AnyView(view.padding(CGFloat(random.int(0...3) * 16)))
        case 2: return AnyView(view.frame(width: CGFloat(random.int(0...40) * 8), height: random.chance(50) ? CGFloat(random.int(0...6) * 16) : nil))
        case 3: return AnyView(view.frame(maxWidth: .infinity, alignment: random.pick([.leading, .center, .trailing])))
        case 4: return AnyView(view.border())
        case 5: return AnyView(view.lineLimit(random.int(1...3)))
        case 6: return AnyView(view.multilineTextAlignment(random.pick([.leading, .center, .trailing])))
        case 7:
            let layer = self.view(depth: max(0, depth - 1))
            return AnyView(view.overlay(alignment: random.pick([.center, .topTrailing, .bottomLeading])) { layer })
        case 8: return AnyView(view.badge(random.int(0...120)))
        case 9:
            let (title, message, button) = (text(), text(), text())
            return AnyView(view.alert(title, isPresented: .constant(true)) { Button(button) {}; Button("OK") {} } message: { Text(message) })
        case 10:
            let sheet = self.view(depth: max(0, depth - 1))
            return AnyView(view.sheet(isPresented: .constant(true)) { sheet })
        case 11: return AnyView(view.navigationTitle(text()))
        case 12: return AnyView(view.hidden())
        case 13:
            switch random.int(0...2) {
            case 0: return AnyView(view.buttonStyle(.automatic))
            case 1: return AnyView(view.buttonStyle(.plain))
            default: return AnyView(view.buttonStyle(.bordered))
            }
        case 14: return layoutModified(view, layer: self.view(depth: max(0, depth - 1)))
        default: return AnyView(view.frame(minWidth: CGFloat(random.int(0...20) * 8), maxWidth: CGFloat(random.int(0...60) * 8)))
        }
    }
}
