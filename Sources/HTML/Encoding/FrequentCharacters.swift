/// The commonest characters of Chinese and Korean text, which tell a right
/// decoding (full of them) from a wrong one that also yields Han
/// characters or Hangul syllables, but random ones (`MultiByteScorer`).
enum FrequentCharacters {
    /// About 200 of the commonest Han characters of Chinese, in simplified
    /// and traditional forms: they make up about two fifths of a text.
    static let han: Set<Unicode.Scalar> = Set(
        ("的一是不了在人有我他这這个個们們中来來上大为為和国國地到以说說时時要就出会會可也你对對生能而子那得于於着著下"
            + "自之年过過发發后後作里裡用道行所然家种種事成方多经經么麼去法学學如都同现現当當没沒动動面起看定天分还還进進"
            + "好小部其些主样樣理心她本前开開但因只从從想实實日军軍者意无無力它与與长長把机機十民第公此已工使情明性知全三"
            + "又关關点點正业業外将將两兩高间間由问問很最重并並物手应應战戰向头頭文体體政美相见見被利什二等产產或新己制身"
            + "果加西斯月话話合回特代内內信表化老给給世位次度门門任常先海通教儿兒原东東声聲提立及比员員解水名真论論处處走"
            + "义義各入几幾口认認条條平系气氣题題活更别別打女变變四神总總何电電数數安少报報才结結反受目太量再感建务務做接"
            + "必场場件计計管期市直资資命山金指许許统統区區保至队隊形社便空决決治展马馬科司五基书書非则則听聽白界达達光放"
            + "强強即像难難且权權思王象完设設式色路记記南品住告类類求据據程北边邊死张張该該交规規万萬取格望觉覺术術领領共").unicodeScalars)

    /// About 100 of the commonest Hangul syllables of Korean: they make up
    /// about half of a text.
    static let hangul: Set<Unicode.Scalar> = Set(
        ("이다의는에하고을가로지한기서리사어자도들으대를정일인시적나수있해게과주상아그부제전여우만것장보면구성년세라국"
            + "습니할동원문요경소회내중학무방후화된안했개위스연까공치트비생었와께야말되않없던모마음때신실다러히신분거선러미"
            + "관행결다민터계간유데물통발단출운본조영저금업재진체심오").unicodeScalars)
}
