"""The route's API key from a Prefect Secret block, for deployments that keep keys in Prefect."""

from __future__ import annotations

from pydantic import SecretStr

from skryba.errors import ConfigurationError
from skryba.settings import Settings


async def resolve_api_key(settings: Settings) -> Settings:
    """Settings whose Brama key comes from the Secret block named by SKRYBA_BRAMA_API_KEY_BLOCK.

    Unchanged when no block is named. The key stays a SecretStr: never logged, never stored.
    """
    name = settings.brama_api_key_block
    if name is None:
        return settings
    if settings.brama_api_key is not None:
        raise ConfigurationError("set SKRYBA_BRAMA_API_KEY or SKRYBA_BRAMA_API_KEY_BLOCK, not both")
    from prefect.blocks.system import Secret

    try:
        block: Secret[str] = await Secret.aload(name)
    except ValueError as exc:
        raise ConfigurationError(
            f"SKRYBA_BRAMA_API_KEY_BLOCK: no Prefect Secret block named {name!r}"
        ) from exc
    return settings.model_copy(update={"brama_api_key": SecretStr(str(block.get()))})
