from dataclasses import dataclass, field
from typing import Optional


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    profile_kernels: bool = False
    trace_dir: str = "/tmp/attn_traces"
    rope_theta: float = 10000.0
    extra: Optional[dict] = field(default=None)


@dataclass
class EngineConfig:
    model: ModelConfig = field(default_factory=ModelConfig)
    max_batch: int = 16
