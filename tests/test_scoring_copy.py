"""The local detector's converted model: made once, cached with a checksum, rebuilt if corrupt."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skryba.embedded.model import (
    SCORING_FTYPE,
    ConvertedModel,
    cache_dir,
    converted_path,
    ensure_converted,
    file_sha256,
    gguf_path,
)
from skryba.errors import ConfigurationError


def _record(copy: Path) -> ConvertedModel:
    return ConvertedModel.model_validate_json(copy.with_name(copy.name + ".json").read_bytes())


def test_the_cache_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert cache_dir() == tmp_path / "skryba"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache_dir() == Path.home() / ".cache" / "skryba"
    source = gguf_path()
    assert converted_path(source, "F16", tmp_path).name == (
        source.name.removesuffix(".gguf") + ".F16.gguf"
    )


def test_converted_once_then_reused_and_rebuilt_when_corrupt(tmp_path: Path) -> None:
    source = gguf_path()
    copy = ensure_converted(source, folder=tmp_path)

    assert copy == converted_path(source, SCORING_FTYPE, tmp_path)
    record = _record(copy)
    assert record.sha256 == file_sha256(copy)
    assert record.source_sha256 == file_sha256(source)
    assert record.ftype == SCORING_FTYPE
    # A real conversion: the dequantized weights take more room than the Q4_1 file.
    assert copy.stat().st_size > source.stat().st_size
    # Nothing half-written is left beside it.
    assert sorted(p.name for p in tmp_path.iterdir()) == [copy.name, copy.name + ".json"]

    made = copy.stat().st_mtime_ns
    assert ensure_converted(source, folder=tmp_path) == copy
    assert copy.stat().st_mtime_ns == made  # reused, not converted again

    # Flip bytes in the middle of the file: the checksum no longer matches.
    with copy.open("r+b") as handle:
        handle.seek(copy.stat().st_size // 2)
        handle.write(b"\xff" * 64)
    assert file_sha256(copy) != record.sha256
    assert ensure_converted(source, folder=tmp_path) == copy
    assert file_sha256(copy) == record.sha256

    # A missing record is a cache entry to rebuild too.
    copy.with_name(copy.name + ".json").unlink()
    ensure_converted(source, folder=tmp_path)
    assert _record(copy) == record


def test_an_unwritable_cache_is_a_configuration_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")
    with pytest.raises(ConfigurationError, match="XDG_CACHE_HOME"):
        ensure_converted(gguf_path(), folder=blocker / "skryba")
    assert os.listdir(tmp_path) == ["not-a-folder"]
