from dataclasses import dataclass
from typing import Optional, Tuple

import torch


@dataclass(frozen=True)
class QuantArgs:
    num_bits: int = 8
    symmetric: bool = True
    strategy: str = "token"
    dynamic: bool = True
    check_finite: bool = True

    @property
    def qmax(self) -> int:
        return 2 ** (self.num_bits - 1) - 1

    @property
    def qmin(self) -> int:
        return -(2 ** (self.num_bits - 1))


class ActivationQuantizer:
    def __init__(self, args: QuantArgs):
        self.args = args

    def _reduce_dims(self, x: torch.Tensor) -> Optional[Tuple[int, ...]]:
        raise NotImplementedError

    def _amax(self, x: torch.Tensor) -> torch.Tensor:
        dims = self._reduce_dims(x)
        if dims is None:
            return x.abs().amax()
        return x.abs().amax(dim=dims, keepdim=True)

    def _validate(self, amax: torch.Tensor) -> torch.Tensor:
        if self.args.check_finite and not torch.isfinite(amax).all():
            raise FloatingPointError("non-finite activation amax during dynamic quantization")
        return amax

    def compute_scale(self, x: torch.Tensor) -> torch.Tensor:
        amax = self._validate(self._amax(x.float()))
        return amax.clamp(min=1e-8) / self.args.qmax

    def quantize(self, x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        scale = self.compute_scale(x)
        q = torch.round(x / scale).clamp(self.args.qmin, self.args.qmax).to(torch.int8)
        return q, scale
