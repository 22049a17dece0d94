import torch
import torch.nn.functional as F
from torch import nn

from .expert_distribution import get_global_expert_distribution_recorder
from .server_args import ServerArgs


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int, top_k: int):
        super().__init__()
        self.top_k = top_k
        self.gate = nn.Linear(hidden_size, num_experts, bias=False)

    def forward(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        probs = F.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
        get_global_expert_distribution_recorder().on_select_experts(topk_ids)
        return topk_weights.to(hidden_states.dtype), topk_ids


class SparseMoeBlock(nn.Module):
    def __init__(self, args: ServerArgs):
        super().__init__()
        self.num_experts = args.num_experts
        self.router = TopKRouter(args.hidden_size, args.num_experts, args.num_experts_per_tok)
        self.w13 = nn.Parameter(
            torch.randn(args.num_experts, args.hidden_size, 2 * args.intermediate_size) * 0.02
        )
        self.w2 = nn.Parameter(
            torch.randn(args.num_experts, args.intermediate_size, args.hidden_size) * 0.02
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        topk_weights, topk_ids = self.router(hidden_states)
        dense_weights = hidden_states.new_zeros(hidden_states.shape[0], self.num_experts)
        dense_weights.scatter_(1, topk_ids, topk_weights)
        gate_up = torch.einsum("th,ehi->tei", hidden_states, self.w13)
        gate, up = gate_up.chunk(2, dim=-1)
        expert_out = torch.einsum("tei,eih->teh", F.silu(gate) * up, self.w2)
        return torch.einsum("teh,te->th", expert_out, dense_weights)


class MoEDecoderLayer(nn.Module):
    def __init__(self, args: ServerArgs, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.input_layernorm = nn.LayerNorm(args.hidden_size)
        self.mlp = SparseMoeBlock(args)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        with get_global_expert_distribution_recorder().with_current_layer(self.layer_id):
            hidden_states = self.mlp(hidden_states)
        return residual + hidden_states


class MoEForCausalLM(nn.Module):
    def __init__(self, args: ServerArgs):
        super().__init__()
        self.layers = nn.ModuleList(
            [MoEDecoderLayer(args, i) for i in range(args.num_hidden_layers)]
        )
        self.norm = nn.LayerNorm(args.hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)
