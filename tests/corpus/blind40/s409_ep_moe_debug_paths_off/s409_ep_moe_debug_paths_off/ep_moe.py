import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F

from .debug import RoutingDumper, check_routing
from .server_args import MoEServerArgs


class EPMoE(nn.Module):
    def __init__(self, args: MoEServerArgs, layer_id: int = 0):
        super().__init__()
        self.layer_id = layer_id
        self.num_experts = args.num_experts
        self.top_k = args.top_k
        self.ep_size = args.ep_size
        self.num_local_experts = args.num_experts // args.ep_size
        self.use_deepep = args.moe_a2a_backend == "deepep"
        self.strict_routing_checks = args.strict_routing_checks
        self.dumper = RoutingDumper(args.routing_dump_dir) if args.enable_routing_dump else None

        self.gate = nn.Linear(args.hidden_size, args.num_experts, bias=False)
        self.w13 = nn.Parameter(torch.randn(self.num_local_experts, 2 * args.hidden_size, args.hidden_size) * 0.05)
        self.w2 = nn.Parameter(torch.randn(self.num_local_experts, args.hidden_size, args.hidden_size) * 0.05)

    def _all_to_all(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x)
        dist.all_to_all_single(out, x)
        return out

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.gate(hidden_states)
        topk_weights, topk_ids = torch.topk(torch.softmax(logits, dim=-1), self.top_k, dim=-1)
        if self.strict_routing_checks:
            check_routing(topk_ids, self.num_experts)
        if self.dumper is not None:
            self.dumper.dump(self.layer_id, topk_ids)

        x = hidden_states.repeat_interleave(self.top_k, dim=0)
        flat_ids = topk_ids.flatten()
        if self.ep_size > 1:
            x = self._all_to_all(x)

        gate_up = torch.bmm(self.w13[flat_ids], x.unsqueeze(-1)).squeeze(-1)
        gate, up = gate_up.chunk(2, dim=-1)
        y = torch.bmm(self.w2[flat_ids], (F.silu(gate) * up).unsqueeze(-1)).squeeze(-1)

        if self.ep_size > 1:
            y = self._all_to_all(y)
        y = y.view(-1, self.top_k, y.shape[-1])
        return (y * topk_weights.unsqueeze(-1)).sum(dim=1)


compiled_moe = torch.compile(EPMoE(MoEServerArgs()), fullgraph=True)
