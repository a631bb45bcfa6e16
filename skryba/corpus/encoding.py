"""Decoding a file's bytes: UTF-8 unless declared, and a named guess when it is not."""

from __future__ import annotations

import shlex


def decode_text(
    data: bytes, encoding: str | None = None, *, name: str = "FILE"
) -> tuple[str | None, str | None]:
    """``(text, None)`` for usable text, else ``(None, why not)``.

    UTF-8 unless ``encoding`` declares another; invalid UTF-8 names the likely encoding and the
    two ways out (convert ``name`` with iconv, or declare it with ``--encoding``).
    """
    if not data:
        return None, "empty file"
    nul = data.find(b"\x00")
    if nul >= 0:
        return None, f"binary file: NUL byte at byte offset {nul}"
    if encoding is not None:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError as exc:
            return None, f"invalid {encoding} at byte offset {exc.start}: {exc.reason}"
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            return None, invalid_utf8(data, exc, name)
    if not text.lstrip("\ufeff").strip():
        return None, "empty file: only whitespace"
    return text, None


def invalid_utf8(data: bytes, exc: UnicodeDecodeError, name: str) -> str:
    """Why ``data`` is not UTF-8, with the likely encoding and how to convert or declare it."""
    message = f"invalid UTF-8 at byte offset {exc.start}: {exc.reason}"
    guess = guess_encoding(data)
    if guess is None:
        return message
    return (
        f"{message}; it looks like {guess}: convert it with "
        f"'iconv -f {guess} -t utf-8 {shlex.quote(name)}', or read it with --encoding {guess}"
    )


_POLISH = frozenset("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ")
# Tried in this order; a tie goes to the earlier. cp1250 and ISO-8859-2 differ only in a few
# Polish letters (ą ś ź Ą Ś Ź), which decide between them.
_EIGHT_BIT = ("cp1250", "iso-8859-2", "cp1252")


def guess_encoding(data: bytes) -> str | None:
    """The likeliest 8-bit (or UTF-16) encoding of ``data``, which is not UTF-8; None if unclear.

    Polish letters favour cp1250 / ISO-8859-2; C1 control characters (which text never holds)
    rule an encoding out; text without Polish letters is taken for cp1252 (Western Europe).
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            wide = data.decode("utf-16")
        except UnicodeDecodeError:
            wide = ""
        if wide and all(c.isprintable() or c.isspace() for c in wide.lstrip("\ufeff")):
            return "utf-16"
    scores: dict[str, int] = {}
    for encoding in _EIGHT_BIT:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        high = [c for c in text if ord(c) > 0x7F]
        if any(0x80 <= ord(c) <= 0x9F for c in high):
            continue
        polish = sum(c in _POLISH for c in high)
        scores[encoding] = 3 * polish + sum(c.isalpha() for c in high) - len(high)
    if not scores:
        return None
    polish_found = any(
        c in _POLISH for c in data.decode("cp1250", "ignore") if ord(c) > 0x7F
    ) or any(c in _POLISH for c in data.decode("iso-8859-2", "ignore") if ord(c) > 0x7F)
    if not polish_found and "cp1252" in scores:
        return "cp1252"
    return max(scores, key=lambda name: (scores[name], -_EIGHT_BIT.index(name)))
