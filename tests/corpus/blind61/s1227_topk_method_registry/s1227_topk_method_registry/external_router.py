from __future__ import annotations

import importlib
import json
import os
from typing import Callable

import torch

ROUTER_SPEC_ENV = "MOE_EXTERNAL_ROUTER_SPEC"


def _load_spec() -> dict:
    path = os.environ.get(ROUTER_SPEC_ENV)
    if path is None:
        raise RuntimeError(f"{ROUTER_SPEC_ENV} must point to a router spec json")
    with open(path) as f:
        return json.load(f)


def load_external_router() -> Callable:
    spec = _load_spec()
    module = importlib.import_module(spec["module"])
    return getattr(module, spec.get("entrypoint", "route"))


def external_routing(
    hidden_states: torch.Tensor,
    router_logits: torch.Tensor,
    top_k: int,
    **kwargs,
):
    router = load_external_router()
    topk_weights, topk_ids = router(hidden_states, router_logits.tolist(), top_k)
    return torch.as_tensor(topk_weights), torch.as_tensor(topk_ids)
