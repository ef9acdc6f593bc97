import HTML

/// A value set beside its label on a line of its own, in two elements
/// that only the page's style draws apart, as recipe cards set their
/// details: WP Recipe Maker's `<span class="wprm-recipe-details-label">
/// Course</span><span class="wprm-recipe-course">Dessert</span>`, Tasty
/// Recipes' `tasty-recipes-label`, Mediavine Create's `mv-create-…-label`.
/// The label is named so by a class (`label`, or a name ending in
/// `-label`); it reads "Course: Dessert", never "CourseDessert".
enum LabelledValues {
    /// The longest label, in bytes.
    static let longestLabel = 30
    /// The most bytes of the line's other elements read for words (icons have none).
    private static let othersRead = 8

    /// Whether `node` is such a label that ends in no colon (the converter writes one).
    static func isLabel(_ node: HTMLNode) -> Bool {
        guard let words = labelledWords(node), let last = words.last else { return false }
        return last.isLetter || last.isNumber || last == ")"
    }

    /// Whether `node` is such a label, with its colon or without.
    static func labelsAValue(_ node: HTMLNode) -> Bool {
        labelledWords(node) != nil
    }

    /// The words of `node` when it is such a label: an inline element
    /// named a label, a few words, right before an element with words
    /// (its value), with no words of the line beside the two.
    private static func labelledWords(_ node: HTMLNode) -> String? {
        guard node.attributeCount > 0, node.namespace == .html, labelTags.contains(node.tag),
            let classes = node.attribute("class"), classes.utf8.count >= 5, namesALabel(classes),
            let words = node.textContent(atMost: longestLabel, collapsingWhitespace: true, excluding: .nonRendered),
            words.contains(where: \.isLetter)
        else { return nil }
        guard let value = elementAfter(node), labelTags.contains(value.tag),
            hasWords(value.textContent(atMost: 200, collapsingWhitespace: true, excluding: .nonRendered))
        else { return nil }
        // Nothing else on the line says anything: an icon before the label, spaces.
        guard let line = node.parent else { return nil }
        for other in line.children where other != node && other != value {
            guard let said = other.textContent(atMost: othersRead, collapsingWhitespace: true, excluding: .nonRendered),
                !hasWords(said)
            else { return nil }
        }
        return words
    }

    /// The inline elements a label or its value may be.
    private static let labelTags: HTMLTagSet = [.span, .strong, .b, .em, .i, .small, .label]

    /// Whether a class of `classes` names a label: `label`, or a name
    /// ending in `-label` or `_label`.
    private static func namesALabel(_ classes: String) -> Bool {
        guard classes.lowercased().contains("label") else { return false }
        return classes.split(whereSeparator: \.isWhitespace).contains { name in
            let name = name.lowercased()
            return name == "label" || name.hasSuffix("-label") || name.hasSuffix("_label")
        }
    }

    /// The element right after `node`, past white space only.
    private static func elementAfter(_ node: HTMLNode) -> HTMLNode? {
        var next = node.nextSibling
        while let sibling = next, !sibling.isElement {
            guard sibling.isText, !sibling.utf8Data.contains(where: { $0 > 0x20 }) else { return nil }
            next = sibling.nextSibling
        }
        return next.flatMap { $0.namespace == .html ? $0 : nil }
    }

    private static func hasWords(_ text: String?) -> Bool {
        guard let text else { return true }  // longer than read: it says something
        return text.contains { $0.isLetter || $0.isNumber }
    }
}
