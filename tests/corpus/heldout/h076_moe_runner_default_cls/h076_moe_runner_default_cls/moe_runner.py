import time
from dataclasses import dataclass, field
from typing import List

import torch
import torch.nn.functional as F


@dataclass
class MoeRunnerConfig:
    num_experts: int
    top_k: int
    renormalize: bool = True


class TritonMoeRunner:
    def __init__(self, config: MoeRunnerConfig) -> None:
        self.config = config

    def run(self, x: torch.Tensor, router_logits: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor) -> torch.Tensor:
        topk_w, topk_ids = torch.softmax(router_logits, dim=-1).topk(self.config.top_k, dim=-1)
        if self.config.renormalize:
            topk_w = topk_w / topk_w.sum(dim=-1, keepdim=True)
        out = torch.zeros_like(x)
        for e in range(self.config.num_experts):
            gu = x @ w13[e].t()
            d = gu.shape[-1] // 2
            y = (F.silu(gu[:, :d]) * gu[:, d:]) @ w2[e].t()
            out = out + y * (topk_w * (topk_ids == e)).sum(-1, keepdim=True)
        return out


@dataclass
class KernelTimings:
    samples: List[float] = field(default_factory=list)


class ProfilingMoeRunner(TritonMoeRunner):
    def __init__(self, config: MoeRunnerConfig) -> None:
        super().__init__(config)
        self.timings = KernelTimings()

    def run(self, x: torch.Tensor, router_logits: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor) -> torch.Tensor:
        start = time.perf_counter()
        out = super().run(x, router_logits, w13, w2)
        self.timings.samples.append(time.perf_counter() - start)
        return out


def make_moe_runner(layer, runner_cls=TritonMoeRunner):
    return runner_cls(MoeRunnerConfig(num_experts=layer.num_experts, top_k=layer.top_k))
