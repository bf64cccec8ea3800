import Foundation
import Testing
import TextUI

/// The UIKit classes a scan of real SwiftUI files still found missing after the first two
/// rounds (stack and image views, collection views and their cells, the document picker, the
/// tab bar controller, key commands, layers and events, the badge number, a renderer's
/// CoreGraphics context): each is declared as UIKit declares it, draws what a phone shows where
/// it draws, and otherwise stays still — nothing is presented, picked, pressed or played.
@MainActor
@Suite struct UIKitRemainingClassesTests {
    /// A representable's card stacks a title and a detail label in a column; the drawing is the
    /// column SwiftUI's `VStack` draws, with the stack's spacing and alignment.
    @Test func aVerticalStackViewDrawsItsArrangedLabelsInAColumn() {
        struct Card: UIViewRepresentable {
            func makeUIView(context: Context) -> UIStackView {
                let stack = UIStackView(arrangedSubviews: [Self.label("Kyoto"), Self.label("Clear, 18°")])
                stack.axis = .vertical
                stack.spacing = 12
                stack.alignment = .center
                return stack
            }
            func updateUIView(_ stack: UIStackView, context: Context) {}
            static func label(_ text: String) -> UILabel {
                let label = UILabel()
                label.text = text
                return label
            }
        }
        let expected = VStack(alignment: .center, spacing: 12) { Text("Kyoto"); Text("Clear, 18°") }
        #expect(Card().render(width: 20) == expected.render(width: 20))
        #expect(Card().render(width: 20).contains("Kyoto"))
    }

