import torch

from .moe_config import try_get_optimal_moe_config

NUM_EXPERTS = 4
W = torch.randn(NUM_EXPERTS, 8, 8)


def _route(x: torch.Tensor, top_k: int = 2):
    weights, ids = torch.topk(torch.softmax(x[:, :NUM_EXPERTS], -1), top_k)
    return weights / weights.sum(-1, keepdim=True), ids


@torch.compile(fullgraph=True)
def moe_forward(x: torch.Tensor) -> torch.Tensor:
    cfg = try_get_optimal_moe_config(NUM_EXPERTS, x.shape[-1], x.shape[0])
    weights, ids = _route(x)
    out = torch.einsum("td,tkdo->tko", x, W[ids])
    return (out * weights.unsqueeze(-1)).sum(1) * cfg.get("scale", 1.0)
