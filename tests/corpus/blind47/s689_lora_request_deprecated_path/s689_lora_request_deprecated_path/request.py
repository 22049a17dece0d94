from __future__ import annotations

import warnings
from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True)
class LoRARequest:
    """Request for a LoRA adapter, as passed in by the API server."""

    lora_name: str
    lora_int_id: int
    lora_path: str = ""
    long_lora_max_len: Optional[int] = None
    base_model_name: Optional[str] = field(default=None, compare=False)

    def __post_init__(self):
        if self.lora_int_id < 1:
            raise ValueError(f"lora_int_id must be > 0, got {self.lora_int_id}")

    @property
    def adapter_id(self) -> int:
        return self.lora_int_id

    @property
    def lora_local_path(self) -> str:
        warnings.warn(
            "The 'lora_local_path' attribute is deprecated and will be removed in a future "
            "version. Please use 'lora_path' instead.",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.lora_path
