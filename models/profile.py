"""The rewrite profile: what the generator must produce and the judge must check."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class Style(StrEnum):
    """A register the generator writes in and the judge checks for."""

    PLAIN = "plain"
    ACADEMIC = "academic"
    BUSINESS = "business"
    JOURNALISTIC = "journalistic"
    CASUAL = "casual"

    @property
    def description(self) -> str:
        """A short description the prompts use."""
        return _STYLE_DESCRIPTIONS[self]


_STYLE_DESCRIPTIONS: dict[Style, str] = {
    Style.PLAIN: (
        "plain language: short sentences, common words, one idea per sentence, technical terms "
        "explained or replaced, active voice"
    ),
    Style.ACADEMIC: (
        "academic register: precise terminology, hedged claims, formal impersonal tone, citations "
        "and qualifications kept exactly"
    ),
    Style.BUSINESS: (
        "business register: concise, professional and direct, key point first, no slang"
    ),
    Style.JOURNALISTIC: (
        "journalistic register: lead with the most newsworthy fact, clear attribution, neutral "
        "tone, short paragraphs"
    ),
    Style.CASUAL: (
        "casual register: conversational and friendly, contractions allowed, still accurate"
    ),
}

Language = Literal["pl", "en", "preserve"]

LANGUAGE_NAMES: dict[str, str] = {"pl": "Polish", "en": "English"}


class RewriteProfile(BaseModel):
    """Style, audience, output language and free instructions shared by generator and judge."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    style: Style = Style.PLAIN
    audience: str = Field(default="general readers", min_length=1, max_length=500)
    language: Language = "preserve"
    instructions: str | None = Field(default=None, max_length=4000)

    def language_requirement(self) -> str:
        """How the output language is constrained, in words for the prompts."""
        if self.language == "preserve":
            return (
                "keep each passage's existing language; a multilingual passage stays multilingual "
                "in the same proportions"
            )
        name = LANGUAGE_NAMES[self.language]
        return f"write in {name}; translate if the source is in another language"

    def as_prompt_data(self) -> dict[str, str | None]:
        """The profile as the JSON object both prompts carry (`requested_profile`)."""
        return {
            "style": self.style.value,
            "style_description": self.style.description,
            "audience": self.audience,
            "language": self.language,
            "language_requirement": self.language_requirement(),
            "instructions": self.instructions,
        }

    def label(self) -> str:
        """A short human label, e.g. ``plain/pl``."""
        return f"{self.style.value}/{self.language}"
