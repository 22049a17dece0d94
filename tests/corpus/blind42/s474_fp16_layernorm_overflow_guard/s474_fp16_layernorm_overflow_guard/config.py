from dataclasses import dataclass, field

import torch

_FP16_SAFE_MAX = 6.0e4


@dataclass
class NormConfig:
    hidden_size: int = 16
    eps: float = 1e-5
    compute_dtype: torch.dtype = torch.float32
    overflow_guard: bool = True
    guard_threshold: float = field(default=_FP16_SAFE_MAX)

    def needs_upcast(self, residual: torch.Tensor) -> bool:
        if not self.overflow_guard:
            return False
        amax = residual.detach().abs().amax().item()
        return amax > self.guard_threshold
