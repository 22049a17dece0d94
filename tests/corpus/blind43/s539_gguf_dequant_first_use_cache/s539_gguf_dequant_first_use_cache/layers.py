import logging
import threading
import time
from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .q8_0 import dequantize_q8_0, quantize_q8_0

logger = logging.getLogger(__name__)


class GGUFLinear(nn.Module):
    """Linear layer stored in Q8_0; dequantized to the compute dtype on first use."""

    def __init__(self, in_features: int, out_features: int, prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        qs, d = quantize_q8_0(torch.randn(out_features, in_features) * 0.05)
        self.register_buffer("qweight", qs)
        self.register_buffer("qscale", d)
        self._dequant_lock = threading.Lock()
        self._dequant_cache: Optional[torch.Tensor] = None

    def _dequantized_weight(self) -> torch.Tensor:
        if torch.compiler.is_compiling():
            # Inside a compiled graph the dequant is fused into the GEMM
            # prologue; never populate the host-side cache from a trace.
            return dequantize_q8_0(self.qweight, self.qscale)
        with self._dequant_lock:
            if self._dequant_cache is None:
                t0 = time.perf_counter()
                self._dequant_cache = dequantize_q8_0(self.qweight, self.qscale)
                logger.debug("dequantized %s in %.3f ms", self.prefix, (time.perf_counter() - t0) * 1e3)
        return self._dequant_cache

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.linear(x, self._dequantized_weight())


class GGUFMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, prefix: str = "mlp"):
        super().__init__()
        self.gate_up_proj = GGUFLinear(hidden_size, 2 * intermediate_size, prefix=f"{prefix}.gate_up_proj")
        self.down_proj = GGUFLinear(intermediate_size, hidden_size, prefix=f"{prefix}.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)
