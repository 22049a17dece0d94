import threading
from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class ReqMeta:
    request_id: str
    block_ids: torch.Tensor
    remote_address: Optional[str] = None


@dataclass
class P2pConnectorMetadata:
    requests: list[ReqMeta] = field(default_factory=list)

    def add_request(self, request_id: str, block_ids: list[int],
                    remote_address: Optional[str] = None) -> None:
        self.requests.append(
            ReqMeta(request_id, torch.tensor(block_ids, dtype=torch.long),
                    remote_address))


class P2pLayerwiseConnector:

    def __init__(self, layer_names: list[str], recv_timeout_s: float = 30.0):
        self.layer_names = layer_names
        self.recv_timeout_s = recv_timeout_s
        self._connector_metadata: Optional[P2pConnectorMetadata] = None
        self._recv_events: dict[str, threading.Event] = {}
        self._recv_store: dict[str, torch.Tensor] = {}

    def bind_connector_metadata(self, metadata: P2pConnectorMetadata) -> None:
        self._connector_metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def _get_connector_metadata(self) -> P2pConnectorMetadata:
        assert self._connector_metadata is not None
        return self._connector_metadata

    def start_load_kv(self) -> None:
        metadata = self._get_connector_metadata()
        self._recv_events = {name: threading.Event() for name in self.layer_names}
        if all(req.remote_address is None for req in metadata.requests):
            for event in self._recv_events.values():
                event.set()

    def _on_layer_received(self, layer_name: str, kv: torch.Tensor) -> None:
        self._recv_store[layer_name] = kv
        self._recv_events[layer_name].set()

    def wait_for_layer_load(self, layer_name: str) -> None:
        metadata = self._get_connector_metadata()
        if not metadata.requests:
            return
        event = self._recv_events.get(layer_name)
        if event is None:
            return
        if not event.wait(timeout=self.recv_timeout_s):
            raise TimeoutError(f"KV for {layer_name} not received in time")

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor,
                      attn_metadata) -> None:
        return

    def wait_for_save(self) -> None:
        return
