import logging

import torch
from torch import nn

from . import env
from .kernels import get_kernel, padded_k

logger = logging.getLogger(__name__)


class Mxfp4Experts(nn.Module):
    def __init__(self, num_experts=2, hidden=8, inter=12, block=4):
        super().__init__()
        self.block = block
        self.num_experts = num_experts
        k = padded_k(hidden, block)
        self.register_buffer("w_codes", torch.randint(0, 16, (num_experts, inter, k), dtype=torch.uint8))
        self.register_buffer("w_scales", torch.randint(120, 128, (num_experts, inter, k // block), dtype=torch.uint8))
        self.gemm = get_kernel("mxfp4_gemm")
        if env.CAN_JIT:
            logger.info("mxfp4 kernels will be JIT-built in %s", env.JIT_DIR)
        else:
            logger.warning("mxfp4: falling back to %s", self.gemm.__name__)

    def forward(self, x, expert_weights):
        out = 0
        for e in range(self.num_experts):
            y = self.gemm(x, self.w_codes[e], self.w_scales[e], self.block)
            out = out + expert_weights[:, e : e + 1] * y
        return out


experts = Mxfp4Experts()


@torch.compile(fullgraph=True, dynamic=False)
def moe_forward(x: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    return experts(x, torch.softmax(router_logits, dim=-1))
