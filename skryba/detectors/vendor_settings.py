"""Settings of the detector services, one class per vendor, from ``SKRYBA_<VENDOR>_*`` variables.

Every vendor has ``SKRYBA_<VENDOR>_API_KEY`` (a secret: never logged, never stored),
``SKRYBA_<VENDOR>_URL`` (the service's base URL, overridable for proxies and tests),
``SKRYBA_<VENDOR>_TIMEOUT`` and ``SKRYBA_<VENDOR>_MAX_CONNECTIONS``; a few have more. The
deadline of a whole call is ``SKRYBA_CALL_TIMEOUT``, shared with the chat route.
"""

from __future__ import annotations

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from skryba.settings import DEFAULT_CALL_TIMEOUT


def normalise_url(value: str) -> str:
    """An http(s) base URL without a trailing slash."""
    value = value.strip().rstrip("/")
    if not value.startswith(("http://", "https://")):
        raise ValueError("the URL must start with http:// or https://")
    return value


class VendorSettings(BaseSettings):
    """What every detector service needs: a key, a base URL and timeouts."""

    # populate_by_name: ``call_timeout=`` works in code beside its SKRYBA_CALL_TIMEOUT alias.
    model_config = SettingsConfigDict(extra="ignore", populate_by_name=True)

    api_key: SecretStr | None = Field(default=None, description="The service's API key.")
    url: str = Field(description="Base URL of the service (scheme and host, optional prefix).")
    timeout: float = Field(default=60.0, gt=0, description="Read/write timeout per call (s).")
    connect_timeout: float = Field(default=10.0, gt=0, description="Connect timeout (s).")
    max_connections: int = Field(
        default=4, ge=1, le=64, description="Pooled connections to the service."
    )
    # One variable for every route, not one per vendor: the alias bypasses the vendor prefix.
    call_timeout: float = Field(
        default=DEFAULT_CALL_TIMEOUT,
        gt=0,
        validation_alias="SKRYBA_CALL_TIMEOUT",
        description="Deadline of one call, request to complete response (s).",
    )

    @field_validator("url")
    @classmethod
    def _check_url(cls, value: str) -> str:
        return normalise_url(value)

    @property
    def has_key(self) -> bool:
        """A non-empty API key is set."""
        return self.api_key is not None and bool(self.api_key.get_secret_value())


class GPTZeroSettings(VendorSettings):
    """``SKRYBA_GPTZERO_*``."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_GPTZERO_", extra="ignore")

    url: str = "https://api.gptzero.me"


class SaplingSettings(VendorSettings):
    """``SKRYBA_SAPLING_*``."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_SAPLING_", extra="ignore")

    url: str = "https://api.sapling.ai"
    sentence_scores: bool = Field(
        default=True, description="Ask for per-sentence scores (kept in the raw response)."
    )


class OriginalitySettings(VendorSettings):
    """``SKRYBA_ORIGINALITY_*``."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_ORIGINALITY_", extra="ignore")

    url: str = "https://api.originality.ai"
    model_version: str | None = Field(
        default=None, description="aiModelVersion for English text; unset: the service's default."
    )
    multilingual_model_version: str = Field(
        default="3", description="aiModelVersion of the multilingual model, used for Polish text."
    )


class CopyleaksSettings(VendorSettings):
    """``SKRYBA_COPYLEAKS_*``: the login needs the account's e-mail besides the key."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_COPYLEAKS_", extra="ignore")

    url: str = "https://api.copyleaks.com"
    login_url: str = Field(
        default="https://id.copyleaks.com", description="Base URL of the login service."
    )
    email: str | None = Field(default=None, description="The Copyleaks account's e-mail.")
    sandbox: bool = Field(default=False, description="Sandbox mode: free, mock results.")

    @field_validator("login_url")
    @classmethod
    def _check_login_url(cls, value: str) -> str:
        return normalise_url(value)


class WinstonSettings(VendorSettings):
    """``SKRYBA_WINSTON_*``."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_WINSTON_", extra="ignore")

    url: str = "https://api.gowinston.ai"
    version: str | None = Field(
        default=None, description="Model version (e.g. 3.0, latest); unset: the service's default."
    )


class ZeroGPTSettings(VendorSettings):
    """``SKRYBA_ZEROGPT_*``."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_ZEROGPT_", extra="ignore")

    url: str = "https://api.zerogpt.com"
