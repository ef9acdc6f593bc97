import Foundation
import Testing

@testable import Article

/// Article pages of newspapers outside the United States and Britain, as
/// their sites emit them (the markup trimmed to what matters): the
/// standfirst opens the story as a line of text, whatever heading it is
/// set in, and the requests to subscribe or to join a channel in the
/// paper's own language stay out.
@Suite struct WorldNewsTests {
    /// Der Spiegel sets a kicker inside its headline's `<h2>` ("Bahnstreik")
    /// before the words of the title its structured data gives: the block
    /// that holds it is still the headline's, so the standfirst under it opens the story.
    @Test func aSpiegelStoryKeepsTheStandfirstUnderAHeadlineWithAKicker() throws {
        let dek = "Die Lokführergewerkschaft ruft erneut zum Streik auf. Ab Donnerstag sollen Fern- und Regionalzüge "
            + "für 35 Stunden stillstehen."
        let html = """
            <!DOCTYPE html><html lang="de"><head><meta charset="utf-8">
            <title>Bahnstreik: GDL kündigt neuen Ausstand im Personenverkehr an - DER SPIEGEL</title>
            <meta property="og:title" content="Bahnstreik: GDL kündigt neuen Ausstand im Personenverkehr an">
            <script type="application/ld+json">{"@context":"http://schema.org","@type":"NewsArticle",\
            "headline":"GDL kündigt neuen Ausstand im Personenverkehr an",\
            "datePublished":"2024-03-04T10:12:00+01:00","author":[{"@type":"Person","name":"Anna Schmidt"}]}</script>
            </head><body><header data-area="header"><nav data-area="navigation_bar"><ul><li><a href="/politik/">\
            Politik</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li></ul></nav></header>
            <main id="Inhalt"><article data-article-el="article"><header data-area="intro">
            <nav aria-label="Breadcrumb" data-area="breadcrumb"><ul><li><a href="/wirtschaft/">Wirtschaft</a></li></ul></nav>
            <h2 class="leading-tight"><span class="text-primary-base block font-sansUI font-bold">Bahnstreik</span>
            <span class="align-middle">GDL kündigt neuen Ausstand im Personenverkehr an</span></h2>
            <div class="RichText RichText--sans leading-loose lg:text-xl">\(dek)</div>
            <div class="font-sansUI"><span>Von <a href="https://www.spiegel.de/impressum/autor-anna-schmidt">Anna \
            Schmidt</a></span> <time datetime="2024-03-04 10:12:00" class="timeformat">04.03.2024, 10.12 Uhr</time></div>
            <div data-area="share"><a href="https://www.facebook.com/sharer.php?u=x">Facebook</a> \
            <a href="mailto:?subject=x">E-Mail</a></div></header>
            <section class="relative" data-area="body"><div data-area="text"><div class="RichText RichText--iconLinks">\
            <p>Die Gewerkschaft Deutscher Lokomotivführer (GDL) hat einen neuen Streik bei der Deutschen Bahn \
            angekündigt. Im Personenverkehr soll der Ausstand am Donnerstag um 2 Uhr beginnen, teilte die GDL mit.</p>\
            <p>Im Güterverkehr soll bereits am Mittwochabend gestreikt werden. Die Bahn kritisierte die Ankündigung \
            scharf und sprach von einer unnötigen Belastung für Millionen Reisende.</p></div></div>
            <div data-area="text"><div class="RichText RichText--iconLinks"><p>GDL-Chef Claus Weselsky begründete den \
            Schritt mit dem fehlenden Entgegenkommen des Konzerns. »Die Bahn hat kein verhandlungsfähiges Angebot \
            vorgelegt«, sagte er.</p></div></div></section></article></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.spiegel.de/wirtschaft/unternehmen/bahnstreik-gdl-a-1234.html")
        let lines = text.split(separator: "\n").map(String.init)
        let standfirst = try #require(lines.firstIndex(of: dek), "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("Die Gewerkschaft Deutscher") }, "\(text)")
        #expect(standfirst < opening)
    }

    /// El País sets its standfirst in an `<h2 class="a_st">` without a full
    /// stop: it shows the page's description, so it is a line of text under
    /// the title, not the first entry of the contents; the newsletter's
    /// "Suscríbete aquí" after the story goes.
    @Test func anElPaisStandfirstIsTextAndItsNewsletterRequestGoes() throws {
        let dek = "La medida, pactada con los sindicatos, se aplicará de forma progresiva hasta 2025 y afectará a 12 "
            + "millones de trabajadores"
        let html = """
            <!DOCTYPE html><html lang="es"><head><meta charset="utf-8">
            <title>El Gobierno aprueba la reducción de la jornada laboral a 37,5 horas | Economía | EL PAÍS</title>
            <meta property="og:title" content="El Gobierno aprueba la reducción de la jornada laboral a 37,5 horas">
            <meta name="description" content="\(dek)"></head><body>
            <main id="main-content"><article class="a _g _g-lg _g-o"><header class="a_e">
            <div class="a_k"><a class="a_k_n" href="/economia/">Economía</a></div>
            <div class="a_e_txt _df"><h1 class="a_t">El Gobierno aprueba la reducción de la jornada laboral a 37,5 \
            horas</h1><h2 class="a_st">\(dek)</h2></div></header>
            <div class="a_md _cf"><div class="a_md_a"><a href="https://elpais.com/autor/juan-perez/" rel="author">\
            Juan Pérez</a></div><div class="a_md_f"><span>Madrid - </span><time \
            datetime="2024-03-04T10:12:00+01:00">04 mar 2024 - 10:12 CET</time></div></div>
            <div class="a_c clearfix" data-dtm-region="articulo_cuerpo">
            <p>El Consejo de Ministros ha aprobado este martes el anteproyecto de ley que reduce la jornada laboral \
            máxima de 40 a 37,5 horas semanales sin merma salarial.</p>
            <p>Según el Ministerio de Trabajo, la medida beneficiará a unos 12 millones de asalariados del sector \
            privado, sobre todo en el comercio y la hostelería.</p>
            <h3>Un calendario por fases</h3>
            <p>La reducción se hará en dos tramos: 38,5 horas en 2024 y 37,5 horas a partir de 2025. Las empresas \
            tendrán que registrar la jornada de forma digital.</p>
            <p>Suscríbete <a href="https://elpais.com/newsletters/">aquí</a> a la newsletter semanal de Economía y \
            Negocios.</p></div></article></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://elpais.com/economia/2024-03-04/el-gobierno-aprueba.html")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains(dek) && !lines.contains("## " + dek), "\(text)")
        #expect(lines.contains("## Un calendario por fases"), "\(text)")
        #expect(!text.contains("Suscríbete"), "\(text)")
    }

