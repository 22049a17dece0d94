import enum
from dataclasses import dataclass, field
from typing import Any, Optional

import torch


class KVConnectorRole(enum.Enum):
    SCHEDULER = 0
    WORKER = 1


@dataclass
class ReqMeta:
    local_block_ids: list[int]
    remote_block_ids: list[int]
    remote_engine_id: str
    remote_host: str
    remote_port: int


@dataclass
class NixlConnectorMetadata:
    reqs_to_recv: dict[str, ReqMeta] = field(default_factory=dict)
    reqs_to_save: dict[str, ReqMeta] = field(default_factory=dict)
    save_slot_mapping: Optional[torch.Tensor] = None


class KVConnectorBase:

    def __init__(self, kv_transfer_config: dict[str, Any],
                 role: KVConnectorRole) -> None:
        self._kv_transfer_config = kv_transfer_config
        self._role = role
        self._connector_metadata: Optional[NixlConnectorMetadata] = None

    @property
    def role(self) -> KVConnectorRole:
        return self._role

    def bind_connector_metadata(self, metadata: NixlConnectorMetadata) -> None:
        self._connector_metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def _get_connector_metadata(self) -> NixlConnectorMetadata:
        assert self._connector_metadata is not None
        return self._connector_metadata
