"""What the flows know about ``prefect.yaml``: the work pool, deployment names, and run tags."""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID

from prefect import get_client
from prefect.runtime import flow_run

from models.profile import RewriteProfile

WORK_POOL = "skryba"
# prefect.yaml's shard deployment, as "flow name/deployment name".
SHARD_DEPLOYMENT = "rewrite_shard/skryba-shard"


def profile_tags(profile: RewriteProfile) -> list[str]:
    """The tags a run of this profile carries, for filtering runs in the UI."""
    return [f"style:{profile.style.value}", f"language:{profile.language}"]


async def tag_flow_run(tags: Iterable[str]) -> None:
    """Add ``tags`` to the current flow run (a flow's own decorator cannot know the profile)."""
    run_id = flow_run.get_id()
    if run_id is None:
        return
    async with get_client() as client:
        run = await client.read_flow_run(UUID(run_id))
        merged = list(dict.fromkeys([*run.tags, *tags]))
        if merged != run.tags:
            await client.update_flow_run(run.id, tags=merged)
