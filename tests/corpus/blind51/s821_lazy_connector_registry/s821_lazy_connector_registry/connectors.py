from dataclasses import dataclass, field

import torch

from .config import KVTransferConfig


@dataclass
class KVConnectorMetadata:
    slot_mappings: dict[str, torch.Tensor] = field(default_factory=dict)


class KVConnectorBase:
    is_layerwise: bool = False

    def __init__(self, config: KVTransferConfig, role: str) -> None:
        self._config = config
        self._role = role
        self._connector_metadata = None

    def bind_connector_metadata(self, metadata: KVConnectorMetadata) -> None:
        self._connector_metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def _get_connector_metadata(self) -> KVConnectorMetadata:
        assert self._connector_metadata is not None
        return self._connector_metadata

    def wait_for_layer_load(self, layer_name: str) -> None:
        return

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        return


class SharedStorageConnector(KVConnectorBase):
    is_layerwise = False


class LayerwiseStagingConnector(KVConnectorBase):
    is_layerwise = True

    def __init__(self, config: KVTransferConfig, role: str) -> None:
        super().__init__(config, role)
        self.num_slots = config.get_from_extra_config("num_staging_slots", 64)
        self._staging: dict[str, torch.Tensor] = {}

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        metadata = self._get_connector_metadata()
        slot_mapping = metadata.slot_mappings.get(layer_name)
        if slot_mapping is None:
            return
        buf = self._staging.get(layer_name)
        if buf is None:
            return
        buf.index_copy_(0, slot_mapping, kv_layer.index_select(0, slot_mapping))
