import torch

from s660_device_keyed_config_provider.attention import ChunkedPrefillAttention

ENTRY = "s660_device_keyed_config_provider.attention:ChunkedPrefillAttention.forward"


def inputs():
    return (ChunkedPrefillAttention(8), torch.randn(4, 8), torch.randn(8, 8), torch.randn(8, 8))
