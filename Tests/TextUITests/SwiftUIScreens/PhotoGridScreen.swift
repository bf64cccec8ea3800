import Testing
import TextUI

// A photo grid: an adaptive lazy grid of square thumbnails with captions, a selection
// overlay, a section title and a pinned bottom bar.

private struct Photo: Identifiable {
    let id: Int
    let title: String
    let isFavorite: Bool
}

private struct PhotoGridScreen: View {
    let photos: [Photo]
    let selected: Set<Int>
    private let columns = [GridItem(.adaptive(minimum: 72), spacing: 8)]

    var body: some View {
        ScrollView {
            Text("Recents").font(.title.bold()).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal)
            LazyVGrid(columns: columns, alignment: .leading, spacing: 16, pinnedViews: [.sectionHeaders]) {
                ForEach(photos) { photo in
                    VStack(alignment: .leading, spacing: 4) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.gray.opacity(0.3))
                            .aspectRatio(1, contentMode: .fit)
                            .frame(height: 32)
                            .overlay(alignment: .topTrailing) {
                                if photo.isFavorite {
                                    Image(systemName: "heart.fill").padding(4)
                                }
                            }
                            .overlay {
                                if selected.contains(photo.id) {
                                    RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 3)
                                }
                            }
                        Text(photo.title).font(.caption).lineLimit(1)
                    }
                    .onTapGesture { }
                    .contentShape(Rectangle())
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Text("\(selected.count) selected")
                Spacer()
                Button("Share") {}
            }
            .padding(.horizontal)
            .background(.bar)
        }
    }
}

@MainActor @Suite(.drawsEveryReadableText) struct PhotoGridScreenTests {
    private let photos = [
        Photo(id: 1, title: "Kyoto station", isFavorite: true), Photo(id: 2, title: "Tea", isFavorite: false),
        Photo(id: 3, title: "Deer in Nara park", isFavorite: false), Photo(id: 4, title: "Uji", isFavorite: true),
        Photo(id: 5, title: "Lanterns", isFavorite: false),
    ]

    @Test func thePhotosFillColumnsAndTheBarIsPinned() {
        #expect(PhotoGridScreen(photos: photos, selected: [2]).render(width: 40, height: 16) == """
              Recents
                           ╭─────────╮
              ▄█████████♥▄ │▄███████▄│ ▄█████████▄
              ▀██████████▀ │▀███████▀│ ▀█████████▀
              Kyoto…       ╰─────────╯ Deer in…
                           Tea

              ▄█████████♥▄ ▄█████████▄
              ▀██████████▀ ▀█████████▀
              Uji          Lanterns





              1 selected                 [ Share ]
            """)
    }

    @Test func neverWiderThanTheWidth() {
        let screen = PhotoGridScreen(photos: photos, selected: [1, 3])
        for width in [5, 9, 14, 22, 40, 61] {
            RenderChecks.checkOutputRules(screen.render(width: width), width: width, "photos at \(width)")
            RenderChecks.checkOutputRules(screen.render(width: width, height: 12), width: width, "photos at \(width)")
        }
    }
}
