"""Configuration from the environment (``SKRYBA_*``) and the command line."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from models.chat import ResponseFormat
from models.jury import juror_models, jury_label
from models.spend import PriceTable
from skryba.errors import ConfigurationError
from skryba.spend.cost import load_price_table

if TYPE_CHECKING:
    from models.run import RunParameters

EMBEDDED_MODEL = "smollm2-135m-instruct"
DEFAULT_DATABASE_URL = "sqlite:///skryba-audit.db"
# Seconds from sending a request to holding its complete response (SKRYBA_CALL_TIMEOUT).
DEFAULT_CALL_TIMEOUT = 600.0

SAME_JUDGE_WARNING = (
    "the judge model {model!r} is the generator model: the maker grades its own work "
    "(set SKRYBA_JUDGE_MODEL or --judge-model to a different model)"
)
SAME_JUDGE_REFUSAL = (
    "--require-distinct-judge: the judge model {model!r} is the generator model; "
    "set SKRYBA_JUDGE_MODEL or --judge-model to a different model"
)
# The same, when the maker is one juror of several: the fix is to drop or replace that juror.
SAME_JUROR_WARNING = (
    "juror {model!r} of the jury ({jury}) is the generator model: the maker grades its own work "
    "(drop or replace it in SKRYBA_JUDGE_MODEL or --judge-model)"
)
SAME_JUROR_REFUSAL = (
    "--require-distinct-judge: juror {model!r} of the jury ({jury}) is the generator model; "
    "drop or replace it in SKRYBA_JUDGE_MODEL or --judge-model"
)


class Settings(BaseSettings):
    """Everything Skryba reads from ``SKRYBA_*`` variables; CLI options override fields."""

    model_config = SettingsConfigDict(env_prefix="SKRYBA_", extra="ignore")

    brama_url: str | None = Field(
        default=None, description="Base URL of the chat-completion route, ending in /v1."
    )
    brama_api_key: SecretStr | None = Field(default=None, description="Bearer token; never logged.")
    brama_api_key_block: str | None = Field(
        default=None, description="Name of a Prefect Secret block holding the Bearer token."
    )
    model: str | None = Field(default=None, description="Generator model.")
    judge_model: str | None = Field(
        default=None,
        description="Judge model, or a jury: comma-separated models; default: the generator.",
    )
    require_distinct_judge: bool = Field(
        default=False,
        description="Refuse to start when the judge (or any juror) is the generator model.",
    )
    judge_response_format: ResponseFormat = Field(
        default=ResponseFormat.NONE,
        description=(
            "Constrain judge replies: none, json_object, or json_schema (the evaluation's JSON "
            "Schema as an OpenAI-style strict response_format). The reply is validated in full "
            "either way."
        ),
    )

    connect_timeout: float = Field(default=10.0, gt=0, description="Connect timeout (s).")
    read_timeout: float = Field(
        default=300.0, gt=0, description="Longest wait for the next bytes of a reply (s)."
    )
    write_timeout: float = Field(default=30.0, gt=0, description="Send timeout (s).")
    pool_timeout: float = Field(
        default=600.0, gt=0, description="Longest wait for a free connection (s)."
    )
    call_timeout: float = Field(
        default=DEFAULT_CALL_TIMEOUT,
        gt=0,
        description=(
            "Deadline of one HTTP call, request to complete response (s). The read timeout is "
            "per read: a body dripping a byte at a time never trips it, this does."
        ),
    )

    retries: int = Field(default=4, ge=0, le=20, description="Transport retries per HTTP call.")
    batch_size: int = Field(
        default=0,
        ge=0,
        description=(
            "Passages per batch, each batch one Prefect task run per stage; 0: twice the "
            "concurrency, enough calls per stage to fill the route's slots."
        ),
    )
    batches_in_flight: int = Field(
        default=3,
        ge=1,
        le=64,
        description="Batches in the chain at once, so no stage boundary leaves the route idle.",
    )
    retry_base_delay: float = Field(default=1.0, ge=0, description="First backoff delay (s).")
    retry_max_delay: float = Field(default=60.0, ge=0, description="Cap of one backoff delay (s).")

    route_concurrency: int | None = Field(
        default=None,
        ge=1,
        description=(
            "Requests in flight the route allows, for every worker together: a Prefect global "
            "concurrency limit named after the route (in-process without a shared Prefect API)."
        ),
    )
    route_rpm: int | None = Field(
        default=None,
        ge=1,
        description=(
            "Requests per minute the route allows, for every worker together: a Prefect rate "
            "limit (slot decay) named after the route (in-process without a shared Prefect API)."
        ),
    )
    route_tpm: int | None = Field(
        default=None,
        ge=1,
        description=(
            "Tokens per minute the route allows, for every worker together: a Prefect rate "
            "limit named after the route, each request taking its estimated prompt and "
            "completion tokens (in-process without a shared Prefect API)."
        ),
    )

    database_url: str = Field(
        default=DEFAULT_DATABASE_URL,
        description="Audit store: SQLAlchemy URL (SQLite file, or postgresql+psycopg://...).",
    )
    prices: Path | None = Field(
        default=None,
        description="JSON or TOML price table (model -> input/output per million tokens).",
    )

    @field_validator("prices", "route_concurrency", "route_rpm", "route_tpm", mode="before")
    @classmethod
    def _blank_prices(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    def price_table(self) -> PriceTable | None:
        """The price table ``SKRYBA_PRICES`` names (None when unset); ConfigurationError if bad."""
        if self.prices is None:
            return None
        return load_price_table(self.prices)

    @field_validator("brama_url")
    @classmethod
    def _strip_url(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        value = value.strip().rstrip("/")
        if not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https:// (e.g. http://localhost:4000/v1)")
        return value

    @classmethod
    def load(cls) -> Settings:
        """Settings from the environment; a bad variable is one ConfigurationError line naming it
        and what it must be (never pydantic's many-line report)."""
        try:
            return cls()
        except ValidationError as exc:
            raise ConfigurationError(describe_setting_error(exc, cls.model_config)) from None

    @property
    def embedded(self) -> bool:
        """No route configured: Skryba runs its bundled local model."""
        return self.brama_url is None

    @property
    def generator_model(self) -> str:
        """The generator model's name as sent to the route."""
        if self.model:
            return self.model
        if self.embedded:
            return EMBEDDED_MODEL
        raise ConfigurationError("SKRYBA_MODEL (or --model) is required with SKRYBA_BRAMA_URL")

    @property
    def judge_models(self) -> list[str]:
        """The jury: ``SKRYBA_JUDGE_MODEL``'s models (comma-separated), else the generator."""
        return juror_models(self.judge_model) or [self.generator_model]

    @property
    def effective_judge_model(self) -> str:
        """The jury in one readable line, as the run stores it (one judge: its name)."""
        return jury_label(self.judge_models)

    @property
    def judge_is_generator(self) -> bool:
        """The maker grades its own work (as one juror, or the only one)."""
        return self.generator_model in self.judge_models

    def check_judge(self) -> str | None:
        """Refuse to start or warn when the judge, or any juror, is the generator; returns the
        warning."""
        if not self.judge_is_generator:
            return None
        if self.require_distinct_judge:
            raise ConfigurationError(self.same_judge_message(refusal=True))
        # Returned, not logged here: the flow logs it and the CLI and report show it, once each.
        return self.same_judge_message(refusal=False)

    def same_judge_message(self, *, refusal: bool) -> str:
        """The maker-is-checker warning or refusal, worded for one judge or for a jury."""
        model = self.generator_model
        if len(self.judge_models) == 1:
            return (SAME_JUDGE_REFUSAL if refusal else SAME_JUDGE_WARNING).format(model=model)
        template = SAME_JUROR_REFUSAL if refusal else SAME_JUROR_WARNING
        return template.format(model=model, jury=self.effective_judge_model)


def resolve_settings(params: RunParameters, base: Settings | None = None) -> Settings:
    """Settings from the environment with the run's own choices laid over them."""
    settings = base or Settings.load()
    updates: dict[str, object] = {
        "require_distinct_judge": params.require_distinct_judge or settings.require_distinct_judge
    }
    if params.model:
        updates["model"] = params.model
    if params.judge_model:
        updates["judge_model"] = ",".join(params.judge_model)
    return settings.model_copy(update=updates)


# What a value must be, by pydantic's error type: the words a user can act on.
_MUST_BE = {
    "float_parsing": "a number",
    "float_type": "a number",
    "int_parsing": "a whole number",
    "int_type": "a whole number",
    "int_from_float": "a whole number",
    "bool_parsing": "true or false",
    "bool_type": "true or false",
    "finite_number": "a finite number",
    "path_type": "a file path",
}


def describe_setting_error(exc: ValidationError, config: Mapping[str, Any]) -> str:
    """The first error of a settings model as ``VARIABLE='value': must be ...``."""
    first = exc.errors()[0]
    field = str(first["loc"][0]) if first["loc"] else ""
    variable = f"{config.get('env_prefix', '')}{field}".upper()
    given = first.get("input")
    shown = f"{variable}={given!r}" if isinstance(given, str) else variable
    kind = str(first["type"])
    context = first.get("ctx") or {}
    if kind in _MUST_BE:
        need = f"must be {_MUST_BE[kind]}"
    elif kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        words = {
            "greater_than": "greater than",
            "greater_than_equal": "at least",
            "less_than": "less than",
            "less_than_equal": "at most",
        }
        bound = next(iter(context.values()), "")
        need = f"must be a number {words[kind]} {bound}"
    elif kind == "enum":
        need = f"must be one of {context.get('expected', '')}".replace("'", "")
    else:
        need = str(first["msg"]).removeprefix("Value error, ")
    return f"{shown}: {need}"
