from dataclasses import dataclass, field
from typing import Optional


@dataclass
class GenerationConfig:
    max_length: int = 20
    max_time: Optional[float] = None
    do_sample: bool = False
    temperature: float = 1.0
    top_k: int = 50
    eos_token_id: list = field(default_factory=lambda: [2])
    pad_token_id: int = 0

    def validate(self):
        if self.temperature <= 0:
            raise ValueError(f"`temperature` must be strictly positive, got {self.temperature}")
        if self.max_time is not None and self.max_time <= 0:
            raise ValueError("`max_time` must be positive")
