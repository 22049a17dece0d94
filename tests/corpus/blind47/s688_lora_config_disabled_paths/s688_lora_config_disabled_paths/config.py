from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class LoRAConfig:
    max_lora_rank: int = 2
    max_loras: int = 4
    lora_extra_vocab_size: int = 0
    fully_sharded_loras: bool = False
    debug_validate_indices: bool = False
    lora_dtype: Optional[str] = None

    def __post_init__(self):
        if self.max_lora_rank not in (1, 2, 4, 8, 16, 32, 64):
            raise ValueError(f"unsupported max_lora_rank={self.max_lora_rank}")


DEFAULT_LORA_CONFIG = LoRAConfig()
