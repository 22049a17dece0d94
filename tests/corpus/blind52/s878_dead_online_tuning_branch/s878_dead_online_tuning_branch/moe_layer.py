import functools

import torch
import torch.nn.functional as F
from torch import nn

from .moe_runner_config import MoeRunnerConfig, OnlineMoeTuner, get_default_config


def _grouped_expert_forward(x, w13, w2, topk_weights, topk_ids, config):
    block_m = config["BLOCK_SIZE_M"]
    out = torch.zeros_like(x)
    for start in range(0, x.shape[0], block_m):
        sl = slice(start, start + block_m)
        ids = topk_ids[sl]
        gate_up = torch.einsum("th,tkih->tki", x[sl], w13[ids])
        gate, up = gate_up.chunk(2, dim=-1)
        down = torch.einsum("tki,tkhi->tkh", F.silu(gate) * up, w2[ids])
        out[sl] = (down * topk_weights[sl, :, None]).sum(dim=1)
    return out


class TritonMoeRunner(nn.Module):
    def __init__(self, cfg: MoeRunnerConfig):
        super().__init__()
        self.cfg = cfg
        E, H, I = cfg.num_experts, cfg.hidden_size, cfg.intermediate_size
        self.w13 = nn.Parameter(torch.randn(E, 2 * I, H) * 0.02)
        self.w2 = nn.Parameter(torch.randn(E, H, I) * 0.02)
        self.tuner = OnlineMoeTuner(cfg) if cfg.online_tuning else None

    def forward(self, x, topk_weights, topk_ids):
        M = x.shape[0]
        run = functools.partial(
            _grouped_expert_forward, x, self.w13, self.w2, topk_weights, topk_ids
        )
        if self.cfg.online_tuning:
            config = self.tuner.tune(run, M)
        else:
            config = get_default_config(M, self.cfg.num_experts, self.cfg.top_k)
        return run(config)


class MoELayer(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4, top_k: int = 2):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(hidden_size, num_experts, bias=False)
        self.runner = TritonMoeRunner(
            MoeRunnerConfig(num_experts, top_k, hidden_size, intermediate_size=16)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.router(hidden_states), dim=-1)
        topk_weights, topk_ids = probs.topk(self.top_k, dim=-1)
        return self.runner(hidden_states, topk_weights, topk_ids)


moe_layer = torch.compile(MoELayer(), fullgraph=True)
