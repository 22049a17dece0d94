from dataclasses import dataclass

import torch

from . import envs
from .debug_dump import dump_kv_layer


@dataclass
class StagingMetadata:
    slot_mapping: torch.Tensor
    staging_slots: torch.Tensor


class StagingBufferConnector:

    def __init__(self, num_heads: int, head_dim: int) -> None:
        self.num_staging_slots = envs.VLLM_DISAGG_STAGING_SLOTS
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.staging: dict[str, torch.Tensor] = {}
        self._metadata: StagingMetadata | None = None

    def register_layer(self, layer_name: str) -> None:
        self.staging[layer_name] = torch.zeros(
            2, self.num_staging_slots, self.num_heads, self.head_dim)

    def bind_connector_metadata(self, metadata: StagingMetadata) -> None:
        self._metadata = metadata

    def clear_connector_metadata(self) -> None:
        self._metadata = None

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor) -> None:
        metadata = self._metadata
        if metadata is None:
            return
        staged = kv_layer[:, metadata.slot_mapping]
        self.staging[layer_name][:, metadata.staging_slots] = staged
        dump_dir = envs.VLLM_KV_CONNECTOR_DUMP_DIR
        if dump_dir:
            dump_kv_layer(dump_dir, layer_name, staged,
                          envs.VLLM_KV_CONNECTOR_DUMP_EVERY)
