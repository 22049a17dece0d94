import torch

from q036_awq_quant_method_logging.layer import build_layer

ENTRY = "q036_awq_quant_method_logging.layer:QKVProjection.forward"

_LAYER = build_layer()


def inputs():
    return (_LAYER, torch.randn(4, 16))
