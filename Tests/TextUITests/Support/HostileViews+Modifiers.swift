import Foundation
import TextUI

/// Modifiers with hostile sizes, limits and counts, and every kind of presentation.
extension HostileViews {
    mutating func modified(_ view: AnyView, depth: Int) -> AnyView {
        switch random.int(0...22) {
        case 0: return AnyView(view.padding(size()))
        case 1: return AnyView(view.padding(EdgeInsets(top: size(), leading: size(), bottom: size(), trailing: size())))
        case 2: return AnyView(view.frame(width: optionalSize(), height: optionalSize(), alignment: random.pick([.center, .topLeading, .bottomTrailing])))
        case 3: return AnyView(view.frame(minWidth: optionalSize(), maxWidth: optionalSize(), minHeight: optionalSize(), maxHeight: optionalSize()))
        case 4: return AnyView(view.border(.gray, width: size()))
        case 5: return AnyView(view.lineLimit(random.chance(30) ? nil : int()))
        case 6:
            let (low, high) = (int(), int())
            return AnyView(view.lineLimit(min(low, high)...max(low, high)))
        case 7: return AnyView(view.lineLimit(int(), reservesSpace: random.chance(50)))
        case 8: return AnyView(view.multilineTextAlignment(random.pick([.leading, .center, .trailing])))
        case 9: return AnyView(view.badge(int()))
        case 10:
            let (title, message, button) = (string(), string(), string())
            return AnyView(view.alert(title, isPresented: .constant(true)) { Button(button, role: .destructive) {}; Button("OK") {} } message: { Text(message) })
        case 11:
            let (title, button) = (string(), string())
            return AnyView(view.confirmationDialog(title, isPresented: .constant(true), titleVisibility: .visible) { Button(button) {} })
        case 12:
            let sheet = self.view(depth: max(0, depth - 1))
            switch random.int(0...2) {
            case 0: return AnyView(view.sheet(isPresented: .constant(true)) { sheet })
            case 1: return AnyView(view.fullScreenCover(isPresented: .constant(true)) { sheet })
            default: return AnyView(view.popover(isPresented: .constant(true)) { sheet })
            }
        case 13: return AnyView(view.navigationTitle(string()))
        case 14: return AnyView(view.hidden())
        case 15: return AnyView(view.opacity(double()).offset(x: size(), y: size()).layoutPriority(double()))
        case 16:
            let layer = self.view(depth: max(0, depth - 1))
            return AnyView(random.chance(50) ? AnyView(view.overlay(alignment: .topTrailing) { layer }) : AnyView(view.background(alignment: .bottomLeading) { layer }))
        case 17: return AnyView(view.environment(\.renderDate, date()))
        case 18: return AnyView(view.disabled(random.chance(50)).redacted(reason: random.chance(50) ? .placeholder : []))
        case 19: return AnyView(view.safeAreaInset(edge: random.chance(50) ? .top : .bottom, spacing: optionalSize()) { Text(string()) })
        case 20: return AnyView(view.fixedSize(horizontal: random.chance(50), vertical: random.chance(50)).clipped())
        case 21: return random.chance(50) ? AnyView(view.buttonStyle(.bordered).labelsHidden()) : AnyView(view.buttonStyle(.plain))
        default: return AnyView(view.swipeActions { Button(string()) {} }.listRowInsets(EdgeInsets(top: size(), leading: size(), bottom: size(), trailing: size())))
        }
    }
}
