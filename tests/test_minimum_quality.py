"""--minimum-quality has no default and must lie in [0, 1]."""

from __future__ import annotations

import math

import pytest

from models.evaluation import validate_minimum_quality
from skryba.errors import TransportError, UsageError


def test_missing_minimum_quality_is_refused() -> None:
    with pytest.raises(UsageError) as caught:
        validate_minimum_quality(None)
    assert str(caught.value) == (
        "--minimum-quality is required: "
        "the quality score a rewrite must reach is the caller's to state"
    )
    assert not isinstance(caught.value, TransportError)


@pytest.mark.parametrize(
    "value",
    [
        -0.1,
        1.1,
        math.nan,
        math.inf,
        -math.inf,
        math.nextafter(0.0, -1.0),
        math.nextafter(1.0, 2.0),
        -1,
        2,
        85,
        True,
        False,
    ],
)
def test_out_of_range_minimum_quality_is_refused(value: float) -> None:
    # Booleans are ints to Python; a flag passed by mistake must not become 1.0 or 0.0.
    with pytest.raises(UsageError) as caught:
        validate_minimum_quality(value)
    assert str(caught.value) == "minimum quality must be between 0 and 1"


@pytest.mark.parametrize("value", [0, 1, 0.0, 1.0, 0.5, 0.85, math.nextafter(0.0, 1.0)])
def test_minimum_quality_in_range_is_returned_as_float(value: float) -> None:
    result = validate_minimum_quality(value)
    assert result == value
    assert type(result) is float
