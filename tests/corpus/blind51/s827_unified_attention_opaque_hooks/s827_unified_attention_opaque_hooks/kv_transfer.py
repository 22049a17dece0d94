import logging
import threading
import time
from typing import Optional

import torch

logger = logging.getLogger(__name__)


class LMCacheStyleConnector:
    """Layer-wise connector: loads are signalled by a retriever thread, saves
    are staged into a host-side buffer."""

    def __init__(self, layer_names: list[str]) -> None:
        self._load_done = {name: threading.Event() for name in layer_names}
        self._host_buffers: dict[str, torch.Tensor] = {}
        self._save_time_s = 0.0
        self._connector_metadata: Optional[dict] = None

    def bind_connector_metadata(self, metadata: dict) -> None:
        self._connector_metadata = metadata
        for event in self._load_done.values():
            event.set()

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def wait_for_layer_load(self, layer_name: str) -> None:
        event = self._load_done.get(layer_name)
        if event is not None and not event.wait(timeout=5.0):
            logger.warning("Timed out waiting for KV of %s", layer_name)

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        start = time.perf_counter()
        buf = self._host_buffers.get(layer_name)
        if buf is None or buf.shape != kv_layer.shape:
            buf = torch.empty_like(kv_layer, device="cpu")
            self._host_buffers[layer_name] = buf
        buf.copy_(kv_layer)
        self._save_time_s += time.perf_counter() - start
        logger.debug("Saved %s (%d bytes)", layer_name,
                     kv_layer.numel() * kv_layer.element_size())


_KV_CONNECTOR_AGENT: Optional[LMCacheStyleConnector] = None


def set_kv_transfer_group(connector: Optional[LMCacheStyleConnector]) -> None:
    global _KV_CONNECTOR_AGENT
    _KV_CONNECTOR_AGENT = connector


def has_kv_transfer_group() -> bool:
    return _KV_CONNECTOR_AGENT is not None


def wait_for_kv_layer_from_connector(layer_name: str) -> None:
    if _KV_CONNECTOR_AGENT is None:
        return
    _KV_CONNECTOR_AGENT.wait_for_layer_load(layer_name)


def maybe_save_kv_layer_to_connector(layer_name: str,
                                     kv_cache_layer: torch.Tensor) -> None:
    if _KV_CONNECTOR_AGENT is None:
        return
    _KV_CONNECTOR_AGENT.save_kv_layer(layer_name, kv_cache_layer)
