from dataclasses import dataclass, field
from typing import Callable, Optional

import torch

from .logger import init_logger

logger = init_logger(__name__)

_CONNECTORS: dict[str, type["KVConnectorBase"]] = {}


def register_connector(name: str) -> Callable[[type], type]:

    def decorator(cls: type) -> type:
        _CONNECTORS[name] = cls
        return cls

    return decorator


def create_connector(name: str, **kwargs) -> "KVConnectorBase":
    return _CONNECTORS[name](**kwargs)


@dataclass
class RecvReq:
    local_block_ids: list[int]
    remote_block_ids: list[int]
    remote_engine_id: str


@dataclass
class PullConnectorMetadata:
    reqs_to_recv: dict[str, RecvReq] = field(default_factory=dict)


class KVConnectorBase:

    def __init__(self) -> None:
        self._connector_metadata: Optional[PullConnectorMetadata] = None

    def bind_connector_metadata(self, metadata: PullConnectorMetadata) -> None:
        self._connector_metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._connector_metadata = None

    def _get_connector_metadata(self) -> PullConnectorMetadata:
        assert self._connector_metadata is not None
        return self._connector_metadata

    def wait_for_layer_load(self, layer_name: str) -> None:
        return

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        return


@register_connector("noop")
class NoopConnector(KVConnectorBase):
    pass


@register_connector("decode_pull")
class DecodePullConnector(KVConnectorBase):

    def __init__(self, block_size: int = 4) -> None:
        super().__init__()
        self.block_size = block_size
        self.received: dict[str, torch.Tensor] = {}

    def wait_for_layer_load(self, layer_name: str) -> None:
        metadata = self._get_connector_metadata()
        for req_id, req in metadata.reqs_to_recv.items():
            if len(req.remote_block_ids) < len(req.local_block_ids):
                logger.warning_once(
                    "Partial remote prefix for %s: %d of %d blocks, "
                    "recomputing the tail locally", req_id,
                    len(req.remote_block_ids), len(req.local_block_ids))
