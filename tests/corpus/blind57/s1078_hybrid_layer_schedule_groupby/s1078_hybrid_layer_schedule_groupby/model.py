import itertools
import logging
from typing import Dict

import torch
from torch import nn

from .config import HybridConfig
from .envs import get_env

logger = logging.getLogger(__name__)


class MambaMixer(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.in_proj = nn.Linear(hidden_size, 2 * hidden_size, bias=False)
        self.out_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.decay = nn.Parameter(torch.full((hidden_size,), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xs, gate = self.in_proj(x).chunk(2, dim=-1)
        chunk = get_env("S1078_MAMBA_CHUNK_SIZE")
        state = torch.zeros_like(xs[0])
        outs = []
        for block in xs.split(chunk, dim=0):
            for row in block:
                state = state * self.decay + row
                outs.append(state)
        y = torch.stack(outs)
        if get_env("S1078_USE_FUSED_GATE"):
            y = y * torch.sigmoid(gate)
        return self.out_proj(y)


class Attention(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        out = torch.nn.functional.scaled_dot_product_attention(
            q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0), is_causal=True
        )
        return self.o_proj(out.squeeze(0))


MIXER_CLASSES = {"mamba": MambaMixer, "attention": Attention}


class HybridForCausalLM(nn.Module):
    def __init__(self, config: HybridConfig):
        super().__init__()
        self.config = config
        self.mixers = nn.ModuleDict(
            {str(i): MIXER_CLASSES[kind](config.hidden_size) for i, kind in enumerate(config.layer_types)}
        )
        self.norms = nn.ModuleList(nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
                                   for _ in range(config.num_hidden_layers))
        self.final_norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.groups = config.layer_groups()
        logger.info("hybrid schedule: %s", self.layer_summary())

    def layer_summary(self) -> str:
        counts = {kind: len(list(g)) for kind, g in itertools.groupby(sorted(self.config.layer_types))}
        names = [f"{name}:{type(m).__name__}" for name, m in sorted(self.mixers.items())]
        return f"{counts} {names}"

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual_fp32 = get_env("S1078_RESIDUAL_IN_FP32")
        group_outputs: Dict[str, torch.Tensor] = {}
        for kind, layer_ids in self.groups:
            for layer_id, norm in zip(layer_ids, (self.norms[i] for i in layer_ids)):
                mixer = self.mixers[str(layer_id)]
                residual = hidden_states.float() if residual_fp32 else hidden_states
                hidden_states = (residual + mixer(norm(hidden_states))).to(hidden_states.dtype)
            group_outputs[f"{kind}_{layer_ids[-1]}"] = hidden_states
        pooled = sum(reversed(list(group_outputs.values()))) / len(group_outputs)
        return self.final_norm(hidden_states + pooled)


model = torch.compile(HybridForCausalLM(HybridConfig()), fullgraph=True)
