import torch
from torch import nn

from .config import Int8Config, QuantScheme
from .int8_utils import int8_scaled_mm, outlier_columns, per_channel_quant_int8, per_token_quant_int8


class W8A8Int8Method:
    def __init__(self, config: Int8Config):
        self.config = config

    def process_weights(self, layer: nn.Module, weight: torch.Tensor) -> None:
        w_q, w_scale = per_channel_quant_int8(weight)
        layer.register_buffer("weight_q", w_q)
        layer.register_buffer("weight_scale", w_scale)
        layer.register_buffer("weight_fp", weight.clone())

    def _matmul(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = per_token_quant_int8(x)
        return int8_scaled_mm(x_q, x_scale, layer.weight_q, layer.weight_scale)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        return self._matmul(layer, x.float()).to(x.dtype)


class LLMInt8Method(W8A8Int8Method):
    def _matmul(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        cols = outlier_columns(x, self.config.outlier_threshold)
        if cols.any():
            x_out = x * cols
            x_in = x * ~cols
            return super()._matmul(layer, x_in) + x_out @ layer.weight_fp.t()
        return super()._matmul(layer, x)


QUANT_METHODS = {
    QuantScheme.W8A8: W8A8Int8Method,
    QuantScheme.W8A8_OUTLIER: LLMInt8Method,
}


class Int8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, config: Int8Config):
        super().__init__()
        self.quant_method = QUANT_METHODS[config.scheme](config)
        self.quant_method.process_weights(self, torch.randn(out_features, in_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


_cfg = Int8Config.from_hf_config({"quant_method": "w8a8_outlier", "llm_int8_threshold": 6.0})
_layer = Int8Linear(8, 16, _cfg)


@torch.compile(fullgraph=True)
def project(hidden_states: torch.Tensor) -> torch.Tensor:
    return _layer(hidden_states)
