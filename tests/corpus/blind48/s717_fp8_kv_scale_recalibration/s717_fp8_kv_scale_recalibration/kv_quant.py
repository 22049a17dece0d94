from dataclasses import dataclass

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max


@dataclass
class KVCacheScales:
    """Per-layer fp8 KV-cache scales (k_scale / v_scale in checkpoint terms)."""

    k_scale: float = 1.0
    v_scale: float = 1.0
    calibrate: bool = True
    headroom: float = 1.1

    def _needs_rescale(self, amax: float, scale: float) -> bool:
        return amax > scale * FP8_MAX

    def observe(self, key: torch.Tensor, value: torch.Tensor) -> None:
        """Dynamic calibration: grow the scale when a batch would saturate fp8."""
        k_amax = key.detach().abs().amax().item()
        v_amax = value.detach().abs().amax().item()
        if self._needs_rescale(k_amax, self.k_scale):
            self.k_scale = self.headroom * k_amax / FP8_MAX
        if self._needs_rescale(v_amax, self.v_scale):
            self.v_scale = self.headroom * v_amax / FP8_MAX


def scaled_fp8_quant(x: torch.Tensor, scale: float) -> torch.Tensor:
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
