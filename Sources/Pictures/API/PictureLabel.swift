/// What a picture's link line is labelled with, wherever it is shown: its
/// caption, else its alt text, else "Picture N".
public enum PictureLabel {
    public static func text(caption: String?, alt: String?, number: Int) -> String {
        if let caption, !caption.isEmpty { return caption }
        if let alt, !alt.isEmpty { return alt }
        return "Picture \(number)"
    }
}
