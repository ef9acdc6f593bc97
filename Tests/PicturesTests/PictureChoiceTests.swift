import Pictures
import Testing

@Suite("Choosing which address of a picture to keep")
struct PictureChoiceTests {
    @Test("srcset candidates with their descriptors")
    func parsing() {
        let candidates = PictureCandidate.parse(srcset: " a.jpg 480w, b.jpg 2x,c, d.jpg, data:image/gif;base64,R0 1x, e(1).jpg 800w ")
        #expect(candidates.map(\.url) == ["a.jpg", "b.jpg", "c", "d.jpg", "e(1).jpg"])
        #expect(candidates[0].width == 480 && candidates[1].density == 2 && candidates[2].density == 1)
        #expect(candidates[4].width == 800)
    }

    @Test("the widest candidate up to about 1600 px, else the narrowest")
    func byWidth() {
        let candidates = PictureCandidate.parse(srcset: "s.jpg 320w, m.jpg 1024w, l.jpg 1600w, xl.jpg 3200w")
        #expect(PictureChoice.best(candidates, displayWidth: nil)?.url == "l.jpg")
        let huge = PictureCandidate.parse(srcset: "a.jpg 4000w, b.jpg 2400w")
        #expect(PictureChoice.best(huge, displayWidth: nil)?.url == "b.jpg")
    }

    @Test("densities count with the display width; without one, up to 2x")
    func byDensity() {
        let candidates = PictureCandidate.parse(srcset: "a.jpg 1x, b.jpg 2x, c.jpg 3x")
        #expect(PictureChoice.best(candidates, displayWidth: 700)?.url == "b.jpg")
        #expect(PictureChoice.best(candidates, displayWidth: 1000)?.url == "a.jpg")
        #expect(PictureChoice.best(candidates, displayWidth: nil)?.url == "b.jpg")
    }

    @Test("a picture's sources come first when a wide screen would use them and their type is kept")
    func sources() {
        let sources = [
            PictureSource(srcset: "phone.jpg 600w", media: "(max-width: 600px)"),
            PictureSource(srcset: "photo.jxl 1200w", type: "image/jxl"),
            PictureSource(srcset: "photo.avif 800w, photo-big.avif 1400w", media: "(min-width: 800px)", type: "image/avif"),
        ]
        #expect(PictureChoice.best(sources: sources, imageSrcset: nil, imageSrc: "photo.jpg", displayWidth: nil) == "photo-big.avif")
        #expect(PictureChoice.best(sources: Array(sources.prefix(2)), imageSrcset: nil, imageSrc: "photo.jpg", displayWidth: nil) == "photo.jpg")
        #expect(PictureChoice.best(imageSrcset: "x.jpg 400w, y.jpg 900w", imageSrc: "x.jpg", displayWidth: 400) == "y.jpg")
        #expect(PictureChoice.best(imageSrcset: nil, imageSrc: "data:image/gif;base64,R0lGOD", displayWidth: nil) == nil)
    }
}
