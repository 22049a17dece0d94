from dataclasses import dataclass

import torch

from .stats import TransferStatsMixin


@dataclass(frozen=True)
class OffloadSpec:
    num_cpu_slots: int = 32
    block_size: int = 4
    pin_memory: bool = False


class KVConnectorBase:

    def __init__(self, spec: OffloadSpec) -> None:
        self.spec = spec

    def register_kv_caches(self, kv_caches: dict[str, torch.Tensor]) -> None:
        return

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor,
                      slot_mapping: torch.Tensor) -> None:
        return

    def wait_for_save(self) -> None:
        return


class NullConnector(KVConnectorBase):
    pass


class CpuOffloadConnector(TransferStatsMixin, KVConnectorBase):

    def __init__(self, spec: OffloadSpec) -> None:
        super().__init__(spec)
        self.init_stats()
        self.cpu_buffers: dict[str, torch.Tensor] = {}

    def register_kv_caches(self, kv_caches: dict[str, torch.Tensor]) -> None:
        for name, cache in kv_caches.items():
            shape = (cache.shape[0], self.spec.num_cpu_slots) + tuple(cache.shape[2:])
            self.cpu_buffers[name] = torch.zeros(
                shape, dtype=cache.dtype, pin_memory=self.spec.pin_memory)

    def save_kv_layer(self, layer_name: str, kv_layer: torch.Tensor,
                      slot_mapping: torch.Tensor) -> None:
        dst = self.cpu_buffers.get(layer_name)
        if dst is None:
            return
        start = self.stats_begin()
        src = kv_layer.index_select(1, slot_mapping)
        dst.index_copy_(1, slot_mapping, src)
        self.stats_end_save(layer_name, start, src.numel() * src.element_size())


KV_CONNECTOR_REGISTRY: dict[str, type[KVConnectorBase]] = {
    "none": NullConnector,
    "cpu_offload": CpuOffloadConnector,
}
