from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Optional

import torch

from .server_args import ServerArgs


@dataclass
class SamplingBatchInfo:
    temperatures: torch.Tensor
    top_ps: torch.Tensor
    top_ks: torch.Tensor
    is_all_greedy: bool = False
    need_min_p_sampling: bool = False
    sampling_kernel: str = "pytorch"
    use_fused_topk: Optional[bool] = None

    def __post_init__(self):
        if self.temperatures.dim() != 2:
            raise ValueError("temperatures must be [bs, 1]")
        if self.use_fused_topk is not None:
            warnings.warn(
                "use_fused_topk is deprecated, pass sampling_kernel='fused' instead",
                DeprecationWarning,
                stacklevel=2,
            )
            self.sampling_kernel = "fused" if self.use_fused_topk else self.sampling_kernel

    @classmethod
    def from_server_args(cls, args: ServerArgs, batch_size: int, device) -> "SamplingBatchInfo":
        temperatures = torch.full((batch_size, 1), args.default_temperature, device=device)
        top_ps = torch.full((batch_size,), args.default_top_p, device=device)
        top_ks = torch.full((batch_size,), args.default_top_k, dtype=torch.int64, device=device)
        return cls(
            temperatures=temperatures,
            top_ps=top_ps,
            top_ks=top_ks,
            is_all_greedy=args.default_temperature == 0.0,
            sampling_kernel=args.sampling_kernel,
            use_fused_topk=args.enable_fused_topk,
        )
