from dataclasses import dataclass
from typing import Optional, Union

import torch

from .platform import preferred_half_dtype

_STR_TO_DTYPE = {
    "float16": torch.float16,
    "half": torch.float16,
    "bfloat16": torch.bfloat16,
    "float32": torch.float32,
    "float": torch.float32,
}


def _resolve_torch_dtype(value: Union[str, torch.dtype], checkpoint_dtype: Optional[str]) -> torch.dtype:
    if isinstance(value, torch.dtype):
        return value
    value = value.lower()
    if value != "auto":
        return _STR_TO_DTYPE[value]
    if checkpoint_dtype in ("float32", None):
        return preferred_half_dtype()
    return _STR_TO_DTYPE[checkpoint_dtype]


@dataclass
class ModelConfig:
    hidden_size: int = 8
    vocab_size: int = 32
    torch_dtype: Union[str, torch.dtype] = "auto"
    checkpoint_dtype: Optional[str] = "float32"
    logits_soft_cap: Optional[float] = None

    @property
    def dtype(self) -> torch.dtype:
        return _resolve_torch_dtype(self.torch_dtype, self.checkpoint_dtype)
