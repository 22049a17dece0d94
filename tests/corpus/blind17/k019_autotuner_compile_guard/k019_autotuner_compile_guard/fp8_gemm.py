"""Per-token FP8 activations x per-channel FP8 weights."""
from __future__ import annotations

import torch

from .autotuner import AutoTuner, TunableRunner
from .utils import next_power_of_2

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


class DirectMatmulRunner(TunableRunner):
    def forward(self, a, b, tactic=-1):
        return a.to(torch.float32) @ b.to(torch.float32).t()


class SplitKMatmulRunner(TunableRunner):
    def get_valid_tactics(self, a, b):
        k = a.shape[1]
        return [bk for bk in (2, 4, 8) if k % bk == 0]

    def forward(self, a, b, tactic=-1):
        block_k = tactic if tactic > 0 else a.shape[1]
        out = a.new_zeros((a.shape[0], b.shape[0]), dtype=torch.float32)
        for k0 in range(0, a.shape[1], block_k):
            out = out + a[:, k0 : k0 + block_k].to(torch.float32) @ b[:, k0 : k0 + block_k].to(torch.float32).t()
        return out


_RUNNERS: list[TunableRunner] = [DirectMatmulRunner(), SplitKMatmulRunner()]
_tuner = AutoTuner.get()


def quantize_per_token(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    scale = (x.abs().amax(dim=-1, keepdim=True) / FP8_MAX).clamp(min=1e-12)
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE), scale


def fp8_gemm(a: torch.Tensor, b: torch.Tensor, a_scale: torch.Tensor, b_scale: torch.Tensor) -> torch.Tensor:
    key = (next_power_of_2(a.shape[0]), b.shape[0], b.shape[1])
    runner, tactic = AutoTuner.get().choose_one("corpus_k019::fp8_gemm", _RUNNERS, key, a, b)
    return runner.forward(a, b, tactic=tactic) * a_scale * b_scale.t()


torch.manual_seed(0)
_W_Q, _W_SCALE = quantize_per_token(torch.randn(16, 8) * 0.05)


def quantized_proj(x: torch.Tensor) -> torch.Tensor:
    x_q, x_scale = quantize_per_token(x)
    return fp8_gemm(x_q, _W_Q, x_scale, _W_SCALE)


step = torch.compile(quantized_proj, fullgraph=True)
