from typing import Optional

import torch

from .jit_env import sgmv_kernel_available


def _sgmv_reference(x: torch.Tensor, weights: torch.Tensor, seg_lens: torch.Tensor,
                    weight_indices: torch.Tensor, weight_column_major: bool) -> torch.Tensor:
    token_weight = torch.repeat_interleave(weight_indices, seg_lens, output_size=x.shape[0])
    w = weights[token_weight]
    if weight_column_major:
        return torch.einsum("ti,toi->to", x, w)
    return torch.einsum("ti,tio->to", x, w)


class SegmentGEMMWrapper:
    """Segment GEMM: y[seg] = x[seg] @ W[weight_indices[seg]] for each segment."""

    def __init__(self, workspace_buffer: torch.Tensor, backend: str = "auto"):
        self._workspace = workspace_buffer
        self.backend = backend

    def _resolve_backend(self, device: torch.device) -> str:
        if self.backend != "auto":
            return self.backend
        return "sgmv" if sgmv_kernel_available(device) else "torch"

    def run(self, x: torch.Tensor, weights: torch.Tensor, batch_size: int,
            weight_column_major: bool, seg_lens: Optional[torch.Tensor] = None,
            seg_indptr: Optional[torch.Tensor] = None,
            weight_indices: Optional[torch.Tensor] = None) -> torch.Tensor:
        if seg_lens is None:
            seg_lens = seg_indptr[1:] - seg_indptr[:-1]
        if weight_indices is None:
            weight_indices = torch.arange(batch_size, device=x.device)
        backend = self._resolve_backend(x.device)
        if backend == "sgmv":
            raise NotImplementedError("sgmv kernels are not bundled in this build")
        return _sgmv_reference(x, weights, seg_lens, weight_indices, weight_column_major)
