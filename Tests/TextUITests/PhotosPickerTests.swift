import Foundation
import Testing
import TextUI

/// PhotosUI's picker as the fetched apps use it (a chat's attach button, a bug report's
/// screenshot, a composer's media button presenting the library): a button with its label, and
/// the library a sheet holding the line that names PHPickerViewController.
@MainActor
@Suite struct PhotosPickerTests {
    struct Composer: View {
        @State var isPickingMedia: Bool
        @State private var attachment: PhotosPickerItem?
        @State private var media: [PhotosPickerItem] = []
        var body: some View {
            VStack(alignment: .leading) {
                PhotosPicker(selection: $attachment) { Text("Attach") }
                PhotosPicker(selection: $attachment, matching: .screenshots, photoLibrary: .shared()) { Text("Add screenshot") }
                PhotosPicker("Choose", selection: $attachment, matching: .any(of: [.images, .videos]))
                PhotosPicker(selection: $media, maxSelectionCount: 4, matching: .images) { Text("\(media.count) of 4") }
            }
            .photosPicker(
                isPresented: $isPickingMedia, selection: $media, maxSelectionCount: 4,
                matching: .any(of: [.images, .videos]), photoLibrary: .shared())
            .photosPicker(isPresented: .constant(false), selection: $attachment)
        }
    }

    @Test func aPickerIsAButtonWithItsLabelAndThePresentedLibraryASheet() async {
        #expect(Composer(isPickingMedia: false).render(width: 26) == """
            [ Attach ]
            [ Add screenshot ]
            [ Choose ]
            [ 0 of 4 ]
            """)
        #expect(await Composer(isPickingMedia: true).appear(width: 28, height: 5).text == """
            [ Attach ]
            [ Add screenshot ]
            ╭───────────━━━────────────╮
            │ ⬚ PHPickerViewController │
            │                          │
            """)
    }

    @Test func anItemAPreviewMakesCarriesNoContent() async throws {
        let item = PhotosPickerItem(itemIdentifier: "IMG_0042")
        #expect(item.itemIdentifier == "IMG_0042" && item == PhotosPickerItem(itemIdentifier: "IMG_0042"))
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(PHPickerFilter.any(of: [.images, .videos]) != .images && PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    }
}
