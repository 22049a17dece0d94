from __future__ import annotations

import torch

from .workspace import MIN_THREAD_N, get_workspace

_SHIFTS = torch.arange(0, 32, 4, dtype=torch.int32)


def unpack_cols(qweight: torch.Tensor) -> torch.Tensor:
    """[K, N/8] int32 -> [K, N] int32 (unsigned nibbles)."""
    return ((qweight.unsqueeze(-1) >> _SHIFTS) & 0xF).reshape(qweight.shape[0], -1)


def marlin_gemm(x, qweight, scales, workspace, size_n: int, size_k: int, group_size: int):
    if workspace.numel() < size_n // MIN_THREAD_N:
        raise ValueError("marlin workspace too small")
    w = (unpack_cols(qweight) - 8).to(x.dtype)
    s = scales.repeat_interleave(group_size, dim=0)
    out = x @ (w * s)
    workspace.zero_()  # locks must be cleared for the next launch
    return out


class LinearBase(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features

    def apply_weights(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        lead = x.shape[:-1]
        y = self.apply_weights(x.reshape(-1, self.in_features))
        return y.reshape(*lead, self.out_features)


class MarlinLinear(LinearBase):
    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__(in_features, out_features)
        self.group_size = group_size
        q = torch.randint(0, 16, (in_features, out_features // 8, 8), dtype=torch.int32)
        self.register_buffer("qweight", (q << _SHIFTS).sum(-1, dtype=torch.int32))
        self.register_buffer("scales", torch.rand(in_features // group_size, out_features) * 0.01)

    def apply_weights(self, x: torch.Tensor) -> torch.Tensor:
        ws = get_workspace(x.shape[0], self.out_features, x.device)
        return marlin_gemm(x, self.qweight, self.scales, ws, self.out_features, self.in_features, self.group_size)
