from dataclasses import dataclass, field
from typing import Tuple


@dataclass
class ModelConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_attention_heads: int = 2
    num_hidden_layers: int = 2
    rms_norm_eps: float = 1e-6

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads


@dataclass
class CalibrationConfig:
    enabled: bool = True
    # Linear layers whose *inputs* are observed for static activation scales.
    target_modules: Tuple[str, ...] = field(default_factory=lambda: ("o_proj", "down_proj"))
    per_channel: bool = True
    percentile: float = 100.0

    def matches(self, module_name: str) -> bool:
        leaf = module_name.rsplit(".", 1)[-1]
        return leaf in self.target_modules
