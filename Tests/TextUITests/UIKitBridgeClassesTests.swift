import Foundation
import Testing
import TextUI

/// The UIKit classes that a wide scan of real SwiftUI files found inside representables and
/// helper code (windows and scenes, alerts, buttons, bar items, gesture recognizers, image
/// renderers, bezier paths, tables): each compiles as UIKit declares it and behaves as a
/// preview should — nothing is presented, nothing fires, and what can be drawn is drawn.
@MainActor
@Suite struct UIKitBridgeClassesTests {
    /// A sign-up row wraps a system button with a target; it draws as SwiftUI's button with
    /// the same title, and the target hears nothing.
    @Test func aWrappedSystemButtonDrawsItsNormalTitleAsAButtonDoes() {
        final class Coordinator { var taps = 0; func tapped() { taps += 1 } }
        struct RetryButton: UIViewRepresentable {
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIView(context: Context) -> UIButton {
                let button = UIButton(type: .system)
                button.addTarget(context.coordinator, action: Selector("tapped"), for: .touchUpInside)
                return button
            }
            func updateUIView(_ button: UIButton, context: Context) {
                button.setTitle("Try again", for: .normal)
                button.setTitle("Trying", for: .disabled)
                button.setTitleColor(.red, for: .normal)
            }
        }
        let drawn = VStack { Text("Offline"); RetryButton() }.render(width: 20)
        #expect(drawn == VStack { Text("Offline"); Button("Try again") {} }.render(width: 20))
        #expect(drawn.contains("Try again") && !drawn.contains("Trying"))

        let button = UIButton(type: .custom)
        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .highlighted) == "Save" && button.currentTitle == "Save")
        #expect(button.titleLabel?.text == "Save" && button.buttonType == .custom)
    }

    /// A sheet's corner wraps UIKit's close button made with an action: it draws an `xmark`
    /// button and the action does not run; a button made from a titled action draws that title.
    @Test func aButtonMadeWithAnActionDrawsItsTitleOrACloseMarkAndNeverRunsIt() {
        final class Log { var ran = false }
        let log = Log()
        struct Close: UIViewRepresentable {
            let log: Log
            func makeUIView(context: Context) -> UIButton {
                UIButton(type: .close, primaryAction: UIAction { _ in log.ran = true })
            }
            func updateUIView(_ uiView: UIButton, context: Context) {}
        }
        struct Share: UIViewRepresentable {
            func makeUIView(context: Context) -> UIButton {
                UIButton(type: .system, primaryAction: UIAction(title: "Share link", image: UIImage(systemName: "square.and.arrow.up")) { _ in })
            }
            func updateUIView(_ uiView: UIButton, context: Context) {}
        }
        #expect(Close(log: log).render(width: 10) == Button {} label: { Image(systemName: "xmark") }.render(width: 10))
        #expect(!log.ran)
        #expect(Share().render(width: 20) == Button("Share link") {}.render(width: 20))
        #expect(UIButton(type: .custom).drawnNothing)
    }

    /// A wrapped label's update builds a UIKit rename alert with a text field and two actions
    /// and presents it from a controller: the alert is built as UIKit builds it, the screen
    /// draws as it does when nothing is presented, and no handler or completion runs.
    @Test func anAlertPresentedFromAControllerLeavesTheScreenDrawnAsBefore() throws {
        final class Prompt { var alert: UIAlertController?; var renamed = false; var completed = false }
        struct Renamer: UIViewRepresentable {
            let prompt: Prompt?
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ label: UILabel, context: Context) {
                label.text = "Reading"
                guard let prompt else { return }
                let controller = UIViewController()
                let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
                alert.addTextField { field in
                    field.placeholder = "Name"
                    field.autocorrectionType = .no
                }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in prompt.renamed = true })
                controller.present(alert, animated: true) { prompt.completed = true }
                prompt.alert = alert
            }
        }
        let prompt = Prompt()
        let presenting = VStack { Text("Categories"); Renamer(prompt: prompt) }.render(width: 20)
        #expect(presenting == VStack { Text("Categories"); Renamer(prompt: nil) }.render(width: 20))
        #expect(presenting.contains("Reading"))
        let alert = try #require(prompt.alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        #expect(alert.textFields?.first?.placeholder == "Name" && alert.textFields?.first?.autocorrectionType == UITextAutocorrectionType.no)
        #expect(alert.preferredStyle == .alert && alert.message == "A new name" && alert.title == "Rename")
        #expect(!prompt.renamed && !prompt.completed)
        #expect(UIViewController().presentedViewController == nil)
    }

    /// A helper that looks for a controller to present from finds one window scene with one
    /// key window, whose root controller is `nil` until a screen sets it.
    @Test func aPreviewHasOneSceneWithOneKeyWindowAndNoRootUntilOneIsSet() throws {
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        #expect(scene.windows.count == 1 && scene.activationState == .foregroundActive)
        let window = try #require(scene.keyWindow)
        #expect(window.isKeyWindow && window.windowScene === scene)
        #expect(UIApplication.shared.windows.first === window && UIApplication.shared.keyWindow === window)
        #expect(window.rootViewController == nil)
        #expect(scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
        #expect(UIInterfaceOrientationMask.all.contains(.landscape) && !UIInterfaceOrientationMask.allButUpsideDown.contains(.portraitUpsideDown))

        let own = UIWindow(windowScene: scene)
        own.rootViewController = UIViewController()
        #expect(!own.isKeyWindow && scene.windows.count == 1)
        own.makeKeyAndVisible()
        #expect(own.isKeyWindow && scene.keyWindow === window)
    }

    /// A watch-face preview flattens a symbol through an image renderer: the drawing runs once,
    /// as UIKit runs it, and the image is empty, of the renderer's size, and drawn as any
    /// image made without a name.
    @Test func anImageRendererRunsItsDrawingOnceAndGivesAnEmptyImageOfItsSize() {
        var runs = 0
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16))
        let image = renderer.image { context in
            runs += 1
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 16))
            UIImage(systemName: "star")?.withTintColor(.white, renderingMode: .alwaysOriginal).draw(at: .zero)
        }
        #expect(runs == 1)
        #expect(image.size == CGSize(width: 24, height: 16))
        #expect(Image(uiImage: image).render() == Image(uiImage: UIImage()).render())
        #expect(UIGraphicsImageRenderer(bounds: CGRect(x: 4, y: 4, width: 8, height: 2)).image { _ in }.size == CGSize(width: 8, height: 2))
        #expect(renderer.pngData { _ in runs += 1 }.isEmpty && runs == 2)
    }

    /// A chart wraps a view with a long-press and a tap recognizer whose delegate the
    /// coordinator is: both are attached and kept, the screen draws, and neither fires.
    @Test func gestureRecognizersAreAttachedAndNeverFire() {
        final class Coordinator: NSObject, UIGestureRecognizerDelegate {
            var pressed = 0
            func pressed(_ recognizer: UILongPressGestureRecognizer) { pressed += 1 }
        }
        final class Holder { var view: UIView?; var coordinator: Coordinator? }
        let holder = Holder()
        struct Chart: UIViewRepresentable {
            let holder: Holder
            func makeCoordinator() -> Coordinator { Coordinator() }
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                let press = UILongPressGestureRecognizer(target: context.coordinator, action: Selector("pressed:"))
                press.minimumPressDuration = 0.1
                press.delegate = context.coordinator
                holder.coordinator = context.coordinator
                view.addGestureRecognizer(press)
                view.addGestureRecognizer(UITapGestureRecognizer())
                holder.view = view
                return view
            }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let drawn = VStack { Text("Glucose"); Chart(holder: holder) }.render(width: 20)
        #expect(drawn.hasPrefix("Glucose"))
        let recognizers = holder.view?.gestureRecognizers ?? []
        #expect(recognizers.count == 2)
        #expect(recognizers.allSatisfy { $0.state == .possible && $0.view === holder.view })
        let press = recognizers.first as? UILongPressGestureRecognizer
        #expect(press?.minimumPressDuration == 0.1 && press?.delegate != nil)
        #expect((press?.delegate as? Coordinator)?.pressed == 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero && pan.location(in: nil) == .zero)
        if let press { holder.view?.removeGestureRecognizer(press) }
        #expect(holder.view?.gestureRecognizers?.count == 1 && press?.view == nil)
    }

    /// A shape that rounds only its top corners through UIKit's bezier path, handed to SwiftUI
    /// as `Path(bezierPath.cgPath)`: it draws the dots SwiftUI's own path of the same outline
    /// draws, its bottom corners stay square, and a rectangle draws as `Path(rect)` does.
    @Test func aBezierPathDrawsAsThePathItDescribes() {
        struct Corners: Shape {
            let corners: UIRectCorner
            func path(in rect: CGRect) -> Path {
                Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: 16, height: 16)).cgPath)
            }
        }
        struct Box: Shape {
            func path(in rect: CGRect) -> Path { Path(UIBezierPath(rect: rect).cgPath) }
        }
        struct PlainBox: Shape {
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        let size = (width: CGFloat(48), height: CGFloat(48))
        let square = PlainBox().fill(.primary).frame(width: size.width, height: size.height).render()
        #expect(Box().fill(.primary).frame(width: size.width, height: size.height).render() == square)

        let top = Corners(corners: [.topLeft, .topRight]).fill(.primary).frame(width: size.width, height: size.height).render()
        let none = Corners(corners: []).fill(.primary).frame(width: size.width, height: size.height).render()
        #expect(none == square)
        #expect(top != square)
        #expect(top.split(separator: "\n").last == square.split(separator: "\n").last)
        #expect(top.split(separator: "\n").first != square.split(separator: "\n").first)

        let bezier = UIBezierPath()
        bezier.move(to: CGPoint(x: 0, y: 32))
        bezier.addLine(to: CGPoint(x: 24, y: 0))
        bezier.addCurve(to: CGPoint(x: 48, y: 32), controlPoint1: CGPoint(x: 32, y: 0), controlPoint2: CGPoint(x: 48, y: 16))
        var same = Path()
        same.move(to: CGPoint(x: 0, y: 32))
        same.addLine(to: CGPoint(x: 24, y: 0))
        same.addCurve(to: CGPoint(x: 48, y: 32), control1: CGPoint(x: 32, y: 0), control2: CGPoint(x: 48, y: 16))
        #expect(Path(bezier.cgPath) == same)
        #expect(Path(bezier.cgPath).stroke().frame(width: 48, height: 32).render() == same.stroke().frame(width: 48, height: 32).render())
    }

    /// UIKit's arcs turn clockwise on a screen whose y points down: from angle 0 to π
    /// clockwise passes below the centre, and counterclockwise above it.
    @Test func aBezierArcTurnsClockwiseAsOnAPhoneScreen() {
        let center = CGPoint(x: 20, y: 20)
        let below = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let above = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(below.bounds.minY >= center.y - 0.5 && below.bounds.maxY >= center.y + 9)
        #expect(above.bounds.maxY <= center.y + 0.5 && above.bounds.minY <= center.y - 9)
    }

    /// A hosting controller subclass puts a Done item on its navigation item and hides no bar;
    /// a navigation controller keeps its stack as pushed and popped.
    @Test func aNavigationControllerKeepsItsStackAndItsControllersBarItems() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(root.navigationController === navigation && navigation.viewControllers.first === root)
        let detail = UIHostingController(rootView: Text("Detail"))
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail && navigation.popViewController(animated: true) == nil)

        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        done.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        root.navigationItem.rightBarButtonItem = done
        #expect(root.navigationItem.rightBarButtonItems?.first === done && done.title == "Done" && done.style == .done)
        #expect(done.titleTextAttributes(for: .normal)?.count == 1 && done.titleTextAttributes(for: .highlighted) == nil)
        navigation.navigationBar.isHidden = false
        #expect(!navigation.isNavigationBarHidden)
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { _ in })
        #expect(add.primaryAction?.title == "Add")
    }

    /// A list screen clears every UIKit table's background before iOS 16, through the
    /// appearance proxy: the setting is kept, the list draws as before, and a data source's
    /// index paths name their section and row.
    @Test func aTableAppearanceIsKeptAndIndexPathsNameSectionAndRow() {
        let list = List { Text("Morning"); Text("Evening") }
        let before = list.render(width: 16)
        UITableView.appearance().backgroundColor = .clear
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableView.appearance().backgroundColor == .clear)
        #expect(list.render(width: 16) == before)

        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        path.row = 4
        #expect(path == IndexPath(item: 4, section: 1))
        let cell = UITableView().dequeueReusableCell(withIdentifier: "row", for: path)
        #expect(cell.reuseIdentifier == "row" && cell.textLabel != nil && cell.detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
    }
}

extension UIButton {
    /// Whether a button with neither title nor image draws nothing.
    fileprivate var drawnNothing: Bool {
        struct Wrapped: UIViewRepresentable {
            let button: UIButton
            func makeUIView(context: Context) -> UIButton { button }
            func updateUIView(_ uiView: UIButton, context: Context) {}
        }
        return Wrapped(button: self).render(width: 10).isEmpty
    }
}