    /// A row of an icon and a label is a horizontal stack: drawn as an `HStack`; a hidden
    /// arranged view takes no room, and one taken out of the stack stays a subview but is not
    /// drawn.
    @Test func aHorizontalStackViewDrawsARowAndLeavesOutHiddenAndRemovedViews() {
        struct Row: UIViewRepresentable {
            func makeUIView(context: Context) -> UIStackView {
                let icon = UIImageView(image: UIImage(systemName: "star"))
                let title = UILabel()
                title.text = "Favourites"
                let badge = UILabel()
                badge.text = "NEW"
                badge.isHidden = true
                let count = UILabel()
                count.text = "12"
                let stack = UIStackView(arrangedSubviews: [icon, title, badge, count])
                stack.spacing = 8
                stack.removeArrangedSubview(count)
                return stack
            }
            func updateUIView(_ stack: UIStackView, context: Context) {}
        }
        let drawn = Row().render(width: 30)
        #expect(drawn == HStack(spacing: 8) { Image(systemName: "star"); Text("Favourites") }.render(width: 30))
        #expect(!drawn.contains("NEW") && !drawn.contains("12"))

        let stack = UIStackView()
        let label = UILabel()
        stack.addArrangedSubview(label)
        stack.removeArrangedSubview(label)
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.count == 1)
    }

    /// A bottom sheet puts a hosting controller's view in a stack beside a view of the app's own
    /// class: the hosted SwiftUI content is drawn, the app's view is named by its line, and an
    /// empty plain `UIView` (a spacer) draws nothing.
    @Test func aStackViewDrawsHostedContentAndNamesViewsItCannotDraw() {
        final class ChartView: UIView {}
        struct Sheet: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView {
                let container = UIView()
                let stack = UIStackView()
                stack.axis = .vertical
                stack.addArrangedSubview(UIHostingController(rootView: Text("Weekly summary")).view)
                stack.addArrangedSubview(UIView())
                stack.addArrangedSubview(ChartView())
                container.addSubview(stack)
                return container
            }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let drawn = Sheet().render(width: 30)
        #expect(drawn == VStack(alignment: .leading) { Text("Weekly summary"); Text("⬚ ChartView") }.render(width: 30))
    }

    /// A screenshot-safe image is a wrapped image view: it draws its image as `Image(uiImage:)`
    /// does, its highlighted image while highlighted, the first frame of a running animation,
    /// and nothing before an image is set.
    @Test func anImageViewDrawsTheImageAPhoneShows() {
        struct Picture: UIViewRepresentable {
            let image: UIImage?
            var highlighted = false
            func makeUIView(context: Context) -> UIImageView {
                let view = UIImageView(image: nil, highlightedImage: UIImage(systemName: "heart.fill"))
                view.contentMode = .scaleAspectFit
                return view
            }
            func updateUIView(_ view: UIImageView, context: Context) {
                view.image = image
                view.isHighlighted = highlighted
            }
        }
        #expect(Picture(image: UIImage(named: "cover")).render(width: 20) == Image(uiImage: UIImage(named: "cover")!).render(width: 20))
        #expect(Picture(image: UIImage(named: "cover"), highlighted: true).render(width: 20) == Image(systemName: "heart.fill").render(width: 20))
        #expect(Picture(image: nil).render(width: 20).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)

        let spinner = UIImageView()
        spinner.animationImages = [UIImage(systemName: "hourglass")!, UIImage(systemName: "star")!]
        #expect(!spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
    }

    /// A grid of hosted cells asks its data source, section by section, as a phone does for the
    /// cells on screen; the drawing is the cells one below another.
    @Test func aCollectionViewDrawsTheCellsItsDataSourceGivesAsAList() {
        final class Source: NSObject, UICollectionViewDataSource {
            let sections = [["Dune", "Emma"], ["Ulysses"]]
            func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].count
            }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
                let label = UILabel()
                label.text = sections[indexPath.section][indexPath.item]
                cell.contentView.addSubview(label)
                return cell
            }
        }
        struct Shelf: UIViewRepresentable {
            func makeCoordinator() -> Source { Source() }
            func makeUIView(context: Context) -> UICollectionView {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Book")
                view.dataSource = context.coordinator
                return view
            }
            func updateUIView(_ view: UICollectionView, context: Context) { view.reloadData() }
        }
        let expected = VStack(alignment: .leading, spacing: 0) { Text("Dune"); Text("Emma"); Text("Ulysses") }
        #expect(Shelf().render(width: 20) == expected.render(width: 20))
    }

    /// A collection view controller built on a compositional layout, whose data source only
    /// gives cells a preview cannot fill (the app's own registered class), draws its line rather
    /// than a blank; nothing is selected, and deselecting or scrolling changes nothing.
    @Test func aCollectionViewControllerWithNoDrawableCellsDrawsItsLine() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        struct Carousel: UIViewControllerRepresentable {
            func makeCoordinator() -> Source { Source() }
            func makeUIViewController(context: Context) -> UICollectionViewController {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(320)),
                    subitem: item, count: 3
                )
                group.interItemSpacing = .fixed(10)
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40)
                let controller = UICollectionViewController(collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
                controller.collectionView.dataSource = context.coordinator
                return controller
            }
            func updateUIViewController(_ controller: UICollectionViewController, context: Context) {}
        }
        #expect(Carousel().render(width: 30) == "⬚ UICollectionView")

        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = Source()
        view.dataSource = source
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 3)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .centeredVertically)
        #expect(view.indexPathsForSelectedItems == [] && view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    /// An import screen wraps UIKit's document picker with a coordinator as its delegate: the
    /// picker stands as its line, its settings are kept, and the delegate hears neither a pick
    /// nor a cancel.
    @Test func aWrappedDocumentPickerDrawsItsLineAndPicksNothing() {
        final class Coordinator: NSObject, UIDocumentPickerDelegate {
            var heard: [URL]?
            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { heard = urls }
            func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { heard = [] }
        }
        struct Importer: UIViewControllerRepresentable {
            let coordinator: Coordinator
            func makeCoordinator() -> Coordinator { coordinator }
            func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
                picker.delegate = context.coordinator
                picker.allowsMultipleSelection = true
                return picker
            }
            func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}
        }
        let coordinator = Coordinator()
        #expect(Importer(coordinator: coordinator).render(width: 40) == "⬚ UIDocumentPickerViewController")
        #expect(coordinator.heard == nil)

        let exporter = UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/notes.txt")])
        exporter.delegate = coordinator
        #expect(exporter.delegate === coordinator && !exporter.allowsMultipleSelection)
    }

    /// A router finds the controller to present from through a tab bar controller at the
    /// window's root: the selected controller follows the selected index, setting one selects
    /// it, and fewer controllers bring the index back in range.
    @Test func aTabBarControllerSelectsItsFirstTabAndFollowsItsIndex() {
        let feed = UIViewController(), inbox = UIViewController(), profile = UIViewController()
        let tabs = UITabBarController()
        #expect(tabs.selectedViewController == nil)
        tabs.setViewControllers([feed, inbox, profile], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === feed)
        tabs.selectedViewController = profile
        #expect(tabs.selectedIndex == 2)
        tabs.viewControllers = [feed, inbox]
        #expect(tabs.selectedViewController === inbox)
        tabs.tabBar.items = [UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)]
        #expect(tabs.tabBar.items?.first?.title == "Feed" && feed.tabBarController == nil)
    }

    /// A composer's text view adds an Escape key command to its inherited ones: the command
    /// keeps its input and modifiers, a plain responder lists none, and nothing is pressed.
    @Test func aKeyCommandKeepsItsInputAndARespondersListStartsEmpty() {
        final class ComposerTextView: UITextView {
            override var keyCommands: [UIKeyCommand]? {
                (super.keyCommands ?? []) + [
                    UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("escape:")),
                    UIKeyCommand(title: "Send", action: Selector("send"), input: "\r", modifierFlags: [.command]),
                ]
            }
        }
        let commands = ComposerTextView().keyCommands ?? []
        #expect(commands.map(\.input) == [UIKeyCommand.inputEscape, "\r"])
        #expect(commands[1].modifierFlags == .command && commands[1].title == "Send" && commands[0].modifierFlags.isEmpty)
        #expect(UIView().keyCommands == nil)
    }

    /// A video view names `AVPlayerLayer` as its layer class, or adds one as a sublayer: the
    /// view's layer is of that class, sublayers are kept in order, and a plain view holding a
    /// player's layer draws as `VideoPlayer` draws that player.
    @Test func aViewsLayerIsOfItsLayerClassAndAPlayerLayerDrawsItsVideo() throws {
        final class PlayerBackedView: UIView {
            override class var layerClass: AnyClass { AVPlayerLayer.self }
            var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
        }
        let backed = PlayerBackedView()
        backed.playerLayer.videoGravity = .resizeAspectFill
        #expect(backed.layer === backed.layer && backed.playerLayer.videoGravity == .resizeAspectFill)
        #expect(type(of: UIView().layer) == CALayer.self)

        let clip = try #require(URL(string: "https://example.com/dock.mp4"))
        struct Clip: UIViewRepresentable {
            let player: AVPlayer
            func makeUIView(context: Context) -> UIView {
                let view = UIView()
                view.layer.cornerRadius = 12
                view.layer.addSublayer(CALayer())
                view.layer.addSublayer(AVPlayerLayer(player: player))
                return view
            }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let player = AVPlayer(url: clip)
        #expect(Clip(player: player).render(width: 40) == VideoPlayer(player: player).render(width: 40))

        let root = CALayer(), first = CALayer(), second = CALayer()
        root.addSublayer(first)
        root.insertSublayer(second, at: 0)
        #expect(root.sublayers?.count == 2 && root.sublayers?.first === second && first.superlayer === root)
        first.removeFromSuperlayer()
        #expect(root.sublayers?.count == 1 && first.superlayer == nil)
    }

    /// A window that lets touches through overrides `hitTest(_:with:)`; a view's own test finds
    /// it inside its bounds, a preview sends no events, so overridden touch and layout methods
    /// are never called by a drawing.
    @Test func hitTestingFindsAViewInsideItsBoundsAndADrawingSendsNoEvents() {
        final class Log { var calls: [String] = [] }
        final class TouchView: UIView {
            var log: Log?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.calls.append("touches") }
            override func layoutSubviews() {
                super.layoutSubviews()
                log?.calls.append("layout")
            }
        }
        struct Pad: UIViewRepresentable {
            let log: Log
            func makeUIView(context: Context) -> UIView {
                let container = UIView()
                let pad = TouchView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                pad.log = log
                container.addSubview(pad)
                return container
            }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        let log = Log()
        _ = Pad(log: log).render(width: 20)
        #expect(log.calls.isEmpty)

        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        #expect(view.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        #expect(view.hitTest(CGPoint(x: 60, y: 20), with: nil) == nil)
        #expect(view.window == nil)
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        #expect(view.window === window && (UIWindow.Level.alert + 1).rawValue == UIWindow.Level.alert.rawValue + 1)
    }

    /// A notification settings screen reads and clears the app icon's badge: it starts at 0 and
    /// keeps what the screen sets.
    @Test func theAppIconBadgeNumberStartsAtZeroAndKeepsWhatIsSet() {
        let app = UIApplication.shared
        let before = app.applicationIconBadgeNumber
        defer { app.applicationIconBadgeNumber = before }
        app.applicationIconBadgeNumber = 3
        #expect(app.applicationIconBadgeNumber == 3)
        app.applicationIconBadgeNumber = 0
        #expect(app.applicationIconBadgeNumber == 0)
    }

    /// A channel icon clips its avatar to a circle through the renderer's CoreGraphics context:
    /// every call is accepted, the closure runs once and the image is empty of the renderer's
    /// size; a colour handed to a layer as a `CGColor` comes back as the same `UIColor`.
    @Test func aRenderersCGContextAcceptsDrawingAndTheImageKeepsItsSize() {
        var runs = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
            runs += 1
            context.cgContext.saveGState()
            context.cgContext.addEllipse(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            context.cgContext.clip()
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 11, height: 22))
            context.cgContext.restoreGState()
        }
        #expect(runs == 1 && image.size == CGSize(width: 22, height: 22))
        #expect(UIColor(cgColor: UIColor.separator.cgColor) == .separator)
    }

    /// An ad's call-to-action button is set through a button configuration (iOS 15): its title
    /// is drawn as a button's.
    @Test func aButtonConfigurationsTitleIsDrawnWhenNoTitleWasSet() {
        struct CallToAction: UIViewRepresentable {
            func makeUIView(context: Context) -> UIButton {
                let button = UIButton(type: .system)
                var configuration = UIButton.Configuration.plain()
                configuration.title = "Install"
                configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                button.configuration = configuration
                button.layer.cornerRadius = 8
                return button
            }
            func updateUIView(_ button: UIButton, context: Context) {}
        }
        #expect(CallToAction().render(width: 20) == Button("Install") {}.render(width: 20))
    }

    /// A view builder function that returns an optional image (`@ViewBuilder func f() -> Image?`
    /// with an `if let` inside, as SwiftUI allows) gives the image when there is one, else nil.
    @Test func anIfWithoutElseInAViewBuilderIsAnOptionalOfItsView() {
        @ViewBuilder func badge(_ name: String?) -> Image? {
            if let name {
                Image(systemName: name)
            }
        }
        #expect(badge(nil) == nil)
        #expect(badge("star")?.render(width: 4) == Image(systemName: "star").render(width: 4))
    }

    /// A Mac settings pane lays each group box out with its own style, its label in a column
    /// beside its content: the style's body is what is drawn, for every box under it, and
    /// `.automatic` (or a style that wraps `GroupBox(configuration)`) keeps the built-in box.
    @Test func aGroupBoxStyleDrawsEachBoxAsItsBodyLaysOutLabelAndContent() {
        struct SideLabelStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(alignment: .top, spacing: 20) {
                    configuration.label
                    VStack(alignment: .leading) { configuration.content }
                }
            }
        }
        struct BoxedStyle: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
        }
        let styled = VStack(alignment: .leading) {
            GroupBox(label: Text("Install")) { Text("/Applications") }
            GroupBox("Cache") { Text("~/Caches") }
        }.groupBoxStyle(SideLabelStyle())
        let expected = VStack(alignment: .leading) {
            HStack(alignment: .top, spacing: 20) { Text("Install"); VStack(alignment: .leading) { Text("/Applications") } }
            HStack(alignment: .top, spacing: 20) { Text("Cache"); VStack(alignment: .leading) { Text("~/Caches") } }
        }
        #expect(styled.render(width: 40) == expected.render(width: 40))
        let box = GroupBox("Cache") { Text("~/Caches") }
        #expect(box.groupBoxStyle(.automatic).render(width: 20) == box.render(width: 20))
        #expect(box.groupBoxStyle(BoxedStyle()).render(width: 20) == box.render(width: 20))
    }

    /// A Mac pane's "Change…" button runs an open panel: a preview has no one to choose, so the
    /// panel answers cancel at once and no folder is chosen.
    @Test func anOpenPanelRunsToCancelAndChoosesNothing() {
        let panel = NSOpenPanel()
        panel.canChooseDirectories = true
        panel.canChooseFiles = false
        panel.allowedContentTypes = [.folder]
        #expect(panel.runModal() == .cancel && panel.url == nil && panel.urls.isEmpty)
    }

    /// A toast's capsule is an iOS 26 concentric rectangle with a fixed minimum radius, shown
    /// through iOS 17's `animation(_:body:)`: the shape draws as a rounded rectangle of that
    /// radius, and the body's modifiers are drawn at rest on the view.
    @Test func aConcentricRectangleDrawsItsRadiusAndAnimationBodyDrawsAtRest() {
        let concentric = ConcentricRectangle(corners: .concentric(minimum: .fixed(30)), isUniform: true)
            .fill(.black).frame(width: 80, height: 48)
        #expect(concentric.render(width: 12) == RoundedRectangle(cornerRadius: 30).fill(.black).frame(width: 80, height: 48).render(width: 12))
        #expect(ConcentricRectangle().frame(width: 80, height: 48).render(width: 12) == RoundedRectangle(cornerRadius: 0).frame(width: 80, height: 48).render(width: 12))
        let animated = Text("Saved").animation(.linear(duration: 0.02)) { content in content.padding(.leading, 16) }
        #expect(animated.render(width: 12) == Text("Saved").padding(.leading, 16).render(width: 12))
    }
}
