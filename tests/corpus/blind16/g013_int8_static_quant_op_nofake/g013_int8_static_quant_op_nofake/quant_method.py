import torch

from . import _custom_ops as ops


class W8A8Int8LinearMethod:
    """Per-channel int8 weights; activations quantized statically when a scale is calibrated."""

    def __init__(self, is_static_input_scheme: bool):
        self.is_static_input_scheme = is_static_input_scheme
        self._quantize = self._static_quant if is_static_input_scheme else self._dynamic_quant

    def _static_quant(self, layer, x):
        return torch.ops.corpus_g013.static_scaled_int8_quant(x, layer.input_scale), layer.input_scale

    def _dynamic_quant(self, layer, x):
        return ops.dynamic_scaled_int8_quant(x)

    def process_weights_after_loading(self, layer):
        w = layer.weight.data
        w_scale = w.abs().amax(dim=-1, keepdim=True) / ops.INT8_MAX
        layer.weight_q = torch.round(w / w_scale).to(torch.int8)
        layer.weight_scale = w_scale

    def apply(self, layer, x):
        x_q, x_scale = self._quantize(layer, x)
        return ops.int8_scaled_mm(x_q, layer.weight_q, x_scale, layer.weight_scale)
