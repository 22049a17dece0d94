import pickle
import time
from typing import Any, Optional

import torch

from .base import KVConnectorBase, KVConnectorRole, NixlConnectorMetadata, ReqMeta


class NixlConnectorScheduler:

    def __init__(self, engine_id: str, block_size: int) -> None:
        self.engine_id = engine_id
        self.block_size = block_size
        self._reqs_need_send: dict[str, float] = {}

    def _pack(self, request_id: str, meta: ReqMeta) -> bytes:
        self._reqs_need_send[request_id] = time.perf_counter()
        return pickle.dumps({"request_id": request_id,
                             "engine_id": self.engine_id,
                             "blocks": meta.local_block_ids})

    def build_connector_meta(self, pending: dict[str, ReqMeta]) -> NixlConnectorMetadata:
        meta = NixlConnectorMetadata()
        for req_id, req in pending.items():
            self._pack(req_id, req)
            meta.reqs_to_save[req_id] = req
        return meta


class NixlConnectorWorker:

    def __init__(self, engine_id: str, num_blocks: int, block_size: int) -> None:
        self.engine_id = engine_id
        self.block_size = block_size
        self.num_blocks = num_blocks
        self.send_buffers: dict[str, torch.Tensor] = {}

    def register_kv_caches(self, kv_caches: dict[str, torch.Tensor]) -> None:
        for name, cache in kv_caches.items():
            self.send_buffers[name] = torch.zeros_like(cache)

    def _pack(self, kv_layer: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        flat = kv_layer.flatten(1, 2)
        return flat.index_select(1, slot_mapping)

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor,
                      metadata: NixlConnectorMetadata) -> None:
        if not metadata.reqs_to_save or metadata.save_slot_mapping is None:
            return
        packed = self._pack(kv_layer, metadata.save_slot_mapping)
        dst = self.send_buffers[layer_name].flatten(1, 2)
        dst.index_copy_(1, metadata.save_slot_mapping, packed)


class NixlConnector(KVConnectorBase):

    def __init__(self, kv_transfer_config: dict[str, Any],
                 role: KVConnectorRole) -> None:
        super().__init__(kv_transfer_config, role)
        engine_id = kv_transfer_config["engine_id"]
        block_size = kv_transfer_config.get("block_size", 4)
        self.connector_scheduler: Optional[NixlConnectorScheduler] = None
        self.connector_worker: Optional[NixlConnectorWorker] = None
        if role == KVConnectorRole.SCHEDULER:
            self.connector_scheduler = NixlConnectorScheduler(engine_id, block_size)
        elif role == KVConnectorRole.WORKER:
            self.connector_worker = NixlConnectorWorker(
                engine_id, kv_transfer_config.get("num_blocks", 4), block_size)

    def build_connector_meta(self, pending: dict[str, ReqMeta]) -> NixlConnectorMetadata:
        assert self.connector_scheduler is not None
        return self.connector_scheduler.build_connector_meta(pending)

    def register_kv_caches(self, kv_caches: dict[str, torch.Tensor]) -> None:
        assert self.connector_worker is not None
        self.connector_worker.register_kv_caches(kv_caches)

    def wait_for_layer_load(self, layer_name: str) -> None:
        pass

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        assert self.connector_worker is not None
        self.connector_worker.save_kv_layer(layer_name, kv_layer,
                                            self._get_connector_metadata())
