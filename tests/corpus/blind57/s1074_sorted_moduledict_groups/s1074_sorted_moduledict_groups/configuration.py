from dataclasses import dataclass, field
from typing import Dict


@dataclass
class AdapterConfig:
    hidden_size: int = 8
    bottleneck: int = 4
    adapters: Dict[str, float] = field(
        default_factory=lambda: {"task_b": 0.5, "task_a": 1.0, "task_c": 0.25}
    )
    residual_scale: float = 1.0

    def adapter_names(self):
        return list(self.adapters)
