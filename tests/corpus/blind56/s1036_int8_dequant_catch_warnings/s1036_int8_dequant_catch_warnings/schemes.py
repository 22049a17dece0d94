from typing import Dict, Type

import torch

from .base import QuantizeMethodBase, WeightOnlyLinearMethod


class Int8WeightOnlyLinearMethod(WeightOnlyLinearMethod):
    def create_weights(self, layer, in_features, out_features):
        qweight = torch.randint(-127, 128, (out_features, in_features), dtype=torch.int8)
        layer.register_buffer("qweight", qweight, persistent=True)
        layer.register_buffer("scales", torch.full((out_features, 1), 0.01), persistent=True)


class Int4GroupedLinearMethod(WeightOnlyLinearMethod):
    group_size = 4

    def create_weights(self, layer, in_features, out_features):
        packed = torch.randint(0, 255, (out_features, in_features // 2), dtype=torch.uint8)
        layer.register_buffer("qweight", packed, persistent=True)
        n_groups = in_features // self.group_size
        layer.register_buffer("scales", torch.full((out_features, n_groups), 0.05), persistent=True)

    def _unpack(self, qweight: torch.Tensor) -> torch.Tensor:
        low = (qweight & 0x0F).to(torch.int8) - 8
        high = (qweight >> 4).to(torch.int8) - 8
        return torch.stack((low, high), dim=-1).flatten(-2).to(torch.float32)


QUANTIZATION_METHODS: Dict[str, Type[QuantizeMethodBase]] = {
    "w8a16": Int8WeightOnlyLinearMethod,
    "w4a16": Int4GroupedLinearMethod,
}


def get_quant_method(name: str) -> QuantizeMethodBase:
    if name not in QUANTIZATION_METHODS:
        raise ValueError(f"unknown quantization {name!r}; choose from {sorted(QUANTIZATION_METHODS)}")
    return QUANTIZATION_METHODS[name]()
