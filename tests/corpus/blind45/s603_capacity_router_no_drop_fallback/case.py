import torch

from s603_capacity_router_no_drop_fallback.router import CapacityRouter
from s603_capacity_router_no_drop_fallback.config import CapacityConfig

ENTRY = "s603_capacity_router_no_drop_fallback.router:CapacityRouter.route"


def inputs():
    router = CapacityRouter(hidden_size=8, num_experts=4, top_k=2, capacity=CapacityConfig())
    return (router, torch.randn(4, 8))
