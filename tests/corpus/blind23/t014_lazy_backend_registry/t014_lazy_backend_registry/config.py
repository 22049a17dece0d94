import os
from dataclasses import dataclass, field


def _default_backend() -> str:
    return os.environ.get("T014_ATTN_BACKEND", "sdpa")


@dataclass(frozen=True)
class ModelConfig:
    hidden_size: int = 16
    num_heads: int = 4
    num_kv_heads: int = 2
    rms_eps: float = 1e-6
    attn_backend: str = field(default_factory=_default_backend)

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads
