import contextlib
from dataclasses import dataclass
from typing import Optional

import torch

_AUTOCAST_DTYPES = {
    "bf16": torch.bfloat16,
    "bfloat16": torch.bfloat16,
    "fp16": torch.float16,
    "float16": torch.float16,
}


@dataclass(frozen=True)
class PrecisionConfig:
    autocast_dtype: Optional[str] = "bf16"
    device_type: str = "cpu"
    upcast_logits: bool = True

    @property
    def autocast_torch_dtype(self) -> Optional[torch.dtype]:
        if self.autocast_dtype is None:
            return None
        return _AUTOCAST_DTYPES[self.autocast_dtype]


def precision_contexts(cfg: PrecisionConfig, stack: contextlib.ExitStack) -> None:
    dtype = cfg.autocast_torch_dtype
    if dtype is not None:
        stack.enter_context(torch.autocast(device_type=cfg.device_type, dtype=dtype))
