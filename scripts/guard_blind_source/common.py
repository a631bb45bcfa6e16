ENTRIES = []
BASE = {}

def _add(e):
    assert e["id"] not in {x["id"] for x in ENTRIES}, e["id"]
    ENTRIES.append(e)

def F(id, language, source, candidate):
    e = dict(id=id, source=source.strip(), candidate=candidate.strip(),
             language=language, label="faithful", damage=None)
    _add(e); BASE[id] = e

def D(base, id, kind, old=None, new=None, reps=None, language=None, wrap=None):
    b = BASE[base]; c = b["candidate"]
    reps = list(reps or [])
    if old is not None:
        reps.insert(0, (old, new))
    for o, n in reps:
        assert c.count(o) == 1, (id, o, c.count(o))
        c = c.replace(o, n)
    if wrap:
        c = wrap(c)
    assert c != b["candidate"] or language, id
    e = dict(id=id, source=b["source"], candidate=c.strip(),
             language=language or b["language"], label="damaged", damage=kind)
    _add(e)

def X(id, language, source, candidate, kind):
    e = dict(id=id, source=source.strip(), candidate=candidate.strip(),
             language=language, label="damaged", damage=kind)
    _add(e)
