import torch

from s664_w8a8_int8_scale_observer_hook.w8a8_int8 import build_calibration_layer

ENTRY = "s664_w8a8_int8_scale_observer_hook.w8a8_int8:W8A8Int8LinearMethod.apply"


def inputs():
    layer, _observer = build_calibration_layer()
    return (layer.quant_method, layer, torch.randn(4, 8))
