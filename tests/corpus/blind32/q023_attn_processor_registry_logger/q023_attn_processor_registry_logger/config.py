from dataclasses import dataclass


@dataclass(frozen=True)
class AttentionConfig:
    backend: str = "sdpa"
    qk_norm: bool = True
    scale: float | None = None


DEFAULT_ATTENTION = AttentionConfig()
