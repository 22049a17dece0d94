from typing import Optional

import torch

_KV_CONNECTOR_AGENT: Optional["ExampleConnector"] = None


class ExampleConnector:
    """Worker-side connector that mirrors saved layers into host buffers."""

    is_v1 = True

    def __init__(self) -> None:
        self._host_kv: dict[str, torch.Tensor] = {}
        self._pending_loads: set[str] = set()

    def register_kv_caches(self, kv_caches: dict[str, torch.Tensor]) -> None:
        for name, cache in kv_caches.items():
            self._host_kv[name] = torch.empty_like(cache, device="cpu")

    def wait_for_layer_load(self, layer_name: str) -> None:
        self._pending_loads.discard(layer_name)

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        dst = self._host_kv.get(layer_name)
        if dst is not None:
            dst.copy_(kv_layer)


def ensure_kv_transfer_initialized(connector: ExampleConnector) -> None:
    global _KV_CONNECTOR_AGENT
    if _KV_CONNECTOR_AGENT is None:
        _KV_CONNECTOR_AGENT = connector


def has_kv_transfer_group() -> bool:
    return _KV_CONNECTOR_AGENT is not None


def is_v1_kv_transfer_group() -> bool:
    return _KV_CONNECTOR_AGENT is not None and _KV_CONNECTOR_AGENT.is_v1


def get_kv_transfer_group() -> ExampleConnector:
    assert _KV_CONNECTOR_AGENT is not None
    return _KV_CONNECTOR_AGENT
