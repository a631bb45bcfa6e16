import json, collections, os, re
KINDS = {"number","date","url","citation","legal_reference","code","invented_fact","wrong_language","negation","modality","hedge","markdown"}
rows = [json.loads(l) for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "guard_blind.jsonl"), encoding="utf-8")]
ids = set()
PLCH = re.compile(r"[ąćęłńóśźż]", re.I)
def lang(t):  # crude: Polish diacritics / words
    w = re.findall(r"\w+", t.lower())
    pl = sum(1 for x in w if PLCH.search(x) or x in {"i","w","z","na","się","nie","do","oraz","jest","od","że","po"})
    en = sum(1 for x in w if x in {"the","and","of","to","is","will","for","with","be","are","on","you","a","in"})
    return "pl" if pl > en else "en"
for r in rows:
    assert set(r) == {"id","source","candidate","language","label","damage"}, r["id"]
    assert r["id"] not in ids; ids.add(r["id"])
    assert r["language"] in ("pl","en","preserve")
    assert (r["label"] == "faithful" and r["damage"] is None) or (r["label"] == "damaged" and r["damage"] in KINDS), r["id"]
    assert isinstance(r["source"], str) and isinstance(r["candidate"], str) and r["source"] and r["candidate"]
    sl, cl = lang(r["source"]), lang(r["candidate"])
    req = sl if r["language"] == "preserve" else r["language"]
    assert sl == r["id"][:2], (r["id"], sl)
    if r["damage"] == "wrong_language": assert cl != req, r["id"]
    else: assert cl == req, (r["id"], cl, req)
print("pairs:", len(rows))
print("label x damage:")
for k, v in sorted(collections.Counter((r["label"], r["damage"] or "-") for r in rows).items()): print(f"  {k[0]:9s} {k[1]:16s} {v}")
print("language:", dict(collections.Counter(r["language"] for r in rows)))
print("source language:", dict(collections.Counter(r["id"][:2] for r in rows)))
F = [r for r in rows if r["label"] == "faithful"]
tr = [r for r in F if r["language"] != "preserve"]
print("faithful translations: %d/%d = %.0f%% (pl->en %d, en->pl %d)" % (len(tr), len(F), 100*len(tr)/len(F),
      sum(r["language"]=="en" for r in tr), sum(r["language"]=="pl" for r in tr)))
n = sum(60 <= len(r["source"].split()) <= 150 for r in rows)
print("source 60-150 words: %d/%d = %.1f%%" % (n, len(rows), 100*n/len(rows)))
n2 = sum(60 <= len(r["candidate"].split()) <= 150 for r in rows)
print("candidate 60-150 words: %d/%d = %.1f%%" % (n2, len(rows), 100*n2/len(rows)))
