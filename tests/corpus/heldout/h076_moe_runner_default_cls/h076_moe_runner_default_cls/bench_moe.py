import statistics

import torch

from .fused_moe import FusedMoE
from .moe_runner import ProfilingMoeRunner, make_moe_runner


def benchmark_fused_moe(num_tokens: int = 64, iters: int = 20) -> float:
    layer = FusedMoE()
    layer.runner = make_moe_runner(layer, runner_cls=ProfilingMoeRunner)
    x = torch.randn(num_tokens, 8)
    logits = torch.randn(num_tokens, layer.num_experts)
    for _ in range(iters):
        layer(x, logits)
    return statistics.median(layer.runner.timings.samples)
