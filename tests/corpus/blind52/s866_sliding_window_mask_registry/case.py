import torch

from s866_sliding_window_mask_registry import MistralConfig, MistralDecoderLayer

ENTRY = "s866_sliding_window_mask_registry.modeling_mistral:decoder_layer_forward"


def inputs():
    return (MistralDecoderLayer(MistralConfig()), torch.randn(2, 6, 32))
