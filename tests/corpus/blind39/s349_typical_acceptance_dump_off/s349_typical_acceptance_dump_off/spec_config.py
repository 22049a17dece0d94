import os
from dataclasses import dataclass


def _env_flag(name: str, default: str = "0") -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@dataclass(frozen=True)
class SpeculativeConfig:
    num_speculative_tokens: int = 3
    posterior_threshold: float = 0.09
    posterior_alpha: float = 0.3
    temperature: float = 0.7
    dump_draft_tokens: bool = False
    dump_path: str = "/tmp/spec_draft_dump.jsonl"


# resolved once at import, like the engine's server args
SPEC_CONFIG = SpeculativeConfig(
    dump_draft_tokens=_env_flag("BLIND39_S349_DUMP_DRAFT_TOKENS"),
    dump_path=os.environ.get("BLIND39_S349_DUMP_PATH", "/tmp/spec_draft_dump.jsonl"),
)