    /// G1 (Globo) wraps its standfirst's `<h2>` in a `<div>` of its own,
    /// ends a picture's caption with "— Foto:" before the credit it names
    /// as such, and asks its readers to join its WhatsApp channel under
    /// the story: the standfirst opens the story, the caption ends with
    /// its words, and the request goes.
    @Test func aG1StoryKeepsItsWrappedStandfirstAndLosesItsCreditLabel() throws {
        let dek = "Temporal atingiu a capital na madrugada desta segunda-feira (4); Defesa Civil emitiu alerta."
        let html = """
            <!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">
            <title>Chuva forte deixa 12 bairros sem energia em Porto Alegre | Rio Grande do Sul | G1</title>
            <meta property="og:title" content="Chuva forte deixa 12 bairros sem energia em Porto Alegre">
            <meta name="description" content="\(dek)"></head><body>
            <header id="header-produto"><nav><ul><li><a href="https://g1.globo.com/rs/">RS</a></li>\
            <li><a href="https://g1.globo.com/economia/">Economia</a></li></ul></nav></header><main>
            <div class="mc-article-header"><div class="title"><h1 class="content-head__title">Chuva forte deixa 12 \
            bairros sem energia em Porto Alegre</h1></div>
            <div class="medium-centered subtitle"><h2 class="content-head__subtitle">\(dek)</h2></div>
            <div class="content-publication-data"><p class="content-publication-data__from">Por Maria Souza, g1 RS</p>
            <p class="content-publication-data__updated"><time datetime="2024-03-04T10:12:00.000Z">04/03/2024 \
            07h12</time></p></div></div>
            <article itemprop="articleBody" class="mc-article-body">
            <div class="mc-column content-text"><p class="content-text__container">Uma forte chuva atingiu Porto \
            Alegre na madrugada desta segunda-feira (4) e deixou moradores de 12 bairros sem energia elétrica.</p></div>
            <div class="mc-column content-media content-photo"><figure class="content-media-figure"><img \
            class="content-media-image" src="https://s2-g1.glbimg.com/xyz/chuva.jpg" alt="Árvore caída"><figcaption \
            class="content-media__description"><span>Árvore caída na Avenida Ipiranga, em Porto Alegre</span> — Foto: \
            <span class="content-media__description__credit">Reprodução/RBS TV</span></figcaption></figure></div>
            <div class="mc-column content-text"><p class="content-text__container">De acordo com a Defesa Civil, \
            foram registrados 85 milímetros de chuva em menos de três horas. Árvores caíram em seis pontos.</p></div>
            <div class="mc-column content-text"><p class="content-text__container">O Instituto Nacional de \
            Meteorologia mantém alerta laranja para temporais até quarta-feira (6) na Região Metropolitana.</p></div>
            <div class="mc-column content-text"><p class="content-text__container">📲 Participe do canal do g1 RS no \
            WhatsApp</p></div></article></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://g1.globo.com/rs/rio-grande-do-sul/noticia/2024/03/04/chuva.ghtml")
        let lines = text.split(separator: "\n").map(String.init)
        let standfirst = try #require(lines.firstIndex(of: dek), "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("Uma forte chuva") }, "\(text)")
        #expect(standfirst < opening)
        #expect(
            lines.contains("=> https://s2-g1.glbimg.com/xyz/chuva.jpg Árvore caída na Avenida Ipiranga, em Porto Alegre"),
            "\(text)")
        #expect(!text.contains("WhatsApp"), "\(text)")
    }

    /// The Corriere della Sera sets its standfirst, which shows the page's
    /// description, before the byline in Italian ("di Mario Rossi") and the
    /// date: both lines go, though the standfirst is long enough for prose.
    @Test func aCorriereBylineAndDateUnderTheStandfirstGo() throws {
        let dek = "Da sabato la metropolitana blu collega Linate al centro in 12 minuti. Le prime corse alle 6 del "
            + "mattino"
        let html = """
            <!DOCTYPE html><html lang="it"><head><meta charset="utf-8">
            <title>Milano, la nuova linea M4 apre fino a San Babila: orari e fermate - Corriere.it</title>
            <meta name="description" content="\(dek)"></head><body>
            <header class="header"><nav><ul><li><a href="/cronache/">Cronache</a></li><li><a href="/politica/">\
            Politica</a></li></ul></nav></header><main><div class="bck-article">
            <div class="article-kicker"><a href="https://milano.corriere.it/">Milano</a></div>
            <h1 class="title-art-hp">Milano, la nuova linea M4 apre fino a San Babila: orari e fermate</h1>
            <p class="summary-art">\(dek)</p>
            <div class="info-art"><p class="writer">di <span class="writer">Mario Rossi</span></p>\
            <p class="date-art">04 marzo 2024</p></div>
            <div class="chapter"><p class="chapter-paragraph">Da sabato 7 marzo la linea M4 della metropolitana di \
            Milano arriverà fino a San Babila. Il tratto inaugurato comprende sei nuove stazioni.</p>
            <p class="chapter-paragraph">Secondo l’Atm, i treni passeranno ogni tre minuti nelle ore di punta. Il \
            sindaco Giuseppe Sala ha parlato di «una giornata storica per la città».</p>
            <p class="chapter-paragraph">Il prolungamento fino a San Cristoforo è previsto entro la fine dell’anno, \
            con altre otto stazioni.</p></div></div></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://milano.corriere.it/notizie/cronaca/24_marzo_04/m4.shtml")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains(dek), "\(text)")
        #expect(!lines.contains("di Mario Rossi") && !lines.contains("04 marzo 2024"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("By Mario Rossi · 2024-03-04") }, "\(text)")
    }

