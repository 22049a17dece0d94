import math
from dataclasses import dataclass, field
from typing import Any, Dict, List


@dataclass
class LoRAConfig:
    r: int = 8
    lora_alpha: float = 16.0
    target_modules: List[str] = field(default_factory=lambda: ["q_proj", "v_proj"])
    use_rslora: bool = False
    lora_dropout: float = 0.0

    @classmethod
    def from_dict(cls, cfg: Dict[str, Any]) -> "LoRAConfig":
        known = {k: v for k, v in cfg.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    @property
    def scaling(self) -> float:
        if self.use_rslora:
            return self.lora_alpha / math.sqrt(self.r)
        return self.lora_alpha / self.r
