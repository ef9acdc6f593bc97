"""The 88 shared article pages (../shared/corpus/articles, or $CORPUS) for the
figure scripts: each page's HTML and reference text, and gempaper's
conversion of it."""
import gzip, html, json, os, re, subprocess

CORPUS = os.environ.get(
    'CORPUS', os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../shared/corpus/articles'))


def words(text):
    """Text compared by its words: entities decoded, white space folded, lower case."""
    return re.sub(r'\s+', ' ', html.unescape(text)).strip().lower()


def pages():
    """(record, html bytes) of every page; a record has 'url' and 'articleBody'."""
    truth = json.load(open(os.path.join(CORPUS, 'ground-truth.json')))
    for key, record in truth.items():
        yield record, gzip.open(os.path.join(CORPUS, 'html', key + '.html.gz')).read()


def convert(binary, record, page):
    """The gemtext `gempaper convert` makes of `page`."""
    run = subprocess.run([binary, 'convert', '--url', record['url'], '-'], input=page, capture_output=True)
    return run.stdout.decode('utf-8', 'replace')
