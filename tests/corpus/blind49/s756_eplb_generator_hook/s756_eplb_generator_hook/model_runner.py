from dataclasses import dataclass
from typing import List, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .eplb_manager import EPLBManager


@dataclass
class ServerArgs:
    enable_eplb: bool = True
    ep_num_redundant_experts: int = 0
    eplb_rebalance_num_iterations: int = 1000
    eplb_rebalance_layers_per_chunk: Optional[int] = None
    hidden_size: int = 8
    num_hidden_layers: int = 2
    n_routed_experts: int = 4
    num_experts_per_tok: int = 2


class MoEDecoderLayer(nn.Module):
    def __init__(self, args: ServerArgs, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = args.num_experts_per_tok
        self.gate = nn.Linear(args.hidden_size, args.n_routed_experts, bias=False)
        self.experts = nn.Parameter(torch.randn(args.n_routed_experts, args.hidden_size, args.hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor, eplb: Optional[EPLBManager]) -> torch.Tensor:
        weights, ids = torch.topk(F.softmax(self.gate(hidden_states), dim=-1), self.top_k, dim=-1)
        if eplb is not None:
            eplb.accumulator.add(self.layer_id, ids)
        out = torch.einsum("th,tkhd->tkd", hidden_states, self.experts[ids])
        return hidden_states + (out * weights.unsqueeze(-1)).sum(dim=1)


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.num_layers = server_args.num_hidden_layers
        self.num_physical_experts = server_args.n_routed_experts + server_args.ep_num_redundant_experts
        self.layers = nn.ModuleList(MoEDecoderLayer(server_args, i) for i in range(self.num_layers))
        self.eplb_manager = EPLBManager(self) if server_args.enable_eplb else None

    def update_expert_location(self, logical_count: torch.Tensor, update_layer_ids: List[int]) -> None:
        for layer_id in update_layer_ids:
            order = torch.argsort(logical_count[layer_id], descending=True)
            with torch.no_grad():
                self.layers[layer_id].experts.copy_(self.layers[layer_id].experts[order])

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, self.eplb_manager)
        if self.eplb_manager is not None:
            self.eplb_manager.on_forward_pass_end()
        return hidden_states


runner = ModelRunner(ServerArgs())
decode = torch.compile(runner.forward_decode, fullgraph=True)
