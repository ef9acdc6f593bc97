/// JPEG: the start-of-image marker, then segments up to the start of a
/// frame (`SOF0`…`SOF15`), which holds the height and width. Bytes that
/// start like a JPEG but whose segments do not lead to a frame are not one.
enum JPEGHeader {
    static func size(_ reader: ByteReader) -> (Int, Int)? {
        guard reader.matches([0xFF, 0xD8, 0xFF], at: 0) else { return nil }
        var offset = 2
        while let first = reader.byte(offset) {
            guard first == 0xFF else { return nil }
            // Any number of 0xFF fill bytes may come before a marker.
            var markerOffset = offset + 1
            while reader.byte(markerOffset) == 0xFF { markerOffset += 1 }
            guard let marker = reader.byte(markerOffset) else { return nil }
            let segment = markerOffset + 1
            switch marker {
            case 0xD0...0xD7, 0x01:
                offset = segment  // markers without a length
                continue
            case 0xD9, 0xDA:
                return nil  // the end, or the image data, before any frame header
            default:
                break
            }
            guard let length = reader.bigEndian(segment, width: 2), length >= 2 else { return nil }
            if isStartOfFrame(marker) {
                guard let height = reader.bigEndian(segment + 3, width: 2),
                    let width = reader.bigEndian(segment + 5, width: 2), width > 0
                else { return nil }
                // A height of 0 means "given later, in a DNL marker": rare; the width still tells a pixel from a picture.
                return (width, height > 0 ? height : width)
            }
            offset = segment + length
        }
        return nil
    }

    /// SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }
}
