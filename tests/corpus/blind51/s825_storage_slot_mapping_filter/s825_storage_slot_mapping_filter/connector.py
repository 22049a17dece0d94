import torch

from .kv_ops import extract_kv_from_layer, inject_kv_into_layer
from .metadata import SharedStorageConnectorMetadata


class SharedStorageConnector:

    def __init__(self, block_size: int) -> None:
        self._block_size = block_size
        self._connector_metadata = None
        self._stored: dict[str, torch.Tensor] = {}

    def bind_connector_metadata(self,
                                metadata: SharedStorageConnectorMetadata) -> None:
        self._connector_metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def _get_connector_metadata(self) -> SharedStorageConnectorMetadata:
        assert self._connector_metadata is not None
        return self._connector_metadata

    def start_load_kv(self, kv_caches: dict[str, torch.Tensor]) -> None:
        metadata = self._get_connector_metadata()
        for request in metadata.requests:
            if request.is_store:
                continue
            for layer_name, kv_layer in kv_caches.items():
                saved = self._stored.get(layer_name)
                if saved is not None:
                    inject_kv_into_layer(kv_layer, saved, request.slot_mapping)

    def wait_for_layer_load(self, layer_name: str) -> None:
        return

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        metadata = self._get_connector_metadata()
        for request in metadata.requests:
            if request.is_store:
                kv = extract_kv_from_layer(kv_layer, request.slot_mapping)
                self._stored[layer_name] = kv

    def wait_for_save(self) -> None:
        return
