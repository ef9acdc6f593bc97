/// Whether a doctype puts the page in quirks mode (the specification's
/// list). Quirks mode changes one thing here: a `<table>` does not close an
/// open `<p>`.
enum Quirks {
    static func isQuirky(_ doctype: DoctypeToken, text: [UInt8]) -> Bool {
        if doctype.forceQuirks { return true }
        guard let name = doctype.name, text[name.range].elementsEqual("html".utf8) else { return true }
        let publicID = doctype.publicID.map { String(decoding: text[$0.range], as: UTF8.self).lowercased() }
        let systemID = doctype.systemID.map { String(decoding: text[$0.range], as: UTF8.self).lowercased() }
        if let publicID {
            if exactPublicIDs.contains(publicID) { return true }
            if publicIDPrefixes.contains(where: { publicID.hasPrefix($0) }) { return true }
            if systemID == nil, prefixesQuirkyWithoutSystemID.contains(where: { publicID.hasPrefix($0) }) {
                return true
            }
        }
        return systemID == "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd"
    }

    private static let exactPublicIDs: Set<String> = [
        "-//w3o//dtd w3 html strict 3.0//en//", "-/w3c/dtd html 4.0 transitional/en", "html",
    ]

    private static let prefixesQuirkyWithoutSystemID = [
        "-//w3c//dtd html 4.01 frameset//", "-//w3c//dtd html 4.01 transitional//",
    ]

    private static let publicIDPrefixes = [
        "+//silmaril//dtd html pro v0r11 19970101//", "-//as//dtd html 3.0 aswedit + extensions//",
        "-//advasoft ltd//dtd html 3.0 aswedit + extensions//", "-//ietf//dtd html 2.0 level 1//",
        "-//ietf//dtd html 2.0 level 2//", "-//ietf//dtd html 2.0 strict level 1//",
        "-//ietf//dtd html 2.0 strict level 2//", "-//ietf//dtd html 2.0 strict//", "-//ietf//dtd html 2.0//",
        "-//ietf//dtd html 2.1e//", "-//ietf//dtd html 3.0//", "-//ietf//dtd html 3.2 final//",
        "-//ietf//dtd html 3.2//", "-//ietf//dtd html 3//", "-//ietf//dtd html level 0//",
        "-//ietf//dtd html level 1//", "-//ietf//dtd html level 2//", "-//ietf//dtd html level 3//",
        "-//ietf//dtd html strict level 0//", "-//ietf//dtd html strict level 1//",
        "-//ietf//dtd html strict level 2//", "-//ietf//dtd html strict level 3//", "-//ietf//dtd html strict//",
        "-//ietf//dtd html//", "-//metrius//dtd metrius presentational//",
        "-//microsoft//dtd internet explorer 2.0 html strict//", "-//microsoft//dtd internet explorer 2.0 html//",
        "-//microsoft//dtd internet explorer 2.0 tables//", "-//microsoft//dtd internet explorer 3.0 html strict//",
        "-//microsoft//dtd internet explorer 3.0 html//", "-//microsoft//dtd internet explorer 3.0 tables//",
        "-//netscape comm. corp.//dtd html//", "-//netscape comm. corp.//dtd strict html//",
        "-//o'reilly and associates//dtd html 2.0//", "-//o'reilly and associates//dtd html extended 1.0//",
        "-//o'reilly and associates//dtd html extended relaxed 1.0//",
        "-//sq//dtd html 2.0 hotmetal + extensions//",
        "-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//",
        "-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//",
        "-//spyglass//dtd html 2.0 extended//", "-//sun microsystems corp.//dtd hotjava html//",
        "-//sun microsystems corp.//dtd hotjava strict html//", "-//w3c//dtd html 3 1995-03-24//",
        "-//w3c//dtd html 3.2 draft//", "-//w3c//dtd html 3.2 final//", "-//w3c//dtd html 3.2//",
        "-//w3c//dtd html 3.2s draft//", "-//w3c//dtd html 4.0 frameset//", "-//w3c//dtd html 4.0 transitional//",
        "-//w3c//dtd html experimental 19960712//", "-//w3c//dtd html experimental 970421//",
        "-//w3c//dtd w3 html//", "-//w3o//dtd w3 html 3.0//", "-//webtechs//dtd mozilla html 2.0//",
        "-//webtechs//dtd mozilla html//",
    ]
}
