import torch

from .base import QuantizeMethodBase

AWQ_REVERSE_ORDER = (0, 4, 1, 5, 2, 6, 3, 7)


class AWQConfig:
    def __init__(self, group_size: int = 8, zero_point: bool = True):
        self.group_size = group_size
        self.zero_point = zero_point

    def get_quant_method(self):
        return AWQLinearMethod(self)


class AWQLinearMethod(QuantizeMethodBase):
    name = "awq"

    def __init__(self, cfg: AWQConfig):
        self.cfg = cfg

    def create_weights(self, layer, in_features, out_features):
        g = torch.Generator().manual_seed(3)
        ng = in_features // self.cfg.group_size
        layer.register_buffer("qweight", torch.randint(0, 16, (in_features, out_features), generator=g, dtype=torch.uint8))
        layer.register_buffer("scales", torch.rand(ng, out_features, generator=g) * 0.02)
        layer.register_buffer("qzeros", torch.full((ng, out_features), 8.0))

    def _dequant(self, layer) -> torch.Tensor:
        k, n = layer.qweight.shape
        gs = self.cfg.group_size
        q = layer.qweight.float().view(k // gs, gs, n)
        zeros = layer.qzeros.unsqueeze(1) if self.cfg.zero_point else 8.0
        return ((q - zeros) * layer.scales.unsqueeze(1)).view(k, n)

    def apply(self, layer, x):
        w = self._dequant(layer)
        self._trace_shapes(x, w.shape[1])
        return x @ w