    /// NDTV wraps its standfirst's `<h2>` in a `<div>` and closes wire copy
    /// with a note that the story comes unedited from a syndicated feed:
    /// the standfirst opens the story, the note goes.
    @Test func anNDTVStoryKeepsItsStandfirstAndLosesItsSyndicationNote() throws {
        let dek = "Heavy rain lashed Mumbai on Monday, disrupting local train services and flooding several "
            + "low-lying areas."
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>Heavy Rain Lashes Mumbai, Local Train Services Hit</title>
            <meta name="description" content="\(dek)"></head><body>
            <header class="hdr"><nav class="nav"><ul><li><a href="https://www.ndtv.com/india">India</a></li>\
            <li><a href="https://www.ndtv.com/world-news">World</a></li></ul></nav></header>
            <div class="content"><div class="ins_wid"><div class="sp-hd">
            <div class="sp-ttl-wrp"><h1 class="sp-ttl">Heavy Rain Lashes Mumbai, Local Train Services Hit</h1></div>
            <div class="sp-descp"><h2 class="sp-descp">\(dek)</h2></div>
            <nav class="pst-by"><ul><li><a href="https://www.ndtv.com/topic/press-trust-of-india">Press Trust of \
            India</a></li><li>Mar 04, 2024 10:12 am IST</li></ul></nav></div>
            <div class="ins_lft-cnt"><div class="Art-exp_wr" id="ins_storybody">
            <p><b>Mumbai: </b>Heavy rain lashed Mumbai and its suburbs on Monday, disrupting suburban train services \
            and causing waterlogging in several low-lying areas, officials said.</p>
            <p>The India Meteorological Department has issued an orange alert for the city for the next 24 hours, \
            predicting heavy to very heavy rainfall at isolated places.</p>
            <p>Schools in the city remained open, but the civic body advised residents to avoid non-essential \
            travel.</p>
            <p><i>(Except for the headline, this story has not been edited by NDTV staff and is published from a \
            syndicated feed.)</i></p></div></div></div></div></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.ndtv.com/mumbai-news/heavy-rain-lashes-mumbai-5123456")
        let lines = text.split(separator: "\n").map(String.init)
        let standfirst = try #require(lines.firstIndex(of: dek), "\(text)")
        let opening = try #require(lines.firstIndex { $0.hasPrefix("Mumbai: Heavy rain") }, "\(text)")
        #expect(standfirst < opening)
        #expect(!text.contains("syndicated feed"), "\(text)")
    }

