from typing import Dict

import torch
from torch import nn

from .kv_pool import LayerKVPool


class DraftAttention(nn.Module):
    def __init__(self, hidden_size: int, head_dim: int):
        super().__init__()
        self.q_proj = nn.Linear(hidden_size, head_dim, bias=False)
        self.k_proj = nn.Linear(hidden_size, head_dim, bias=False)
        self.v_proj = nn.Linear(hidden_size, head_dim, bias=False)
        self.o_proj = nn.Linear(head_dim, hidden_size, bias=False)
        self.scale = head_dim**-0.5

    def forward(self, x: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor):
        q = self.q_proj(x)
        k = self.k_proj(x)
        v = self.v_proj(x)
        keys = torch.cat([k_cache, k], dim=0)
        values = torch.cat([v_cache, v], dim=0)
        attn = torch.softmax(q @ keys.t() * self.scale, dim=-1)
        return self.o_proj(attn @ values), k, v


class DraftModelRunner(nn.Module):
    def __init__(self, hidden_size: int = 8, head_dim: int = 4, num_layers: int = 2):
        super().__init__()
        self.layer_names = [f"model.layers.{i}.self_attn" for i in range(num_layers)]
        self.layers = nn.ModuleDict(
            {name.replace(".", "_"): DraftAttention(hidden_size, head_dim) for name in self.layer_names}
        )
        self.kv_pool = LayerKVPool(self.layer_names, max_tokens=16, head_dim=head_dim)

    def _run_layers(self, hidden: torch.Tensor) -> Dict[str, torch.Tensor]:
        per_layer: Dict[str, torch.Tensor] = {}
        for name in self.layer_names:
            k_cache, v_cache = self.kv_pool.get_kv(name)
            out, k, v = self.layers[name.replace(".", "_")](hidden, k_cache, v_cache)
            self.kv_pool.set_kv(name, k, v)
            hidden = hidden + out
            per_layer[name] = hidden
        return per_layer

    def forward_decode(self, hidden_states: torch.Tensor):
        self.kv_pool.checkpoint()
        per_layer = self._run_layers(hidden_states)
        self.kv_pool.advance(hidden_states.shape[0])
        last = per_layer[self.layer_names[-1]]
        return last, per_layer


runner = DraftModelRunner()
decode_step = torch.compile(runner.forward_decode, fullgraph=True)
