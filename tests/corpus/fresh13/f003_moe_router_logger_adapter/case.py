import torch

from f003_moe_router_logger_adapter.router import TopKRouter

ENTRY = "f003_moe_router_logger_adapter.router:TopKRouter.route"

_router = TopKRouter(hidden=8, num_experts=4, top_k=2)


def inputs():
    return (_router, torch.randn(6, 8))
