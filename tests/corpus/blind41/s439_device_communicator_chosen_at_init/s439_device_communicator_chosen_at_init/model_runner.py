import torch
import torch.nn.functional as F
from torch import nn

from .parallel_state import GroupCoordinator


class ServerArgs:
    tp_size = 1
    tp_rank = 0
    enable_custom_allreduce = True


class TPDecoderLayer(nn.Module):
    def __init__(self, tp_group: GroupCoordinator, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.tp_group = tp_group
        tp = tp_group.world_size
        self.qkv = nn.Linear(hidden, 3 * hidden // tp, bias=False)
        self.o_proj = nn.Linear(hidden // tp, hidden, bias=False)
        self.up = nn.Linear(hidden, 2 * inter // tp, bias=False)
        self.down = nn.Linear(inter // tp, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn = F.scaled_dot_product_attention(q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0),
                                              is_causal=True).squeeze(0)
        x = x + self.tp_group.all_reduce(self.o_proj(attn))
        gate, up = self.up(x).chunk(2, dim=-1)
        return x + self.tp_group.all_reduce(self.down(F.silu(gate) * up))


class ModelRunner:
    def __init__(self, args: ServerArgs):
        self.tp_group = GroupCoordinator(args.tp_size, args.tp_rank, args.enable_custom_allreduce)
        self.layers = nn.ModuleList(TPDecoderLayer(self.tp_group) for _ in range(2))

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


runner = ModelRunner(ServerArgs())
decode = torch.compile(runner.forward_decode, fullgraph=True)
