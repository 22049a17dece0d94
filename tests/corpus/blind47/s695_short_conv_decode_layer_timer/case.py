import torch

from s695_short_conv_decode_layer_timer import ShortConvModel

ENTRY = "s695_short_conv_decode_layer_timer.model:decode_step"


def inputs():
    return (ShortConvModel(), torch.randn(2, 16))
