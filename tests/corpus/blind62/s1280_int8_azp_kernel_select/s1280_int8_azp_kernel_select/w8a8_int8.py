import logging
from typing import Optional

import torch
from torch import nn

from .scaled_mm import ScaledMMLinearLayerConfig, choose_scaled_mm_linear_kernel

logger = logging.getLogger(__name__)


class CompressedTensorsW8A8Int8(nn.Module):

    def __init__(self, in_features: int, out_features: int, input_symmetric: bool = False,
                 prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        g = torch.Generator().manual_seed(3 * in_features + out_features)
        self.weight = nn.Parameter(torch.randint(-127, 128, (out_features, in_features),
                                                 generator=g, dtype=torch.int8),
                                   requires_grad=False)
        self.weight_scale = nn.Parameter(torch.rand(out_features, generator=g) * 1e-3,
                                         requires_grad=False)
        # azp_adj[n] = sum_k w[n, k], precomputed for asymmetric activations
        self.register_buffer("azp_adj", self.weight.to(torch.float32).sum(dim=1))
        c = ScaledMMLinearLayerConfig(is_channelwise=True, is_static_input_scheme=False,
                                      input_symmetric=input_symmetric)
        kernel_type = choose_scaled_mm_linear_kernel(c)
        logger.info("Using %s for %s", kernel_type.__name__, prefix)
        self.kernel = kernel_type(c)
        self.num_calls = 0

    def forward(self, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        if not torch.compiler.is_compiling():
            self.num_calls += 1
            logger.debug("%s: call %d, tokens=%d", self.prefix, self.num_calls, x.shape[0])
        return self.kernel.apply_weights(self, x, bias)


class W8A8Runner:

    def __init__(self, hidden: int = 32, inter: int = 48):
        self.fc1 = CompressedTensorsW8A8Int8(hidden, inter, prefix="mlp.fc1")
        self.fc2 = CompressedTensorsW8A8Int8(inter, hidden, input_symmetric=True,
                                             prefix="mlp.fc2")

    @torch.compile(fullgraph=True)
    def run(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = torch.relu(self.fc1(hidden_states))
        return self.fc2(h) + hidden_states
