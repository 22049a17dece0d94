import logging
import time

import torch
from torch import nn

from .envs import envs
from .server_args import ServerArgs

logger = logging.getLogger(__name__)


class ColumnParallelLinearWithLoRA(nn.Module):
    def __init__(self, prefix: str, in_features: int, out_features: int, server_args: ServerArgs):
        super().__init__()
        self.prefix = prefix
        self.server_args = server_args
        self.base_layer = nn.Linear(in_features, out_features, bias=False)
        n, r = server_args.max_loras_per_batch, server_args.max_lora_rank
        self.A_buffer = nn.Parameter(torch.randn(n, r, in_features) * 0.02, requires_grad=False)
        self.B_buffer = nn.Parameter(torch.randn(n, out_features, r) * 0.02, requires_grad=False)
        self.set_lora = server_args.enable_lora
        self._calls = 0

    def _apply_lora_torch(self, x: torch.Tensor, out: torch.Tensor, weight_indices: torch.Tensor,
                          scalings: torch.Tensor) -> torch.Tensor:
        a = self.A_buffer[weight_indices]
        b = self.B_buffer[weight_indices]
        delta = torch.einsum("tr,tor->to", torch.einsum("ti,tri->tr", x, a), b)
        return out + delta * scalings[weight_indices].unsqueeze(-1)

    def forward(self, x: torch.Tensor, weight_indices: torch.Tensor, scalings: torch.Tensor) -> torch.Tensor:
        profile = envs.SGLANG_LORA_PROFILE
        if profile:
            start = time.perf_counter()
        out = self.base_layer(x)
        if not self.set_lora:
            return out
        if self.server_args.lora_backend != "torch_native":
            raise NotImplementedError(f"{self.server_args.lora_backend} kernels are not available on this platform")
        out = self._apply_lora_torch(x, out, weight_indices, scalings)
        if profile:
            self._calls += 1
            if self._calls % envs.SGLANG_LORA_PROFILE_INTERVAL == 0:
                logger.info("%s lora: %.3f ms", self.prefix, (time.perf_counter() - start) * 1e3)
        return out