    /// ABC News (Australia) sets a picture's credit in a `<cite>` right
    /// after the caption's `<span>`, apart only by the page's style: the
    /// credit follows the caption's last sentence after a space.
    @Test func anABCCaptionKeepsItsCreditApart() throws {
        let figure = """
            <figure><img src="https://live-production.wcms.abc-cdn.net.au/lismore.jpg" alt="A flooded street">\
            <figcaption><span>The Wilsons River is expected to peak on Tuesday morning.</span><cite>(ABC North \
            Coast: Bruce MacKenzie)</cite></figcaption></figure>
            """
        let text = try storyGemtext(
            title: "Flood warnings issued for NSW north coast",
            "<div class=\"article-body\"><p>\(TestPage.prose("one"))</p>\(figure)<p>\(TestPage.prose("two"))</p></div>")
        #expect(
            text.contains("lismore.jpg The Wilsons River is expected to peak on Tuesday morning. (ABC North Coast: "),
            "\(text)")
    }

    /// The Times of India sets its story in one block of lines apart by
    /// `<br><br>` and invites comments under it ("Start a Conversation"):
    /// the invitation goes with the share row and the social links.
    @Test func aTimesOfIndiaStoryLosesItsInvitationToComment() throws {
        let html = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
            <title>Bengaluru water crisis: Residents queue for tankers as borewells dry up | Times of India</title>
            </head><body><header><nav><a href="/">News</a> <a href="/city">City</a> <a href="/city/bengaluru">\
            Bengaluru</a></nav></header>
            <div class="contentwrapper"><div class="_2NFXP">
            <h1 class="HNMDR"><span>Bengaluru water crisis: Residents queue for tankers as borewells dry up</span></h1>
            <div class="xf8Pm byline"><span>TNN</span> / <span>Updated: Mar 4, 2024, 10:12 IST</span></div>
            <div class="_s30J clearfix">BENGALURU: Thousands of residents in the city's outer areas are queuing for \
            water tankers every morning as borewells run dry after a weak monsoon, officials said on Monday.<br><br>\
            The Bangalore Water Supply and Sewerage Board said it had capped tanker prices and taken over 200 \
            private borewells to ease the shortage.<br><br>"We are getting water only once in three days," said \
            Lakshmi R, a resident of Whitefield.<br><br>Officials said the situation would improve once the Cauvery \
            stage five project is completed.</div>
            <div class="end"><p>Start a Conversation</p></div></div></div></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://timesofindia.indiatimes.com/city/bengaluru/water/articleshow/1.cms")
        #expect(text.contains("Cauvery stage five project is completed."), "\(text)")
        #expect(!text.contains("Start a Conversation"), "\(text)")
    }

    /// Le Monde ends a subscriber's story, for everyone else, with a line
    /// saying how much of it is left: the teaser before it is the story's,
    /// the line goes, wherever the page sets it.
    @Test func aLeMondeTeaserLosesItsPaywallLine() throws {
        let html = """
            <!DOCTYPE html><html lang="fr"><head><meta charset="utf-8">
            <title>A Marseille, les habitants des quartiers nord face à la pénurie de médecins</title></head><body>
            <header class="Header"><nav class="Nav"><ul><li><a href="/international/">International</a></li>\
            <li><a href="/politique/">Politique</a></li></ul></nav></header>
            <main class="main main--abo"><section class="article__wrapper article__wrapper--premium">
            <header class="article__header"><h1 class="article__title">A Marseille, les habitants des quartiers nord \
            face à la pénurie de médecins</h1></header>
            <section class="article__content">
            <p class="article__paragraph">Il est 8 heures et la file d’attente s’étire déjà jusqu’au trottoir devant \
            le centre de santé du Merlan. Fatima, 62 ans, attend un rendez-vous depuis trois semaines.</p>
            <p class="article__paragraph">« Mon médecin est parti à la retraite en décembre, personne ne l’a \
            remplacé », raconte-t-elle. Comme elle, des milliers d’habitants se retrouvent sans médecin traitant.</p>
            <p class="article__paragraph">Les élus locaux réclament des mesures d’urgence, notamment l’installation \
            de médecins salariés par la ville.</p>
            <p class="article__status">Il vous reste 60.52% de cet article à lire. La suite est réservée aux \
            abonnés.</p></section></section></main></body></html>
            """
        let text = try Convert.pageGemtext(html, url: "https://www.lemonde.fr/societe/article/2024/03/04/marseille_6220000_3224.html")
        #expect(text.contains("médecins salariés par la ville."), "\(text)")
        #expect(!text.contains("Il vous reste"), "\(text)")
    }

    @Test(arguments: [
        ("Il vous reste 80% à découvrir.", true), ("You have 65% of this article left to read.", true),
        ("Questo contenuto è riservato agli abbonati", true), ("Este contenido es exclusivo para suscriptores", true),
        ("Il vous reste trois jours pour voter.", false), ("Prices rose 65% in a year, the report said.", false),
    ])
    func paywallLinesAreKnownByTheirWords(text: String, isPaywall: Bool) {
        #expect(PublisherNotes.isPaywallLine(text) == isPaywall)
    }
}
